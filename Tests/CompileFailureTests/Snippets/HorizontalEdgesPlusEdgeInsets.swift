// expected-error: conformance of 'EdgeInsets' to 'InsetsOfAnotherComposite' is unavailable: 'EdgeInsets' are added to 'edges'
import AnchorDSL

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.horizontalEdges == b.horizontalEdges + EdgeInsets(8)
}
