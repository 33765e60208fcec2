// expected-error: conformance of 'DimensionAnchor' to 'AnchorAsDivisor' is unavailable: constraints are linear
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View) {
    _ = a.width == 100 / b.width
}
