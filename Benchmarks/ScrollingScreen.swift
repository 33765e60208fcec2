import AnchorDSL
import AnchorHeadless
import Foundation

/// A scroll view of rows, each a label of two lines (at Large) and a switch in a stack on
/// the row's margins, the rows in a column as wide as the scroll view; or,
/// for the baseline, the same tree with every size set by hand: each label
/// and switch replaced by a plain view of the size it had (their priorities
/// kept).
final class ScrollingScreen {
    let root = View(name: "root")
    let scroll = ScrollView(name: "scroll")
    private(set) var texts: [View] = []
    private(set) var toggles: [View] = []

    static let words = ["notify", "me", "when", "someone", "replies", "to", "a", "thread", "I", "follow", "or", "starts", "one"]

    /// `rows` rows with labels and switches, or with views of the given sizes
    /// (the label's of each row, in order) when `sizes` is given.
    init(rows: Int, sizes: [CGSize]? = nil) {
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        let content = View(name: "content")
        root.addSubview(scroll)
        scroll.addSubview(content)
        var rowViews: [View] = []
        for index in 0..<rows {
            let row = View(name: "row\(index)")
            content.addSubview(row)
            let text: View, toggle: View
            if let sizes {
                text = View(name: "text\(index)")
                text.intrinsicContentSize = sizes[index]
                toggle = View(name: "toggle\(index)")
                toggle.intrinsicContentSize = CGSize(width: 51, height: 31)
                for axis in [LayoutAxis.horizontal, .vertical] {
                    toggle.setContentHuggingPriority(.high, for: axis)
                    toggle.setContentCompressionResistancePriority(.high, for: axis)
                }
            } else {
                let words = (0..<14).map { Self.words[($0 * 5 + index) % Self.words.count] }
                let label = Label(name: "text\(index)", text: words.joined(separator: " "), font: .preferred(.body))
                label.numberOfLines = 0
                text = label
                toggle = Switch(name: "toggle\(index)")
            }
            // A wrapping label next to a switch gives way across, as in
            // UIKit: at the same resistance (750) the unwrapped text and the
            // switch tie, and the switch may be the one squeezed.
            text.setContentCompressionResistancePriority(749, for: .horizontal)
            row.addSubview(text)
            row.addSubview(toggle)
            texts.append(text)
            toggles.append(toggle)
            rowViews.append(row)
        }
        LayoutConstraint.activate {
            scroll.edges == root.edges
            content.edges == scroll.contentLayoutGuide.edges
            content.width == scroll.frameLayoutGuide.width
            Stack(.vertical, in: content) { rowViews }
            for (row, (text, toggle)) in zip(rowViews, zip(texts, toggles)) {
                Stack(.horizontal, in: row.layoutMarginsGuide, spacing: 12, alignment: .center) {
                    text
                    toggle
                }
            }
        }
    }

    /// The laid-out size of every row's text.
    var measuredSizes: [CGSize] { texts.map(\.frame.size) }
}
