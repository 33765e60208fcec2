// expected-error: is unavailable: a position cannot be related to a constant; relate it to another anchor, as in 'a.top == b.top + 10'
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.top >= 8
}
