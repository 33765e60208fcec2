import AnchorHeadless
import Foundation

/// Two wrapping labels that resist compression alike, side by side in a
/// row `width` wide (16 points of margin at each side, 8 between them),
/// laid out at each of `history`'s widths and then at `width`: a row too
/// narrow for both below about 400 points.
///
///     let row = TightRow(width: 320)   // row.first gives way
public struct TightRow {
    public static let firstText = "Notifications preferences", secondText = "Unsubscribe everything"
    public let root = View(name: "root")
    public let first = Label(name: "first", text: TightRow.firstText)
    public let second = Label(name: "second", text: TightRow.secondText)

    public init(width: CGFloat, after history: [CGFloat] = []) {
        for label in [first, second] {
            label.numberOfLines = 0
            root.addSubview(label)
        }
        LayoutConstraint.activate([
            LayoutConstraint(item: first, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading, constant: 16),
            LayoutConstraint(item: second, attribute: .leading, relatedBy: .equal, toItem: first, attribute: .trailing, constant: 8),
            LayoutConstraint(item: second, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailing, constant: -16),
            LayoutConstraint(item: first, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 20),
            LayoutConstraint(item: second, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 20),
        ])
        for earlier in history + [width] {
            root.frame = CGRect(x: 0, y: 0, width: earlier, height: 800)
            root.layoutIfNeeded()
        }
    }
}
