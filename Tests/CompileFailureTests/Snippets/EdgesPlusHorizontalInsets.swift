// expected-error: binary operator '+' cannot be applied to operands of type 'EdgeAnchors' and 'HorizontalInsets'
import AnchorDSL

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.edges == b.edges + HorizontalInsets(8)
}
