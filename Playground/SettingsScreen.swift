import AnchorDSL
import Foundation

/// An ordinary settings screen: a large title, four rows (a title and an
/// explanation that wrap, and a switch), a footer note, in a scroll view;
/// below it a bar with Cancel and Save, side by side at ordinary text sizes
/// and one above the other at the accessibility sizes (a group that reads
/// the traits follows them).
@MainActor
final class SettingsScreen {
    let root = View(name: "root")
    let scroll = ScrollView(name: "scroll"), content = View(name: "content")
    let title = Label(name: "title", text: "Notifications", font: .preferred(.largeTitle))
    let note = Label(
        name: "note", text: "You can change these at any time. Nothing is sent until you save.",
        font: .preferred(.footnote))
    let bar = View(name: "bar")
    let cancel = Button(name: "cancel", title: "Cancel"), save = Button(name: "save", title: "Save", font: .preferred(.headline))
    private(set) var rows: [(row: View, text: View, name: Label, detail: Label, toggle: Switch)] = []
    private(set) var barLayout: ConstraintGroup?

    static let settings = [
        ("Messages", "A banner when someone writes to you, with a preview of what they wrote."),
        ("Mentions", "Only when your name appears in a conversation you follow."),
        ("Reminders", "The events of your calendar, ten minutes before they start."),
        ("Weekly summary", "Every Monday morning: what happened in your groups last week."),
    ]

    init() {
        root.addSubview(scroll)
        root.addSubview(bar)
        scroll.addSubview(content)
        content.addSubview(title)
        content.addSubview(note)
        title.numberOfLines = 0
        note.numberOfLines = 0
        for (index, (name, explanation)) in Self.settings.enumerated() {
            let row = View(name: "row\(index)"), text = View(name: "text\(index)")
            let nameLabel = Label(name: "name\(index)", text: name, font: .preferred(.headline))
            let detail = Label(name: "detail\(index)", text: explanation, font: .preferred(.subheadline))
            let toggle = Switch(name: "toggle\(index)")
            nameLabel.numberOfLines = 0
            detail.numberOfLines = 0
            content.addSubview(row)
            row.addSubview(text)
            row.addSubview(toggle)
            text.addSubview(nameLabel)
            text.addSubview(detail)
            rows.append((row, text, nameLabel, detail, toggle))
        }
        bar.addSubview(cancel)
        bar.addSubview(save)
    }

    @ConstraintBuilder func layout() -> [LayoutConstraint] {
        scroll.top == root.safeAreaLayoutGuide.top
        scroll.horizontalEdges == root.safeAreaLayoutGuide.horizontalEdges
        scroll.bottom == bar.top
        content.edges == scroll.contentLayoutGuide.edges
        content.width == scroll.frameLayoutGuide.width
        Stack(.vertical, in: content.layoutMarginsGuide, spacing: 16) {
            title
            for row in rows { row.row }
            note
        }
        for row in rows {
            Stack(.horizontal, in: row.row, spacing: 12, alignment: .center) {
                row.text
                row.toggle
            }
            Stack(.vertical, in: row.text, spacing: 2) {
                row.name
                row.detail
            }
        }
        bar.horizontalEdges == root.safeAreaLayoutGuide.horizontalEdges
        bar.bottom == root.safeAreaLayoutGuide.bottom
    }

    /// Activates the screen, and the bar in a group that follows the text size.
    /// The screen with its constraints active, for a test's closure.
    func activated() -> SettingsScreen {
        activate()
        return self
    }

    func activate() {
        LayoutConstraint.activate { layout() }
        let barLayout = ConstraintGroup { [self] in
            let large = root.traitCollection.contentSizeCategory.isAccessibilityCategory
            Stack(large ? .vertical : .horizontal, in: bar.layoutMarginsGuide, spacing: 12, distribution: .fillEqually) {
                cancel
                save
            }
        }
        barLayout.activate()
        self.barLayout = barLayout
    }
}
