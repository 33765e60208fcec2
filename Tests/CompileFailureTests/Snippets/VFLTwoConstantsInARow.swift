// expected-error: cannot convert value of type 'VFLChain<VFLItem, VFLSpace>' to expected argument type 'VFLChain<VFLItem, VFLItem>'
// Typed VFL: two gaps in a row.
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = withVFL(H: a - 8 - 8 - b)
}
