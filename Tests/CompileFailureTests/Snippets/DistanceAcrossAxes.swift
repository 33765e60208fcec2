// expected-error: conformance of 'YAxisAnchor' to 'SubtractedFromAnAnchor' is unavailable: one side of a constraint holds one anchor: only two positions of one axis subtract
// A distance is between two anchors of one axis: x minus y does not compile.
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View) {
    _ = (a.leading - b.top) == 8
}
