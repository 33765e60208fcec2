// expected-error: cannot convert value of type 'VFLChain<VFLSpace, VFLBoundary>' to expected argument type 'VFLChain<VFLItem, VFLBoundary>'
// Typed VFL: a guide, a gap and the superview's edge have no view between them.
import AnchorDSL
import AnchorHeadless

func snippet(root: View, guide: LayoutGuide) {
    _ = withVFL(H: guide - 8-|)
}
