// expected-error: cannot convert value of type 'VFLChain<VFLSpace, VFLBoundary>' to expected argument type 'VFLChain<VFLItem, VFLBoundary>'
// Typed VFL: edges with no view between them have nothing to lay out.
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = withVFL(H: |-8-|)
}
