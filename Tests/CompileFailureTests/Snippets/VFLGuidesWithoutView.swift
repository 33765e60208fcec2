// expected-error: binary operator '-' cannot be applied to operands of type 'VFLChain<VFLBoundary, VFLEdgeSpace>' and 'LayoutGuide'
// Typed VFL: a chain is views with gaps between them; two guides and a gap have no view.
import AnchorDSL
import AnchorHeadless

func snippet(root: View) {
    let g = LayoutGuide(name: "g"), h = LayoutGuide(name: "h")
    root.addLayoutGuide(g)
    root.addLayoutGuide(h)
    _ = withVFL(H: g - 8 - h)
}
