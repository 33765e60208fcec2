// expected-error: cannot convert value of type 'View' to expected argument type 'VFLChain<First, Last>'
// Typed VFL: a bare view has nothing to lay out.
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = withVFL(H: a)
}
