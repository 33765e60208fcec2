// expected-error: conformance of 'YAxisAnchor' to 'AddedToAnAnchor' is unavailable: one side of a constraint holds one anchor
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.top == b.top + a.top
}
