// A real SnapKit screen, ported: the notification cell of V2ex-Swift, an
// unofficial V2EX client (MIT licence, © 2016 Feng), from
// https://github.com/Finb/V2ex-Swift, View/NotificationTableViewCell.swift at
// commit 28ef39d2e5fc11d28bc79743ba2bc5f5594ba170 (the file last changed in
// d8864494ce3cc4de893c4f249882dd251fd6e195). Its helpers, at the same commit:
// `v2Font(n)` is `UIFont.systemFont(ofSize: n)` (Common/V2ex+Define.swift), the
// reply button is `UIButton.roundedButton()` with a 14-point title
// (View/UIButton+Extension.swift), and the two multi-line labels are
// `V2SpacingLabel`s, whose 3 points between lines AnchorDSL's Label does not
// model (View/V2SpacingLabel.swift).
//
// The port keeps the app's own attributes: SnapKit's `left` and `right` stay
// `left` and `right` (the app does not mirror in right-to-left languages), and
// the comment panel's branch of `setCommentPanelHidden(false)` is the one laid
// out. The sample texts are ours.
import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// The phones the port was checked on, as the default was when it was written.
private let phonesOfThePort: [LayoutDevice] = [.iPhoneSE, .iPhone16, .iPhone16ProMax]

/// The cell's content as the app lays it out in a cell's content view, on a
/// screen `screenWidth` points wide (the app reads
/// `UIScreen.main.bounds.width` for its labels' wrapping width).
final class NotificationContent {
    let contentPanel = View(name: "contentPanel")
    let avatar = View(name: "avatar"), userName = Label(name: "userName", text: "Livid", font: .system(size: 14))
    let date = Label(name: "date", text: "2 hours ago", font: .system(size: 12))
    let detail = Label(
        name: "detail", text: "mentioned you in a reply to “How do you test Auto Layout on Linux?”",
        font: .system(size: 14))
    let comment = Label(
        name: "comment", text: "Lay it out headless: the frames are solved on any machine, so CI checks them too.",
        font: .system(size: 14))
    let commentPanel = View(name: "commentPanel"), dropUp = View(name: "dropUp")
    let reply = Label(name: "reply", text: "Reply", font: .system(size: 14))

    init(in contentView: View, screenWidth: CGFloat) {
        contentView.addSubview(contentPanel)
        for view in [avatar, userName, date, detail, commentPanel, comment, dropUp, reply] {
            contentPanel.addSubview(view)
        }
        for label in [detail, comment] {
            label.numberOfLines = 0
            label.preferredMaxLayoutWidth = screenWidth - 24
        }
        // The rounded panel is drawn behind the comment, on purpose.
        commentPanel.allowsOverlap = true
        // `SEPARATOR_HEIGHT`: one pixel of a 3× screen.
        let separator: CGFloat = 1.0 / 3
        LayoutConstraint.activate {
            avatar.left == contentView.left + 12
            avatar.top == contentView.top + 12
            avatar.size == 35
            userName.left == avatar.right + 10
            userName.top == avatar.top
            date.bottom == avatar.bottom
            date.left == userName.left
            detail.top == avatar.bottom + 12
            detail.left == avatar.left
            detail.right == contentPanel.right - 12
            comment.top == detail.bottom + 20
            comment.left == contentPanel.left + 22
            comment.right == contentPanel.right - 22
            commentPanel.edges == comment.edges - 10
            dropUp.bottom == commentPanel.top
            dropUp.left == commentPanel.left + 25
            dropUp.size == CGSize(width: 10, height: 5)
            reply.centerY == avatar.centerY
            reply.right == contentPanel.right - 12
            reply.size == CGSize(width: 50, height: 25)

            contentPanel.bottom == commentPanel.bottom + 12
            contentPanel.top == contentView.top
            contentPanel.left == contentView.left
            contentPanel.right == contentView.right
            contentPanel.bottom == contentView.bottom - separator
        }
    }
}

/// The cell wired into a root view by hand, as a table of the app's width
/// holds it.
struct NotificationCell {
    let root = View(name: "table")
    let contentView = View(name: "contentView")
    let content: NotificationContent

    init(screenWidth: CGFloat) {
        root.addSubview(contentView)
        content = NotificationContent(in: contentView, screenWidth: screenWidth)
        LayoutConstraint.activate {
            // The table view's cell: as wide as the table, as tall as its content.
            contentView.top == root.safeAreaLayoutGuide.top
            contentView.horizontalEdges == root.horizontalEdges
        }
    }
}

/// The same cell as a `TableViewCell`, as the app declares it: its content
/// in the cell's `contentView`, which the table sizes (the app's table
/// draws no separator of its own: the panel leaves `SEPARATOR_HEIGHT`).
final class NotificationTableCell: TableViewCell {
    private(set) var content: NotificationContent?

    init(screenWidth: CGFloat) {
        super.init(name: "notification")
        content = NotificationContent(in: contentView, screenWidth: screenWidth)
    }
}

@Suite("A SnapKit screen, ported", .failOnUnexpectedDiagnostics)
struct PortedSnapKitScreenTests {
    /// `expectValidLayout`'s failures over phones × directions × Large and
    /// AX5 × as written and doubled, each phone with the cell the app builds
    /// for its width; each as `variant: view what`.
    func failures(fixed: Bool) -> [String] {
        var failures: [String] = []
        for device in phonesOfThePort {
            let cell = NotificationCell(screenWidth: device.size.width)
            if fixed {
                cell.content.reply.adjustsFontSizeToFitWidth = true
                cell.content.reply.minimumScaleFactor = 0.5
                cell.content.comment.preferredMaxLayoutWidth = device.size.width - 44
            }
            failures += layoutMatrixFailures(
                cell.root, on: [device], directions: [.leftToRight, .rightToLeft],
                contentSizes: [.large, .accessibilityExtraExtraExtraLarge], text: [.asWritten, .doubleLength],
                checking: .all, ignoring: [])
        }
        return failures.map { failure in
            let variant = failure.prefix { $0 != ":" }
            let message = failure.dropFirst(variant.count + 2)
            let view = message.prefix { $0 != " " }
            return "\(variant): \(view) " + (message.contains(" is truncated: ") ? "truncated" : String(message))
        }
    }

    @Test("Over phones × directions × Large and AX5 × as written and doubled: only real problems, each named")
    func onlyRealProblems() {
        var expected: [String] = []
        for device in phonesOfThePort {
            for direction in ["left to right", "right to left"] {
                for size in ["large", "accessibilityExtraExtraExtraLarge"] {
                    let variant = "\(device.name), \(direction), \(size), double length"
                    // The comment wraps at the screen's width − 24
                    // (`preferredMaxLayoutWidth`, set for the detail label
                    // above it and copied) but is laid out 44 narrower, so
                    // its height is measured for fewer lines than it shows
                    // where its lines break differently at the two widths:
                    // with Helvetica's widths the doubled comment did on
                    // the iPhone 16; with the system font's (Inter with San
                    // Francisco's tracking) it breaks alike at both on every
                    // phone, and nothing is cut. The fix below stays right.
                    // Real: the reply button is 50 points wide whatever its
                    // title, and a title twice as long (as a translation
                    // may be) does not fit; UIKit cuts it too.
                    expected.append("\(variant): reply truncated")
                }
            }
        }
        // Nothing else: the rounded panel behind the comment allows
        // overlap; the app's fixed fonts do not grow at AX5, so that size
        // finds what Large finds; and the app lays out with left and right,
        // so right to left finds what left to right finds.
        expectEqual(failures(fixed: false), expected)
    }

    @Test("With the two fixes the cell passes everywhere: the title shrinks, the comment wraps at its own width")
    func theFixesPass() {
        expectEqual(failures(fixed: true), [])
    }

    @Test("As a table cell its table sizes: the same real problem, with its row's height")
    func asATableCell() {
        var failures: [String] = []
        var heights: [String] = []
        for device in phonesOfThePort {
            // The app's table draws no separator: the panel leaves its own.
            let run = tableCellFailures(
                separator: false, on: [device], directions: [.leftToRight], contentSizes: [.large],
                text: [.asWritten, .doubleLength]
            ) { NotificationTableCell(screenWidth: device.size.width) }
            failures += run.failures.map { $0.components(separatedBy: " (")[0] }
            heights += run.heights
        }
        // The labels wrap at the width the app sets, not at the phone's, so the row is as tall on
        // every phone as written, but for the pixels it is rounded up to (halves on the SE, thirds
        // on the others). The doubled texts make it taller (the doubled comment takes a line
        // more at the iPhone 16's width), and cut the reply button's title on every phone: the
        // real problem of the port above.
        // (With a table's separator the content view is a pixel taller than it fits, and the two
        // wrapping labels, both hugging at 250, would share that pixel by chance: an ambiguity
        // UIKit has too, which is why the app's table draws none.)
        expectEqual(heights, [
            "iPhone SE, left to right, large, as written: row 168.5 high",
            "iPhone SE, left to right, large, double length: row 219 high",
            "iPhone 16, left to right, large, as written: row 168.67 high",
            "iPhone 16, left to right, large, double length: row 218.67 high",
            "iPhone 16 Pro Max, left to right, large, as written: row 168.67 high",
            "iPhone 16 Pro Max, left to right, large, double length: row 202 high",
        ])
        expectEqual(failures, [
            "iPhone SE, left to right, large, double length: row 219 high; reply",
            "iPhone 16, left to right, large, double length: row 218.67 high; reply",
            "iPhone 16 Pro Max, left to right, large, double length: row 202 high; reply",
        ])
    }
}
