// expected: compiles cleanly (every typed Visual Format form: the positive control of the VFL* snippets)
import AnchorDSL
import AnchorHeadless

func typedForms(icon: View, name: View, title: View, subtitle: View, guide: LayoutGuide) -> [LayoutConstraint] {
    let spacing: CGFloat = 12
    return LayoutConstraint.build {
        withVFL(H: |-icon - name-|)
        withVFL(H: |-16 - icon - 8 - name - 16-|)
        withVFL(V: title | subtitle)
        withVFL(H: |icon|)
        withVFL(H: icon - (>=8) - name)
        withVFL(H: icon - (>=8 ~ .high) - name)
        withVFL(H: guide - 16 - icon - 16 - guide)
        withVFL(H: guide - icon - guide)
        withVFL(H: |-icon.where(==44) - name.where(>=icon ~ .high)-|)
        withVFL(V: |title.where(>=20, <=40 ~ 600) | subtitle.where(==title, >=10)|)
        withVFL(H: icon - VFLConstant(spacing) - name - 0.5-|, options: .alignAllCenterY)
        withVFL(H: |-(>=8) - icon - (<=20 ~ 250) - name - (==8)-|, options: .directionRightToLeft)
        withVFL(H: icon - name)
        withVFL(V: |title)
        withVFL(V: subtitle-|)
    }
}
