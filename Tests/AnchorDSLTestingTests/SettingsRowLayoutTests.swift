import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import CardLayout
import Foundation
import Testing

/// `settingsRowLayout`, written once against the platform views, laid out
/// headless: the Platform names are the headless classes on Linux.
@MainActor @Suite(.failOnUnexpectedDiagnostics) struct SettingsRowLayoutTests {
    @Test func aLayoutWrittenForThePlatformViewsIsLaidOutHeadless() {
        let (root, _) = makeRoot(375, 667)
        root.textMeasurer = EmMeasurer()
        let scroll: PlatformScrollView = ScrollView(name: "scroll"), row = View(name: "row")
        let title: PlatformLabel = Label(name: "title", text: "Wi-Fi", font: .system(size: 10))
        let toggle: PlatformSwitch = Switch(name: "toggle")
        root.addSubview(scroll)
        scroll.addSubview(row)
        row.addSubview(title)
        row.addSubview(toggle)
        LayoutConstraint.activate {
            scroll.edges == root.edges
            settingsRowLayout(row: row, title: title, toggle: toggle, in: scroll)
        }
        root.layoutIfNeeded()
        expectFrame(row.frame, rect(0, 0, 375, 47), "the switch and the margins")
        expectFrame(toggle.frame, rect(316, 8, 51, 31))
        expectFrame(title.frame, rect(8, 18.5, 50, 10))
        expectEqual(scroll.contentSize, CGSize(width: 375, height: 47))
        expectEqual(layoutProblems(in: root), [])
    }
}
