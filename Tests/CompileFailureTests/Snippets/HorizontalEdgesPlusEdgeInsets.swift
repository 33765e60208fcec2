// expected-error: binary operator '+' cannot be applied to operands of type 'HorizontalEdgeAnchors' and 'EdgeInsets'
import AnchorDSL

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.horizontalEdges == b.horizontalEdges + EdgeInsets(8)
}
