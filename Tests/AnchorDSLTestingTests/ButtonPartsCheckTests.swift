import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// The checks judge a button, not the title label and image view a layout
/// pinned to: those show nothing of their own.
@Suite(.failOnUnexpectedDiagnostics) struct ButtonPartsCheckTests {
    /// A button `width` wide with a badge of its own at its title's top trailing corner.
    func screen(title: String, width: CGFloat) -> (root: View, save: Button) {
        let root = View(name: "root")
        let save = Button(name: "save", title: title, font: .preferred(.body))
        save.imageSize = CGSize(width: 20, height: 20)
        let badge = View(name: "badge")
        badge.backgroundColor = .black
        root.addSubview(save)
        save.addSubview(badge)
        let safe = root.safeAreaLayoutGuide
        LayoutConstraint.activate {
            save.top == safe.top + 20
            save.leading == safe.leading + 20
            save.width == width
            save.height == 44
            badge.leading == save.titleLabel!.trailing + 2
            badge.bottom == save.titleLabel!.top + 4
            badge.size == CGSize(width: 8, height: 8)
        }
        return (root, save)
    }

    @Test func aBadgePinnedToTheTitleLabelIsNothingToReport() {
        let (root, save) = screen(title: "Save", width: 200)
        root.layout(on: .iPhoneSE)
        expectEqual(layoutProblems(in: root), [])
        let title = save.titleLabel!, image = save.imageView!
        // The title's whole-point width beside the 20-point image, centred in 200.
        expectClose(image.frame.minX + 20, title.frame.minX)
        expectClose(image.frame.minX, (200 - 20 - title.frame.size.width) / 2)
    }

    @Test func aCutTitleIsReportedOnceForTheButton() {
        let (root, _) = screen(title: "Save all my changes now", width: 120)
        root.layout(on: .iPhoneSE)
        let problems = layoutProblems(in: root, checking: .truncatedText)
        expectEqual(problems.map(\.views), [["save"]])
    }
}
