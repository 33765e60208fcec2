// expected-error: binary operator '-' cannot be applied to two 'LayoutGuide' operands
// Typed VFL: two guides with no view between them.
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = withVFL(H: guide - guide)
}
