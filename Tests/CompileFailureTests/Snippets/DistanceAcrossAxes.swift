// expected-error: binary operator '-' cannot be applied to operands of type 'XAxisAnchor' and 'YAxisAnchor'
// A distance is between two anchors of one axis: x minus y does not compile.
import AnchorDSL

func snippet(a: View, b: View) {
    _ = (a.leading - b.top) == 8
}
