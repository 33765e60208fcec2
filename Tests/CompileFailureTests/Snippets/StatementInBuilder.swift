// expected-error: a constraint builder takes constraints
import AnchorDSL

@ConstraintBuilder func snippet(a: View) -> [LayoutConstraint] {
    a.width + 8
}
