import Foundation

/// One rectangle of a picture: a view or a guide, in the coordinates of the
/// view the picture is of.
struct PictureItem {
    let name: String
    let rect: CGRect
    /// The frame in the superview (a guide's `layoutFrame` in its owning
    /// view), as the legend lists it.
    let frame: CGRect
    /// 0 for the pictured view, 1 for its subviews and guides, and so on.
    let depth: Int
    let isGuide: Bool
    /// A hidden view, or a guide or view inside one.
    let isHidden: Bool
    /// A label's text as laid out; nil for other items.
    var text: PictureText?

    /// What a picture shows of a label: the lines it shows, where they sit.
    struct PictureText {
        let lines: [String]
        let isTruncated: Bool
        let pointSize: CGFloat
        let metrics: LineMetrics
    }

    /// The view and everything below it, parents before children (so that
    /// children are drawn on top), each view's guides after it.
    static func items(of view: View) -> [PictureItem] {
        var items: [PictureItem] = []
        var stack: [(view: View, origin: CGPoint, depth: Int, inHidden: Bool)] = [(view, .zero, 0, false)]
        while let (current, origin, depth, inHidden) = stack.popLast() {
            let hidden = inHidden || current.isHidden
            let rect = current === view
                ? CGRect(origin: .zero, size: current.frame.size)
                : current.frame.offsetBy(dx: origin.x, dy: origin.y)
            var item = PictureItem(
                name: current.name, rect: rect, frame: current.frame, depth: depth, isGuide: false, isHidden: hidden)
            if let label = current as? Label {
                let shown = label.shownLines(), measured = label.measuredText()
                item.text = PictureText(
                    lines: shown.lines, isTruncated: shown.isTruncated, pointSize: measured.pointSize,
                    metrics: measured.metrics)
            }
            items.append(item)
            for guide in current.layoutGuides {
                let guideRect = guide.layoutFrame.offsetBy(dx: rect.minX, dy: rect.minY)
                items.append(PictureItem(
                    name: guide.qualifiedName, rect: guideRect, frame: guide.layoutFrame, depth: depth + 1,
                    isGuide: true, isHidden: hidden))
            }
            for child in current.subviews.reversed() { stack.append((child, rect.origin, depth + 1, hidden)) }
        }
        return items
    }
}
