// expected-error: binary operator '-' cannot be applied to operands of type 'VFLChain<VFLBoundary, VFLBoundary>' and 'View'
// Typed VFL: nothing may follow a closed end.
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = withVFL(H: |a| - b)
}
