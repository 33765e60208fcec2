// expected-error: binary operator '==' cannot be applied to operands of type 'SizeAnchors' and 'DimensionAnchor'
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.size == b.width
}
