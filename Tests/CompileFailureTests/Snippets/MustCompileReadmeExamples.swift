// expected: compiles cleanly. The README's examples, with `import AnchorDSL`
// and `import AnchorHeadless` (the headless views a test builds) as their only
// imports: the geometry types the API takes (CGFloat, CGPoint, CGSize,
// CGRect) come with them, on Linux as on Apple platforms.
import AnchorDSL
import AnchorHeadless

struct ProfileCard {
    let root = View(name: "root"), card = View(name: "card"), avatar = View(name: "avatar")
    let name = View(name: "name"), bio = View(name: "bio"), follow = View(name: "follow")
    let a = View(name: "a"), b = View(name: "b")

    // The opening example.
    func opening() {
        LayoutConstraint.activate {
            card.horizontalEdges == root.safeAreaLayoutGuide.horizontalEdges + 16
            card.top == root.safeAreaLayoutGuide.top + 16
            avatar.size == 64
            name.leading == avatar.trailing + 12
            follow.width >= 88 ~ .high - 1
        }
    }

    // The tour.
    @ConstraintBuilder func layout(compact: Bool) -> [LayoutConstraint] {
        card.horizontalEdges == root.safeAreaLayoutGuide.horizontalEdges + 16
        card.top == root.safeAreaLayoutGuide.top + 16
        card.bottom <= root.safeAreaLayoutGuide.bottom - 16
        avatar.size == (compact ? 48 : 64)
        name.firstBaseline == avatar.centerY
        if !compact {
            bio.height >= avatar.height * 0.5 + 8 ~ .low
        }
    }

    // The expression tables.
    func expressions() -> [LayoutConstraint] {
        LayoutConstraint.build {
            a.top == b.top + 8
            a.width == b.width * 0.5 + 10
            a.width == (b.width + 10) / 2
            a.leading + 10 == b.trailing
            a.width * 2 == b.width
            a.width * -2 <= b.width
            a.width == 100 - b.width
            a.width == 100 ~ .high
            a.top.constraint(.greaterThanOrEqual, to: b.bottom + 8)
            a.edges == b.edges + EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            a.edges >= b.edges + 8
            a.horizontalEdges == b.horizontalEdges + HorizontalInsets(leading: 16, trailing: 8)
            a.verticalEdges == b.verticalEdges + 8
            a.center == b.center + Offset(x: 10, y: -5)
            a.size == CGSize(width: 100, height: 50)
            a.size == b.size * 0.5 + CGSize(width: 10, height: 0)
            a.edges == b.edges + 8 ~ .high
        }
    }
}

// The geometry types, by name.
func geometry(card: View) -> CGSize {
    let inset: CGFloat = 16
    let frame: CGRect = card.frame
    let origin: CGPoint = frame.origin
    return CGSize(width: inset * 2 + origin.x, height: frame.height)
}

// "Typed VFL: the same language, checked by the compiler".
func typedVisualFormat(icon: View, name: View, title: View, subtitle: View, guide: LayoutGuide) -> [LayoutConstraint] {
    let spacing: CGFloat = 12
    return LayoutConstraint.build {
        withVFL(H: |-icon - name-|)
        withVFL(H: |-16 - icon - 8 - name - 16-|)
        withVFL(V: title | subtitle)
        withVFL(H: |icon|)
        withVFL(H: icon - (>=8 ~ .high) - name)
        withVFL(H: guide - 16 - icon - 16 - guide)
        withVFL(H: |-icon.where(==44) - name.where(>=icon ~ .high)-|, options: .alignAllCenterY)
        withVFL(H: icon - VFLConstant(spacing) - name)
    }
}
