// expected-error: value of type 'LayoutGuide' has no member 'firstBaseline'
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = guide.firstBaseline == b.firstBaseline
}
