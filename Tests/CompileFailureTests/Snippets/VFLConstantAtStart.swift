// expected-error: binary operator '-' cannot be applied to operands of type 'Int' and 'View'
// Typed VFL: a chain may not start with a gap.
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = withVFL(H: 8 - a)
}
