// expected-error: is unavailable: a position cannot be related to a constant; relate it to another anchor, as in 'a.left == b.left + 10'
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.left == 10
}
