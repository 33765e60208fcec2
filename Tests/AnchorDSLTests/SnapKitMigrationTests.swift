import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// The "Coming from SnapKit" article, kept true: every AnchorDSL form in its
/// tables and code blocks is written here verbatim (the first test checks
/// that the article's text appears in this file), compiled, and compared
/// field by field with the constraints the SnapKit line makes, written out
/// as `NSLayoutConstraint`s as SnapKit's `ConstraintConstantTarget`,
/// `ConstraintInsetTarget` and `ConstraintPriority` make them.
@Suite("Coming from SnapKit", .failOnUnexpectedDiagnostics)
struct SnapKitMigrationTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/AnchorDSL/AnchorDSL.docc/ComingFromSnapKit.md").standardized
    static let thisFile = URL(fileURLWithPath: #filePath)

    let container = View(name: "container"), view = View(name: "view"), other = View(name: "other")

    init() {
        container.addSubview(view)
        container.addSubview(other)
    }

    /// One row of the article: the SnapKit line, what AnchorDSL makes of its
    /// form, and what SnapKit makes.
    struct Row {
        let snapKit: String
        let made: [LayoutConstraint]
        let snapKitMakes: [LayoutConstraint]
    }

    func row(_ snapKit: String, @ConstraintBuilder _ anchorDSL: () -> [LayoutConstraint], _ snapKitMakes: [LayoutConstraint]) -> Row {
        Row(snapKit: snapKit, made: anchorDSL(), snapKitMakes: snapKitMakes)
    }

    /// What SnapKit makes, as an `NSLayoutConstraint` would be written.
    func made(
        _ attribute: LayoutAttribute, _ relation: Relation = .equal, _ second: (any LayoutItem)? = nil,
        _ secondAttribute: LayoutAttribute? = nil, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: Priority = .required
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: view, attribute: attribute, relatedBy: relation, toItem: second,
            attribute: second == nil ? nil : (secondAttribute ?? attribute), multiplier: multiplier,
            constant: constant, priority: priority)
    }

    var rows: [Row] {
        let c = container, o = other
        return [
            row("make.top.equalTo(other)", { view.top == other.top }, [made(.top, .equal, o)]),
            row("make.top.equalTo(other.snp.bottom)", { view.top == other.bottom }, [made(.top, .equal, o, .bottom)]),
            row("make.top.equalToSuperview()", { view.top == container.top }, [made(.top, .equal, c)]),
            row("make.directionalEdges.equalToSuperview()", { view.edges == container.edges },
                [made(.top, .equal, c), made(.leading, .equal, c), made(.bottom, .equal, c), made(.trailing, .equal, c)]),
            row("make.left.right.equalToSuperview()", { view.left == container.left; view.right == container.right },
                [made(.left, .equal, c), made(.right, .equal, c)]),
            row("make.leading.trailing.equalToSuperview()", { view.horizontalEdges == container.horizontalEdges },
                [made(.leading, .equal, c), made(.trailing, .equal, c)]),
            row("make.top.bottom.equalToSuperview()", { view.verticalEdges == container.verticalEdges },
                [made(.top, .equal, c), made(.bottom, .equal, c)]),
            row("make.center.equalToSuperview()", { view.center == container.center },
                [made(.centerX, .equal, c), made(.centerY, .equal, c)]),
            row("make.size.equalTo(other)", { view.size == other.size }, [made(.width, .equal, o), made(.height, .equal, o)]),
            row("make.width.height.equalTo(44)", { view.size == 44 }, [made(.width, constant: 44), made(.height, constant: 44)]),
            row("make.size.equalTo(CGSize(width: 100, height: 50))", { view.size == CGSize(width: 100, height: 50) },
                [made(.width, constant: 100), made(.height, constant: 50)]),
            row("make.left.top.equalTo(other).offset(12)", { view.left == other.left + 12; view.top == other.top + 12 },
                [made(.left, .equal, o, constant: 12), made(.top, .equal, o, constant: 12)]),
            row("make.directionalEdges.equalToSuperview().inset(20)", { view.edges == container.edges + 20 },
                [made(.top, .equal, c, constant: 20), made(.leading, .equal, c, constant: 20),
                 made(.bottom, .equal, c, constant: -20), made(.trailing, .equal, c, constant: -20)]),
            row("make.directionalEdges.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))",
                { view.edges == container.edges + LayoutInsets(top: 8, leading: 16, bottom: 8, trailing: 16) },
                [made(.top, .equal, c, constant: 8), made(.leading, .equal, c, constant: 16),
                 made(.bottom, .equal, c, constant: -8), made(.trailing, .equal, c, constant: -16)]),
            row("make.leading.trailing.equalToSuperview().inset(16)", { view.horizontalEdges == container.horizontalEdges + 16 },
                [made(.leading, .equal, c, constant: 16), made(.trailing, .equal, c, constant: -16)]),
            row("make.top.equalToSuperview().inset(20)", { view.top == container.top + 20 }, [made(.top, .equal, c, constant: 20)]),
            row("make.bottom.equalToSuperview().inset(20)", { view.bottom == container.bottom - 20 },
                [made(.bottom, .equal, c, constant: -20)]),
            row("make.width.equalToSuperview().inset(10)", { view.width == container.width - 20 },
                [made(.width, .equal, c, constant: -20)]),
            row("make.top.equalTo(other.snp.bottom).offset(8)", { view.top == other.bottom + 8 },
                [made(.top, .equal, o, .bottom, constant: 8)]),
            row("make.bottom.equalToSuperview().offset(-25)", { view.bottom == container.bottom - 25 },
                [made(.bottom, .equal, c, constant: -25)]),
            row("make.directionalEdges.equalToSuperview().offset(8)",
                { view.edges == container.edges + LayoutInsets(top: 8, leading: 8, bottom: -8, trailing: -8) },
                [made(.top, .equal, c, constant: 8), made(.leading, .equal, c, constant: 8),
                 made(.bottom, .equal, c, constant: 8), made(.trailing, .equal, c, constant: 8)]),
            row("make.center.equalToSuperview().offset(CGPoint(x: 10, y: -5))",
                { view.center == container.center + Offset(x: 10, y: -5) },
                [made(.centerX, .equal, c, constant: 10), made(.centerY, .equal, c, constant: -5)]),
            row("make.width.equalTo(other).multipliedBy(0.5)", { view.width == other.width * 0.5 },
                [made(.width, .equal, o, multiplier: 0.5)]),
            row("make.width.equalTo(other).dividedBy(2)", { view.width == other.width / 2 },
                [made(.width, .equal, o, multiplier: 0.5)]),
            row("make.width.equalTo(other).multipliedBy(0.5).offset(10)", { view.width == other.width * 0.5 + 10 },
                [made(.width, .equal, o, multiplier: 0.5, constant: 10)]),
            row("make.width.lessThanOrEqualTo(200)", { view.width <= 200 }, [made(.width, .lessThanOrEqual, constant: 200)]),
            row("make.height.greaterThanOrEqualTo(44)", { view.height >= 44 }, [made(.height, .greaterThanOrEqual, constant: 44)]),
            row("make.leading.greaterThanOrEqualTo(other.snp.trailing).offset(6)", { view.leading >= other.trailing + 6 },
                [made(.leading, .greaterThanOrEqual, o, .trailing, constant: 6)]),
            row("make.trailing.lessThanOrEqualToSuperview().offset(-16)", { view.trailing <= container.trailing - 16 },
                [made(.trailing, .lessThanOrEqual, c, constant: -16)]),
            row("make.width.equalTo(100).priority(.low)", { view.width == 100 ~ .low },
                [made(.width, constant: 100, priority: 250)]),
            row("make.width.equalTo(100).priority(.medium)", { view.width == 100 ~ 500 },
                [made(.width, constant: 100, priority: 500)]),
            row("make.width.equalTo(100).priority(750)", { view.width == 100 ~ 750 },
                [made(.width, constant: 100, priority: 750)]),
            row("make.width.equalTo(100).priority(.high.advanced(by: -1))", { view.width == 100 ~ .high - 1 },
                [made(.width, constant: 100, priority: 749)]),
            row("make.top.equalTo(container.safeAreaLayoutGuide)", { view.top == container.safeAreaLayoutGuide.top },
                [made(.top, .equal, c.safeAreaLayoutGuide)]),
            row("make.top.equalTo(container.safeAreaLayoutGuide.snp.top).offset(16)",
                { view.top == container.safeAreaLayoutGuide.top + 16 },
                [made(.top, .equal, c.safeAreaLayoutGuide, constant: 16)]),
            row("make.directionalEdges.equalTo(container.layoutMarginsGuide)",
                { view.edges == container.layoutMarginsGuide.edges },
                [made(.top, .equal, c.layoutMarginsGuide), made(.leading, .equal, c.layoutMarginsGuide),
                 made(.bottom, .equal, c.layoutMarginsGuide), made(.trailing, .equal, c.layoutMarginsGuide)]),
        ]
    }

    /// The article's table rows: the SnapKit line and the AnchorDSL form.
    static func articleRows() throws -> [(snapKit: String, anchorDSL: String)] {
        let text = try String(contentsOf: article, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `make.") else { return nil }
            let code = line.split(separator: "`", omittingEmptySubsequences: false)
            guard code.count >= 4 else { return nil }
            return (String(code[1]), String(code[3]))
        }
    }

    @Test("Every row of the article is written in this file as the article writes it")
    func theArticleMatchesThisFile() throws {
        let source = try String(contentsOf: Self.thisFile, encoding: .utf8)
        let rows = try Self.articleRows()
        #expect(rows.count >= 35, "\(rows.count) rows")
        for (snapKit, anchorDSL) in rows {
            expectContains(source, "row(\"\(snapKit)\",", "the SnapKit line of a row")
            #expect(source.contains("{ \(anchorDSL) }"), "the AnchorDSL form of \(snapKit): \(anchorDSL)")
        }
        expectEqual(Set(self.rows.map(\.snapKit)), Set(rows.map(\.snapKit)), "the rows tested are the article's")
    }

    @Test("Every code block of the article is written in this file, line for line")
    func theCodeBlocksMatchThisFile() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let source = try String(contentsOf: Self.thisFile, encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count >= 6)
        for block in blocks {
            let lines = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
            #expect(source.contains(lines), "not in the tests:\n\(block)")
        }
    }

    @Test("Each AnchorDSL form makes what the SnapKit line makes, field by field")
    func eachFormMakesWhatSnapKitMakes() {
        for row in rows {
            expectEqual(row.made.count, row.snapKitMakes.count, row.snapKit)
            for (ours, theirs) in zip(row.made, row.snapKitMakes) {
                let context = "\(row.snapKit): \(ours)"
                #expect(ours.firstItem === theirs.firstItem, "\(context)")
                expectEqual(ours.firstAttribute, theirs.firstAttribute, context)
                expectEqual(ours.relation, theirs.relation, context)
                #expect(ours.secondItem === theirs.secondItem, "\(context)")
                expectEqual(ours.secondAttribute, theirs.secondAttribute, context)
                expectEqual(ours.multiplier, theirs.multiplier, context)
                expectEqual(ours.constant, theirs.constant, context)
                expectEqual(ours.priority, theirs.priority, context)
                #expect(!ours.isActive, "\(context): an expression activates nothing")
            }
        }
    }

    final class State { var isExpanded = false }

    @Test("makeConstraints, a kept reference, updateConstraints and remakeConstraints, removeConstraints")
    func makingUpdatingRemakingRemoving() {
        let root = container
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        let state = State()

        let made = LayoutConstraint.activate {
            view.top == container.safeAreaLayoutGuide.top + 16
            view.horizontalEdges == container.horizontalEdges + 16
        }
        #expect(made.count == 3 && made.allSatisfy(\.isActive))
        #expect(!view.translatesAutoresizingMaskIntoConstraints, "activation turns it off, as makeConstraints does")

        let top = view.top == container.top + 16
        LayoutConstraint.activate([top])
        top.constant = 40
        #expect(top.isActive && top.constant == 40)

        let group = ConstraintGroup {
            view.top == container.top + (state.isExpanded ? 40 : 16)
            if state.isExpanded { view.height == 200 } else { view.bottom == container.bottom - 16 }
        }
        group.activate()
        state.isExpanded = true
        group.update()
        expectEqual(group.constraints[0].constant, 40)
        expectEqual(group.constraints[1].firstAttribute, .height)
        // Back: the top's constant is set in place (as updateConstraints
        // does), the height is replaced by the bottom (as a remake would).
        let kept = group.constraints[0]
        state.isExpanded = false
        let change = group.update()
        #expect(group.constraints[0] === kept)
        expectEqual(change.updated.count, 1)
        expectEqual(change.removed.count, 1)
        expectEqual(change.added.count, 1)

        group.deactivate()
        LayoutConstraint.deactivate(made)
        #expect(group.constraints.allSatisfy { !$0.isActive })
        #expect(made.allSatisfy { !$0.isActive })
        withExtendedLifetime(root) {}
    }

    @Test("An identifier instead of labeled(_:); the description says where a constraint was written")
    func labels() {
        let top = view.top == container.top + 16
        top.identifier = "card top"
        expectEqual(top.description, "card top: view.top == container.top + 16")
        let written = LayoutConstraint.build { view.top == container.top + 16 }
        expectContains(written[0].description, "view.top == container.top + 16 (AnchorDSLTests/SnapKitMigrationTests.swift:")
    }

    @Test("A UIStackView set up and pinned is a Stack: the same frames")
    func stacks() {
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        view.intrinsicContentSize = CGSize(width: 100, height: 20)
        other.intrinsicContentSize = CGSize(width: 50, height: 30)
        LayoutConstraint.activate {
            Stack(.vertical, in: container.layoutMarginsGuide, spacing: 8, alignment: .leading) {
                view
                other
            }
        }
        container.layoutIfNeeded()
        // Margins of 8: the items from the top margin down, spaced 8, at the
        // leading margin; the stack is as tall as the container, and the
        // first item, which hugs as the other does, takes the spare height.
        expectFrame(view.frame, rect(8, 8, 100, 546))
        expectFrame(other.frame, rect(8, 562, 50, 30))
    }

    @Test("A scroll view written from inside sizes its content as on a phone, below the status bar")
    func scrollViewFromInside() {
        let root = View(name: "root"), scroll = ScrollView(name: "scroll"), content = View(name: "content")
        root.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        root.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        root.addSubview(scroll)
        scroll.addSubview(content)
        content.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 1400)
        // SnapKit: content.snp.makeConstraints { make in
        //     make.edges.equalToSuperview(); make.width.equalToSuperview() }
        LayoutConstraint.activate {
            scroll.edges == root.edges
            content.edges == scroll.edges          // the content area: sets contentSize
            content.width == scroll.width          // the frame: no horizontal scrolling
        }
        root.layoutIfNeeded()
        expectEqual(scroll.contentSize, CGSize(width: 393, height: 1400))
        expectEqual(scroll.adjustedContentInset, EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        expectEqual(scroll.contentOffset, CGPoint(x: 0, y: -59))
    }
}
