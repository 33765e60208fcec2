// expected-error: cannot convert value of type 'View' to expected argument type 'VFLConstant'
// Typed VFL: a size relation to a view is not a gap.
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = withVFL(H: a - (>=b) - a)
}
