// expected-error: cannot be applied to operands of type 'EdgeAnchors' and 'Int'
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.edges == 8
}
