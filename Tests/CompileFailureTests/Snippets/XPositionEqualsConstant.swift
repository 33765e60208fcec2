// expected-error: requires that 'XAxisAnchor' conform to
import AnchorDSL

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.left == 10
}
