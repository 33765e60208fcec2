// expected-error: binary operator '+' cannot be applied to two 'YAxisAnchor' operands
import AnchorDSL

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.top == b.top + a.top
}
