import AnchorDSL
import AnchorHeadless
import Foundation

/// A list cell as a messaging app writes it, a subclass of `TableViewCell`:
/// an avatar, a name, a timestamp, a preview that wraps, and a disclosure
/// indicator. At the accessibility text sizes the timestamp goes below the
/// name, as Mail's does: a group that reads the traits follows them.
@MainActor
final class MessageCell: TableViewCell {
    let avatar = ImageView(name: "avatar", imageSize: CGSize(width: 44, height: 44))
    let title = Label(name: "title", text: "Ada Lovelace", font: .preferred(.headline))
    let time = Label(name: "time", text: "Yesterday", font: .preferred(.footnote))
    let preview = Label(
        name: "preview", text: "The engine can arrange and combine its numerical quantities exactly as if they were letters.",
        font: .preferred(.subheadline))
    private var textLayout: ConstraintGroup?

    init() {
        super.init(name: "message")
        accessoryType = .disclosureIndicator
        for label in [title, time, preview] { label.numberOfLines = 0 }
        for view: View in [avatar, title, time, preview] { contentView.addSubview(view) }
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate {
            avatar.leading == margins.leading
            avatar.top == margins.top
            avatar.size == 44
            avatar.bottom <= margins.bottom
            title.leading == avatar.trailing + 12
            title.top == margins.top
            preview.leading == title.leading
            preview.trailing == margins.trailing
            preview.bottom <= margins.bottom
        }
        let textLayout = ConstraintGroup { [self] in
            if traitCollection.contentSizeCategory.isAccessibilityCategory {
                title.trailing == margins.trailing
                time.leading == title.leading
                time.trailing <= margins.trailing
                time.top == title.bottom + 2
                preview.top == time.bottom + 2
            } else {
                // Beside the name, the time keeps its width: the name wraps.
                title.trailing <= time.leading - 8
                time.trailing == margins.trailing
                time.firstBaseline == title.firstBaseline
                time.width >= time.intrinsicContentSize.width
                preview.top == title.bottom + 2
            }
        }
        textLayout.activate()
        self.textLayout = textLayout
    }
}
