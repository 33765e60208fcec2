// expected-error: requires that 'YAxisAnchor' conform to
import AnchorDSL

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.top >= 8
}
