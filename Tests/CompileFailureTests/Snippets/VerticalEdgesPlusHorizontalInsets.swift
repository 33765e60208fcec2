// expected-error: conformance of 'HorizontalInsets' to 'InsetsOfAnotherComposite' is unavailable: 'HorizontalInsets' are added to 'horizontalEdges'
import AnchorDSL

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.verticalEdges == b.verticalEdges + HorizontalInsets(8)
}
