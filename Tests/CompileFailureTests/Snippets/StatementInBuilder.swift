// expected-error: a constraint builder takes constraints
import AnchorDSL
import AnchorHeadless

@ConstraintBuilder func snippet(a: View) -> [LayoutConstraint] {
    a.width + 8
}
