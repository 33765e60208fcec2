import AnchorDSL
import AnchorHeadless
import Foundation

/// An ordinary settings screen, a view controller shown in a navigation
/// controller: a large title, four rows (a title and an explanation that
/// wrap, and a switch), a footer note, in a scroll view; below it a bar with
/// Cancel and Save, side by side at ordinary text sizes and one above the
/// other at the accessibility sizes (a group that reads the traits follows
/// them). The navigation bar adds to the view's safe area, which the scroll
/// view starts below.
final class SettingsViewController: ViewController {
    let scroll = ScrollView(name: "scroll"), content = View(name: "content")
    let titleLabel = Label(name: "title", text: "Notifications", font: .preferred(.largeTitle))
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
        super.init(name: "settings")
        title = "Settings"
    }

    /// A settings screen in a navigation controller, as an app shows it.
    static func inNavigation() -> NavigationController {
        NavigationController(rootViewController: SettingsViewController())
    }

    override func viewDidLoad() {
        view.addSubview(scroll)
        view.addSubview(bar)
        scroll.addSubview(content)
        content.addSubview(titleLabel)
        content.addSubview(note)
        titleLabel.numberOfLines = 0
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
        activate()
    }

    @ConstraintBuilder func layout() -> [LayoutConstraint] {
        scroll.top == view.safeAreaLayoutGuide.top
        scroll.horizontalEdges == view.safeAreaLayoutGuide.horizontalEdges
        scroll.bottom == bar.top
        content.edges == scroll.contentLayoutGuide.edges
        content.width == scroll.frameLayoutGuide.width
        Stack(.vertical, in: content.layoutMarginsGuide, spacing: 16) {
            titleLabel
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
        bar.horizontalEdges == view.safeAreaLayoutGuide.horizontalEdges
        bar.bottom == view.safeAreaLayoutGuide.bottom
    }

    /// Activates the screen, and the bar in a group that follows the text size.
    private func activate() {
        LayoutConstraint.activate { layout() }
        let barLayout = ConstraintGroup { [self] in
            let large = view.traitCollection.contentSizeCategory.isAccessibilityCategory
            Stack(large ? .vertical : .horizontal, in: bar.layoutMarginsGuide, spacing: 12, distribution: .fillEqually) {
                cancel
                save
            }
        }
        barLayout.activate()
        self.barLayout = barLayout
    }
}
