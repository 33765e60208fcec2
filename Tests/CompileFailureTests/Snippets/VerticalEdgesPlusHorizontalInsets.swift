// expected-error: binary operator '+' cannot be applied to operands of type 'VerticalEdgeAnchors' and 'HorizontalInsets'
import AnchorDSL

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.verticalEdges == b.verticalEdges + HorizontalInsets(8)
}
