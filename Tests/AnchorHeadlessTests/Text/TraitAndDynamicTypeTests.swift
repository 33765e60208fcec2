import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Dynamic Type sizes, the root's traits, and what follows them.
@Suite("Traits and Dynamic Type", .failOnUnexpectedDiagnostics)
struct TraitAndDynamicTypeTests {
    @Test("Apple's Dynamic Type table: body 14 at xSmall, 17 at Large, 53 at AX5; headline is semibold")
    func dynamicTypeTable() {
        expectEqual(Font.preferred(.body).pointSize(for: .extraSmall), 14)
        expectEqual(Font.preferred(.body).pointSize(for: .large), 17)
        expectEqual(Font.preferred(.body).pointSize(for: .accessibilityExtraExtraExtraLarge), 53)
        expectEqual(Font.preferred(.largeTitle).pointSize(for: .large), 34)
        expectEqual(Font.preferred(.caption2).pointSize(for: .large), 11)
        expectEqual(Font.preferred(.footnote).pointSize(for: .accessibilityMedium), 23)
        expectEqual(Font.preferred(.headline).weight, .semibold)
        expectEqual(Font.preferred(.body).weight, .regular)
        // Every style grows (or stays) from one category to the next.
        for style in Font.TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { Font.preferred(style).pointSize(for: $0) }
            expectEqual(sizes, sizes.sorted(), "\(style)")
        }
    }

    @Test("A system font does not scale")
    func systemFontIsFixed() {
        let font = Font.system(size: 13, weight: .bold)
        for category in ContentSizeCategory.allCases { #expect(font.pointSize(for: category) == 13) }
        expectEqual(font.weight, .bold)
    }

    @Test("Categories are ordered, and the five largest are accessibility sizes")
    func categories() {
        expectEqual(ContentSizeCategory.allCases.count, 12)
        #expect(ContentSizeCategory.extraSmall < .large)
        let accessibilitySizes: [ContentSizeCategory] = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
        expectEqual(accessibilitySizes.count, 5)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test("The default traits: compact width, regular height, Large")
    func defaults() {
        let root = View(name: "root")
        #expect(root.traitCollection == TraitCollection(
            horizontalSizeClass: .compact, verticalSizeClass: .regular, contentSizeCategory: .large))
    }

    @Test("A root's traits apply to its tree; set on a subview they are reported and ignored")
    func traitsBelongToTheRoot() {
        let root = View(name: "root"), child = View(name: "child")
        root.addSubview(child)
        root.traitCollection.contentSizeCategory = .extraLarge
        expectEqual(child.traitCollection.contentSizeCategory, .extraLarge)
        let errors = LayoutDiagnostics.capture { child.traitCollection.horizontalSizeClass = .regular }
        expectEqual(errors, [.traitsOnSubview(view: "child", root: "root")])
        expectEqual(root.traitCollection.horizontalSizeClass, .compact)
    }

    @Test("A measurer receives the point size of the tree's category, and the label's weight")
    func measurerSeesResolvedSize() {
        let recorder = RecordingMeasurer()
        let root = View(name: "root")
        root.textMeasurer = recorder
        let label = Label(name: "title", text: "Hi", font: .preferred(.headline))
        root.addSubview(label)
        root.traitCollection.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        _ = label.intrinsicContentSize
        expectEqual(recorder.calls.last?.pointSize, 53)
        expectEqual(recorder.calls.last?.weight, .semibold)
    }

    @Test("The nearest textMeasurer up the tree measures; a root's nil means the system's")
    func nearestMeasurer() {
        let root = View(name: "root"), card = View(name: "card")
        let label = Label(name: "l", text: "abc", font: .system(size: 10))
        root.addSubview(card)
        card.addSubview(label)
        let system = label.intrinsicContentSize
        expectEqual(system, SystemTextMeasurer().size(of: "abc", pointSize: 10))
        card.textMeasurer = EmMeasurer()
        expectEqual(label.intrinsicContentSize, CGSize(width: 30, height: 10))
        card.textMeasurer = nil
        root.textMeasurer = EmMeasurer()
        expectEqual(label.intrinsicContentSize, CGSize(width: 30, height: 10))
        root.textMeasurer = nil
        expectEqual(label.intrinsicContentSize, system)
    }

    @Test("A new content size category re-measures the labels at the next layout")
    func categoryChangeRemeasures() {
        let root = View(name: "root")
        root.frame = rect(0, 0, 400, 400)
        root.textMeasurer = EmMeasurer()
        let label = Label(name: "body", text: "abc")
        root.addSubview(label)
        LayoutConstraint.activate {
            label.leading == root.leading
            label.top == root.top
        }
        root.layoutIfNeeded()
        expectFrame(label.frame, rect(0, 0, 51, 17))
        root.traitCollection.contentSizeCategory = .extraSmall
        root.layoutIfNeeded()
        expectFrame(label.frame, rect(0, 0, 42, 14))
    }

    @Test("A group whose builder read the traits updates itself at the next layout after they change")
    func groupFollowsTraits() {
        let root = View(name: "root")
        root.frame = rect(0, 0, 400, 400)
        let sidebar = View(name: "sidebar")
        root.addSubview(sidebar)
        let group = ConstraintGroup {
            sidebar.leading == root.leading
            sidebar.top == root.top
            sidebar.height == 10
            sidebar.width == (root.traitCollection.horizontalSizeClass == .regular ? 300 : 100)
        }
        group.activate()
        root.layoutIfNeeded()
        expectFrame(sidebar.frame, rect(0, 0, 100, 10))
        let widthConstraint = group.constraints[3]
        root.traitCollection.horizontalSizeClass = .regular
        root.layoutIfNeeded()
        expectFrame(sidebar.frame, rect(0, 0, 300, 10))
        // Updated in place, as a group update does.
        #expect(group.constraints[3] === widthConstraint)
        expectEqual(widthConstraint.constant, 300)
    }

    @Test("A group that did not read the traits is left alone")
    func groupThatDidNotRead() {
        let root = View(name: "root")
        root.frame = rect(0, 0, 400, 400)
        let box = View(name: "box")
        root.addSubview(box)
        let counter = Counter()
        let group = ConstraintGroup {
            box.edges == root.edges
            counter.count()
        }
        group.activate()
        root.layoutIfNeeded()
        root.traitCollection.verticalSizeClass = .compact
        root.layoutIfNeeded()
        expectEqual(counter.value, 1)
    }
}

/// Counts a builder's evaluations, contributing no constraint.
final class Counter {
    private(set) var value = 0

    func count() -> [LayoutConstraint] {
        value += 1
        return []
    }
}

/// Records what it was asked, measuring as `EmMeasurer`.
final class RecordingMeasurer: TextMeasuring, @unchecked Sendable {
    private(set) var calls: [(pointSize: CGFloat, weight: Font.Weight)] = []

    func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight) -> CGFloat {
        calls.append((pointSize, weight))
        return EmMeasurer().width(of: text, pointSize: pointSize, weight: weight)
    }

    func lineMetrics(pointSize: CGFloat, weight: Font.Weight) -> LineMetrics {
        EmMeasurer().lineMetrics(pointSize: pointSize, weight: weight)
    }
}

extension SystemTextMeasurer {
    /// One line of `text` at `pointSize`, regular.
    func size(of text: String, pointSize: CGFloat) -> CGSize {
        CGSize(
            width: width(of: Substring(text), pointSize: pointSize, weight: .regular),
            height: lineMetrics(pointSize: pointSize, weight: .regular).lineHeight)
    }
}
