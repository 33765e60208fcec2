// expected-error: binary operator '-' cannot be applied to operands of type 'VFLChain<VFLBoundary, VFLEdgeSpace>' and 'LayoutGuide'
// Typed VFL: the superview's edge, a gap and a guide have no view between them.
import AnchorDSL
import AnchorHeadless

func snippet(root: View, guide: LayoutGuide) {
    _ = withVFL(H: |-8 - guide)
}
