import AnchorDSL
import AnchorHeadless

/// A title and a badge pinned to the root's left edge: the badge covers the
/// title left to right, not right to left. `badgeLine` is the line its left
/// edge is written on, as a problem names it.
func badgeOverTitle() -> (root: View, badgeLine: Int) {
    let root = View(name: "root")
    let title = Label(name: "title", text: "Settings", font: .system(size: 17))
    let badge = View(name: "badge")
    badge.backgroundColor = Color(red: 1, green: 0.23, blue: 0.19)
    root.addSubview(title)
    root.addSubview(badge)
    let badgeLine = #line + 5
    LayoutConstraint.activate {
        title.leading == root.safeAreaLayoutGuide.leading + 16
        title.top == root.safeAreaLayoutGuide.top + 8
        badge.size == CGSize(width: 24, height: 24)
        badge.left == root.left + 16
        badge.centerY == title.centerY
    }
    return (root, badgeLine)
}
