// expected-error: conformance of 'LayoutExpression<Anchor>' to 'AddedToAnAnchor' is unavailable: one side of a constraint holds one anchor
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, c: View) {
    _ = a.height == b.width * 2 + c.height * 0.5 + 8
}
