// expected-error: binary operator '==' cannot be applied to operands of type 'XAxisAnchor' and 'DimensionAnchor'
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.left == b.width
}
