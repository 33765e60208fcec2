// expected-error: a stack takes views, layout guides and 'StackSpacing(…)'
import AnchorDSL
import AnchorHeadless

func snippet(root: View, a: View, b: View) -> [LayoutConstraint] {
    LayoutConstraint.build {
        Stack(.horizontal, in: root, spacing: 8) { a; b.width == 44 }
    }
}
