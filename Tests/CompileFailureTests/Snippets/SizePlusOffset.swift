// expected-error: binary operator '+' cannot be applied to operands of type 'SizeAnchors' and 'Offset'
import AnchorDSL

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.size == b.size + Offset(x: 1, y: 1)
}
