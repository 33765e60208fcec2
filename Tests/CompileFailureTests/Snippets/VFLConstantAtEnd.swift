// expected-error: requires that 'VFLSpace' conform to 'VFLOuterEnd'
// Typed VFL: a chain may not end with a gap.
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = withVFL(H: a - 8)
}
