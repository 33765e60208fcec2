// expected-error: binary operator '==' cannot be applied to operands of type 'EdgeAnchors' and 'YAxisAnchor'
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.edges == b.top
}
