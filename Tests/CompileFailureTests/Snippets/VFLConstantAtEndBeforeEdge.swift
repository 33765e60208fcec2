// expected-error: cannot be applied to operands of type 'VFLChain<VFLBoundary, VFLSpace>' and 'VFLChain<VFLSpace, VFLBoundary>'
// Typed VFL: two gaps in a row, between the edges.
import AnchorDSL

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = withVFL(V: |-8 - 8-|)
}
