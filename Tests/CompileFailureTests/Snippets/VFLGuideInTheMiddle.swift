// expected-error: binary operator '-' cannot be applied to operands of type 'VFLChain<VFLItem, VFLBoundary>' and 'View'
// Typed VFL: a layout guide closes the chain; it cannot sit in the middle.
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = withVFL(H: a - guide - b)
}
