@testable import AnchorDSLTesting
import AnchorDSL
import AnchorTestSupport
import Foundation
import Testing

/// The closure forms build the tree inside each variant, so that what an
/// app reads while it builds (a title's width, the text size) is what a
/// phone in that language and at that size would read.
@Suite(.failOnUnexpectedDiagnostics) struct BuiltPerVariantTests {
    /// A root with a button as wide as its title measured while it is
    /// built, as apps write `button.width == button.intrinsicContentSize.width`
    /// in `init`.
    private func screenWithButtonSizedAtBuild() -> (root: View, button: Button) {
        let root = View(name: "root")
        root.textMeasurer = EmMeasurer()
        let button = Button(name: "save", title: "Save")
        root.addSubview(button)
        let width = button.intrinsicContentSize.width
        LayoutConstraint.activate {
            button.leading == root.safeAreaLayoutGuide.leading + 16
            button.top == root.safeAreaLayoutGuide.top + 8
            button.width == width
        }
        return (root, button)
    }

    private let variants = (contentSizes: [ContentSizeCategory.large, .accessibilityMedium], text: [TextVariant.asWritten, .doubleLength])

    @Test func aWidthReadFromATitleWhileBuildingIsTheVariantsWidth() {
        let failures = layoutMatrixFailures(
            on: [.iPhoneSE], directions: [.leftToRight], contentSizes: variants.contentSizes, text: variants.text,
            checking: .all, ignoring: []
        ) { screenWithButtonSizedAtBuild().root }
        expectEqual(failures, [])
        // Built once, the tree measured "Save" at Large, and every other variant cuts the title.
        let (root, _) = screenWithButtonSizedAtBuild()
        let once = layoutMatrixFailures(
            root, on: [.iPhoneSE], directions: [.leftToRight], contentSizes: variants.contentSizes, text: variants.text,
            checking: .truncatedText, ignoring: [])
        expectEqual(once.count, 3)
    }

    @Test func textsSetWhileBuildingAreRewrittenAsTheyAreSetAndOnlyThen() {
        var titles: [String] = []
        _ = layoutMatrixFailures(
            on: [.iPhoneSE], directions: [.leftToRight], text: [.asWritten, .doubleLength, .custom("shout", { $0.uppercased() })],
            checking: [], ignoring: []
        ) {
            let (root, button) = screenWithButtonSizedAtBuild()
            let label = Label(name: "label")
            label.text = "Later"
            root.addSubview(label)
            titles.append("\(button.title) / \(label.text)")
            return root
        }
        expectEqual(titles, ["Save / Later", "Save Save / Later Later", "SAVE / LATER"])
        // Nothing is rewritten outside a build.
        expectEqual(Label(name: "after", text: "Save").text, "Save")
    }

    @Test func theTraitsReadWhileBuildingAreTheVariantsUntilTheRootSetsItsOwn() {
        var read: [TraitCollection] = []
        var measured: [CGFloat] = []
        _ = layoutMatrixFailures(
            on: [.iPhoneSE, .iPadPortrait], directions: [.leftToRight], contentSizes: [.large, .extraLarge],
            checking: [], ignoring: []
        ) {
            let (root, button) = screenWithButtonSizedAtBuild()
            read.append(button.traitCollection)
            measured.append(button.intrinsicContentSize.height)
            return root
        }
        expectEqual(read, [
            TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, contentSizeCategory: .large, displayScale: 2),
            TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, contentSizeCategory: .extraLarge, displayScale: 2),
            TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, contentSizeCategory: .large, displayScale: 2),
            TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, contentSizeCategory: .extraLarge, displayScale: 2),
        ])
        // Body is 17 at Large and 19 at XL: one em high, plus 6 above and below (a button without a configuration).
        expectEqual(measured, [29, 31, 29, 31])
        var own: [ContentSizeCategory] = []
        _ = layoutMatrixFailures(on: [.iPhoneSE], directions: [.leftToRight], checking: [], ignoring: []) {
            let root = View(name: "root")
            root.traitCollection = TraitCollection(contentSizeCategory: .small)
            own.append(root.traitCollection.contentSizeCategory)
            return root
        }
        expectEqual(own, [.small])
    }

    @Test func aClosureThatReturnsAViewInsideATreeFailsEachVariant() {
        var roots: [View] = []
        let failures = layoutMatrixFailures(on: [.iPhoneSE], directions: [.leftToRight, .rightToLeft], checking: .all, ignoring: []) {
            let root = View(name: "root"), card = View(name: "card")
            root.addSubview(card)
            roots.append(root)
            return card
        }
        expectEqual(failures, [
            "iPhone SE, left to right: expectValidLayout: the closure returned 'card' is in 'root': lay out the root of its tree, 'root'",
            "iPhone SE, right to left: expectValidLayout: the closure returned 'card' is in 'root': lay out the root of its tree, 'root'",
        ])
    }

    @Test func theClosureFormReportsAFaultOfTheVariantItBuilt() {
        // Doubled, the title no longer fits the 92 points it was given at Large: built per variant,
        // every variant is wide enough; a fixed width is still a fault.
        let failures = layoutMatrixFailures(on: [.iPhoneSE], directions: [.leftToRight], text: [.doubleLength], checking: .truncatedText, ignoring: []) {
            let root = View(name: "root")
            root.textMeasurer = EmMeasurer()
            let button = Button(name: "save", title: "Save")
            root.addSubview(button)
            LayoutConstraint.activate {
                button.leading == root.safeAreaLayoutGuide.leading + 16
                button.top == root.safeAreaLayoutGuide.top + 8
                button.width == 92
            }
            return root
        }
        expectEqual(failures.count, 1)
        expectEqual(failures.first?.hasPrefix("iPhone SE, left to right, large, double length: save (16, 28, 92 × 29) is truncated"), true)
    }

    @Test func aSnapshotOfATreeBuiltPerVariantHoldsEveryVariantUnderItsName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anchordsl-built-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue("the first run records the reference") {
            expectLayoutSnapshot(on: [.iPhoneSE], directions: [.leftToRight], text: [.asWritten, .doubleLength],
                                 named: "button", snapshotDirectory: folder.path) { screenWithButtonSizedAtBuild().root }
        }
        let stored = try String(contentsOfFile: folder.appendingPathComponent("aSnapshotOfATreeBuiltPerVariantHoldsEveryVariantUnderItsName.button.txt").path, encoding: .utf8)
        expectContains(stored, "## iPhone SE, left to right, large, as written\n")
        expectContains(stored, "## iPhone SE, left to right, large, double length\n")
        expectContains(stored, "save (16, 28, 68 × 29)")
        expectContains(stored, "save (16, 28, 153 × 29)")
        expectLayoutSnapshot(on: [.iPhoneSE], directions: [.leftToRight], text: [.asWritten, .doubleLength],
                             named: "button", snapshotDirectory: folder.path) { screenWithButtonSizedAtBuild().root }
    }
}
