// expected-error: requires that 'EdgeAnchors' conform to
import AnchorDSL

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.edges == 8
}
