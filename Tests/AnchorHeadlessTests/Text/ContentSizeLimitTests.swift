import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// iOS 15's per-view limits on Dynamic Type: the view and its subviews see
/// the content size category clamped, in their traits and their fonts.
@Suite("Content size limits", .failOnUnexpectedDiagnostics)
struct ContentSizeLimitTests {
    /// A root at `category` holding a bar that holds a body label, one em a character.
    private func tree(at category: ContentSizeCategory) -> (root: View, bar: View, title: Label) {
        let root = View(name: "root"), bar = View(name: "bar")
        root.textMeasurer = EmMeasurer()
        root.traitCollection = TraitCollection(contentSizeCategory: category)
        let title = Label(name: "title", text: "Tab", font: .preferred(.body))
        root.addSubview(bar)
        bar.addSubview(title)
        LayoutConstraint.activate {
            bar.edges == root.edges
            title.top == bar.top
            title.leading == bar.leading
        }
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        return (root, bar, title)
    }

    @Test("A maximum on a superview holds its labels' text at that size, and its traits say so")
    func maximumOnASuperview() {
        let (root, bar, title) = tree(at: .accessibilityExtraExtraExtraLarge)
        bar.maximumContentSizeCategory = .accessibilityMedium
        root.layoutIfNeeded()
        // Body is 28 at AX1 and 53 at AX5.
        expectClose(title.frame.width, 3 * 28)
        expectClose(title.frame.height, 28)
        expectEqual(title.traitCollection.contentSizeCategory, .accessibilityMedium)
        expectEqual(bar.traitCollection.contentSizeCategory, .accessibilityMedium)
        expectEqual(root.traitCollection.contentSizeCategory, .accessibilityExtraExtraExtraLarge)
        // Lifting it measures again at the next layout.
        bar.maximumContentSizeCategory = nil
        root.layoutIfNeeded()
        expectClose(title.frame.width, 3 * 53)
        expectClose(title.frame.height, 53)
    }

    @Test("A minimum holds text up; the nearest view's limits are applied last")
    func minimumAndNesting() {
        let (root, bar, title) = tree(at: .extraSmall)
        title.minimumContentSizeCategory = .large
        root.layoutIfNeeded()
        expectClose(title.frame.height, 17)
        bar.maximumContentSizeCategory = .small
        root.layoutIfNeeded()
        // The bar says at most S (15), the label at least L: the label's own limit is nearer.
        expectClose(title.frame.height, 17)
        title.minimumContentSizeCategory = nil
        root.layoutIfNeeded()
        expectClose(title.frame.height, 14)
    }

    @Test("A minimum above the maximum is reported and changes nothing")
    func minimumAboveMaximumIsRefused() {
        let (_, bar, _) = tree(at: .large)
        bar.maximumContentSizeCategory = .medium
        let errors = LayoutDiagnostics.capture {
            bar.minimumContentSizeCategory = .extraLarge
            bar.maximumContentSizeCategory = .medium
            bar.minimumContentSizeCategory = .small
            bar.maximumContentSizeCategory = .extraSmall
        }
        expectEqual(errors.map(\.description), [
            "Cannot set minimumContentSizeCategory of 'bar' to extraLarge: the minimum content size category (extraLarge) would be above the maximum (medium)",
            "Cannot set maximumContentSizeCategory of 'bar' to extraSmall: the minimum content size category (small) would be above the maximum (extraSmall)",
        ])
        expectEqual(bar.minimumContentSizeCategory, .small)
        expectEqual(bar.maximumContentSizeCategory, .medium)
    }
}
