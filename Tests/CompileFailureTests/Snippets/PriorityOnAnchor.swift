// expected-error: binary operator '~' cannot be applied to operands of type 'DimensionAnchor' and 'Priority'
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.width ~ .high
}
