// expected-error: conformance of 'Offset' to 'InsetsOfAnotherComposite' is unavailable: an 'Offset' is added to 'center'
import AnchorDSL

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.size == b.size + Offset(x: 1, y: 1)
}
