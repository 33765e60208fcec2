// expected: compiles cleanly (every valid form from DESIGN.md's expression table)
import AnchorDSL
import AnchorHeadless
import Foundation

enum Style { case compact, regular }

func singleAnchors(a: View, b: View, root: View) -> [LayoutConstraint] {
    LayoutConstraint.build {
        a.top == b.top + 8
        a.bottom <= b.bottom - 8
        a.centerY >= b.centerY
        a.leading == b.trailing + 16
        a.left == b.right
        a.centerX == root.centerX
        a.firstBaseline == b.lastBaseline + 4
        a.width == b.width * 0.5 + 10
        a.width == (b.width + 10) / 2
        a.width == 0.5 * b.width
        a.width == 100 - b.width
        a.leading + 10 == b.trailing
        a.width * 2 == b.width
        a.height >= b.height / 3 - 1
        a.width == 44
        a.height >= 20
        a.height <= 200
        a.width == 44.5
        a.top == root.safeAreaLayoutGuide.top + 8
        a.leading == root.layoutMarginsGuide.leading
    }
}

func priorities(a: View, b: View) -> [LayoutConstraint] {
    let high: Priority = .high - 1
    return LayoutConstraint.build {
        a.width == 100 ~ .high
        a.width == 100 ~ 750
        a.width == 100 ~ 750.5
        a.leading == b.trailing + 16 ~ .high - 1
        a.height >= 20 ~ .low + 1
        a.top == b.top ~ high
        a.top == b.top ~ .required
        a.top == b.top ~ .fittingSize
    }
}

func composites(a: View, b: View, root: View) -> [LayoutConstraint] {
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    return LayoutConstraint.build {
        a.edges == b.edges
        a.edges == b.edges + insets
        a.edges == b.edges + EdgeInsets(8)
        a.edges == b.edges + EdgeInsets(horizontal: 16, vertical: 8)
        a.edges == b.edges + 8
        a.edges == b.edges - 8
        a.edges >= b.edges + 8
        a.edges <= b.edges
        a.edges == root.safeAreaLayoutGuide.edges + 16
        a.edges == b.edges ~ 750
        a.edges == b.edges + 8 ~ .high
        a.horizontalEdges == b.horizontalEdges + HorizontalInsets(leading: 16, trailing: 8)
        a.horizontalEdges == b.horizontalEdges + HorizontalInsets(8)
        a.horizontalEdges >= b.horizontalEdges + 16
        a.horizontalEdges <= b.horizontalEdges - 4
        a.verticalEdges == b.verticalEdges + 8
        a.verticalEdges == b.verticalEdges + VerticalInsets(top: 8, bottom: 4)
        a.verticalEdges >= b.verticalEdges + VerticalInsets(2)
        a.center == b.center
        a.center == b.center + Offset(x: 10, y: -5)
        a.center == b.center - Offset(x: 10, y: -5)
        a.center <= b.center + Offset(x: 1, y: 1) ~ .low
        a.size == CGSize(width: 100, height: 50)
        a.size == 44
        a.size >= 44
        a.size <= CGSize(width: 300, height: 200)
        a.size == b.size
        a.size == b.size * 0.5 + CGSize(width: 10, height: 0)
        a.size == 0.5 * b.size
        a.size == b.size / 2
        a.size == b.size + 8
        a.size >= b.size - CGSize(width: 4, height: 4)
    }
}

func builder(a: View, b: View, root: View, style: Style, extra: View?, rows: [View]) -> [LayoutConstraint] {
    LayoutConstraint.build {
        a.edges == root.safeAreaLayoutGuide.edges + 16
        b.top == a.bottom + 8
        [a.width == 10, b.width == 10]
        if style == .compact {
            a.height == 44
        } else {
            a.height == 64 ~ .high
        }
        switch style {
        case .compact: b.center == root.center
        case .regular: b.center == root.center + Offset(x: 0, y: -10)
        }
        if let extra {
            extra.size == b.size
        }
        for row in rows {
            row.horizontalEdges == root.horizontalEdges + 8
        }
        if #available(macOS 10.15, iOS 13, *) {
            a.leading >= root.leading
        }
    }
}

func activation(a: View, root: View) {
    root.addSubview(a)
    let constraints = LayoutConstraint.activate {
        a.edges == root.edges + 8
    }
    LayoutConstraint.deactivate(constraints)
    LayoutConstraint.activate(constraints)
    LayoutConstraint.activate([a.width == 44])
}

/// Distances: one axis, one item or two, wherever a dimension goes.
func distances(a: View, b: View, c: View, title: View, card: View) -> [LayoutConstraint] {
    LayoutConstraint.build {
        (b.leading - a.trailing) == (c.leading - b.trailing)
        (b.leading - a.trailing) >= 8
        (title.firstBaseline - card.top) == 24 ~ .high
        (b.centerX - a.centerX) == a.width * 2 + 4
        a.width == (b.leading - a.leading) * 0.5
        a.leading == b.leading - 8
    }
}
