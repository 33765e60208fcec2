// expected-error: requires that 'CenterAnchors.Insets' (aka 'Offset') conform to 'UniformCompositeInsets'
import AnchorDSL
import AnchorHeadless

func snippet(a: View, b: View, guide: LayoutGuide) {
    _ = a.center == b.center + 8
}
