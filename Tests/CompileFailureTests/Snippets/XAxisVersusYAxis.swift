// expected-error: binary operator '==' cannot be applied to operands of type 'YAxisAnchor' and 'XAxisAnchor'
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.top == b.leading
}
