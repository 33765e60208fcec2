// expected-error: '+' is unavailable: each composite takes its own insets: 'edges' take 'LayoutInsets'
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.horizontalEdges == b.horizontalEdges + EdgeInsets(8)
}
