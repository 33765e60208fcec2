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
    /// A view that is not seen (hidden or at alpha 0), or a guide or view
    /// inside one: drawn dashed.
    let isUnseen: Bool
    /// The view's own alpha (1 for a guide).
    var alpha: CGFloat = 1
    /// The view's own `allowsOverlap` (false for a guide).
    var allowsOverlap = false
    /// A scroll view's content size and offset, listed in the legend.
    var scroll: (contentSize: CGSize, offset: CGPoint)?
    /// A scroll view's content layout guide: the picture grows to show all
    /// of its content.
    var isScrollContent = false
    /// A label's text as laid out; nil for other items.
    var text: PictureText?
    /// The view's background, if it shows.
    var background: Color?
    /// Where the view's content (an image) is drawn, in picture coordinates.
    var contentBox: CGRect?
    /// A cell's separator and accessory, in picture coordinates.
    var cellMarks: (separator: CGRect?, accessory: (rect: CGRect, symbol: String)?)?
    /// The part of the picture the nearest scroll view around the item
    /// shows (its frame): what lies outside is scrolled out of sight.
    var scrolledInto: CGRect?

    /// What a picture shows of a label: the lines it shows, where they sit.
    struct PictureText {
        let lines: [String]
        let isTruncated: Bool
        /// The size the text is drawn at, and the font's own when it was shrunk to fit.
        let pointSize: CGFloat
        let unshrunkPointSize: CGFloat?
        /// Where the text's room starts in the view (inside a border, an inset, a padding).
        let origin: CGPoint
        /// Each line's baseline, down from `origin`.
        let baselines: [CGFloat]
        /// Each line's width as the engine measured it.
        let widths: [CGFloat]
        /// Each line's runs when the text is rich (more than one run).
        let runs: [[TextLayout.PictureRun]]?
    }

    /// The view and everything below it, parents before children (so that
    /// children are drawn on top), each view's guides after it.
    static func items(of view: View) -> [PictureItem] {
        var items: [PictureItem] = []
        var stack: [(view: View, origin: CGPoint, depth: Int, inHidden: Bool, inUnseen: Bool, shownIn: CGRect?)] =
            [(view, .zero, 0, false, false, nil)]
        while let (current, origin, depth, inHidden, inUnseen, shownIn) = stack.popLast() {
            let hidden = inHidden || current.isHidden, unseen = inUnseen || !current.isSeenOnItsOwn
            let rect = current === view
                ? CGRect(origin: .zero, size: current.frame.size)
                : current.frame.offsetBy(dx: origin.x, dy: origin.y)
            var item = PictureItem(
                name: current.name, rect: rect, frame: current.frame, depth: depth, isGuide: false, isHidden: hidden,
                isUnseen: unseen, alpha: current.alpha, allowsOverlap: current.allowsOverlap)
            item.scrolledInto = shownIn
            let scroll = current.scrollGeometry
            if let scroll { item.scroll = (scroll.contentSize, scroll.visible.origin) }
            item.background = current.backgroundColor.flatMap { $0.isVisible ? $0 : nil }
            item.cellMarks = current.cellMarks.map { marks in
                (marks.separator?.offsetBy(dx: rect.minX, dy: rect.minY),
                 marks.accessory.map { ($0.rect.offsetBy(dx: rect.minX, dy: rect.minY), $0.symbol) })
            }
            item.contentBox = current.contentBox(in: CGRect(origin: .zero, size: rect.size))?
                .offsetBy(dx: rect.minX, dy: rect.minY)
            if let shown = current.textLayout() {
                let widths = shown.lineWidths
                item.text = PictureText(
                    lines: shown.lines, isTruncated: shown.isTruncated, pointSize: shown.drawn.pointSize,
                    unshrunkPointSize: shown.drawn.pointSize < shown.fontPointSize ? shown.fontPointSize : nil,
                    origin: shown.room.origin, baselines: shown.baselines, widths: widths,
                    runs: shown.drawn.runs.count > 1 ? shown.runsOfLines(widths: widths) : nil)
            }
            items.append(item)
            let scrollContent = current.scrollGuides?.content
            // A scroll view shows its content at its offset, as UIKit's bounds origin.
            let offset = scroll?.visible.origin ?? .zero
            let contentOrigin = CGPoint(x: rect.minX - offset.x, y: rect.minY - offset.y)
            for guide in current.layoutGuides {
                let guideRect = guide.layoutFrame.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y)
                var guideItem = PictureItem(
                    name: guide.qualifiedName, rect: guideRect, frame: guide.layoutFrame, depth: depth + 1,
                    isGuide: true, isHidden: hidden, isUnseen: unseen)
                guideItem.isScrollContent = guide === scrollContent
                if scroll != nil, guide === scrollContent { guideItem.scrolledInto = rect }
                items.append(guideItem)
            }
            let childrenShownIn = scroll != nil ? rect : shownIn
            for child in current.subviews.reversed() {
                stack.append((child, contentOrigin, depth + 1, hidden, unseen, childrenShownIn))
            }
        }
        return items
    }

    /// What a picture of `view` covers: the view's bounds, grown to the
    /// whole content of every scroll view in it, where its offset puts it
    /// (above the view when it is scrolled down; the visible part is the
    /// frame guide, drawn over it).
    static func extent(of items: [PictureItem], _ view: View) -> CGRect {
        var extent = CGRect(origin: .zero, size: view.bounds.size)
        for item in items where item.isScrollContent { extent = extent.union(item.rect) }
        return extent
    }

    /// The legend's note on a scroll view: `content 375 × 1000`, and where
    /// it is scrolled to when it is.
    var scrollNote: String {
        guard let scroll else { return "" }
        let offset = scroll.offset == .zero ? "" : ", scrolled to (\(NumberText.hundredths(scroll.offset.x)), \(NumberText.hundredths(scroll.offset.y)))"
        return " content \(NumberText.format(scroll.contentSize))" + offset
    }
}

extension PictureItem {
    /// Where the item's lines of text lie in the picture, each from a
    /// font-size above its baseline to a quarter of one below, as wide as
    /// measured: what a guide's name must not cross.
    var lineBoxes: [CGRect] {
        guard let text, !isUnseen else { return [] }
        return text.lines.indices.map { index in
            let baseline = rect.minY + text.origin.y + text.baselines[index]
            return CGRect(
                x: rect.minX + text.origin.x, y: baseline - text.pointSize,
                width: text.widths[index], height: text.pointSize * 1.25)
        }
    }
}
