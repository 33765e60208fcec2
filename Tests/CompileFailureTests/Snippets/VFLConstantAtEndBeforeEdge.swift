// expected-error: binary operator '-' cannot be applied to operands of type 'VFLChain<VFLBoundary, VFLEdgeSpace>' and 'VFLChain<VFLSpace, VFLBoundary>'
// Typed VFL: two gaps in a row, between the edges.
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = withVFL(V: |-8 - 8-|)
}
