// expected-error: binary operator '==' cannot be applied to operands of type 'DimensionAnchor' and 'XAxisAnchor'
// A distance is a size: it cannot be compared with a position.
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, c: View) {
    _ = (b.leading - a.trailing) == c.leading
}
