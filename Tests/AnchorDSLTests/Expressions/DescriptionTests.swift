import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `description` is the canonical, readable form of a constraint, as written in the DSL.
@Suite struct DescriptionTests {
    let a = View(name: "a")
    let b = View(name: "b")

    @Test func anchorPlusConstant() {
        expectDescription(a.top == b.top + 8, "a.top == b.top + 8")
    }

    @Test func noZeroConstantNoUnitMultiplier() {
        expectDescription(a.top == b.top, "a.top == b.top")
    }

    @Test func multiplierAndConstant() {
        expectDescription(a.width == b.width * 0.5 + 10, "a.width == b.width * 0.5 + 10")
    }

    @Test func negativeConstant() {
        expectDescription(a.bottom <= b.bottom - 8, "a.bottom <= b.bottom - 8")
        expectDescription(a.width == b.width * 0.5 - 2.25, "a.width == b.width * 0.5 - 2.25")
    }

    @Test func constantOnly() {
        expectDescription(a.width == 44, "a.width == 44")
        expectDescription(a.height >= 20.5, "a.height >= 20.5")
        expectDescription(a.height <= 0, "a.height <= 0")
    }

    @Test func solvedFormIsShownNotTheWrittenOne() {
        expectDescription(a.leading + 10 == b.trailing, "a.leading == b.trailing - 10")
        expectDescription(a.width * -2 <= b.width, "a.width >= b.width * -0.5")
    }

    @Test func priorityIsShownWhenNotRequired() {
        expectDescription(a.width == 44 ~ .high, "a.width == 44 @750")
        expectDescription(a.width == 44 ~ .high - 1, "a.width == 44 @749")
        expectDescription(a.width == 44 ~ 999.5, "a.width == 44 @999.5")
        expectDescription(a.width == 44 ~ .required, "a.width == 44")
    }

    @Test func guidesAreNamedAfterTheirOwner() {
        let root = View(name: "root")
        let card = View(name: "card")
        let column = LayoutGuide(name: "column")
        root.addLayoutGuide(column)
        expectDescription(card.top == root.safeAreaLayoutGuide.top + 8 ~ 750, "card.top == root.safeArea.top + 8 @750")
        expectDescription(card.leading == root.layoutMarginsGuide.leading, "card.leading == root.margins.leading")
        expectDescription(column.width == root.width * 0.5, "root.column.width == root.width * 0.5")
    }

    @Test func unownedGuideUsesItsOwnName() {
        let column = LayoutGuide(name: "column")
        expectDescription(column.width == 10, "column.width == 10")
    }

    @Test func identifierComesFirst() {
        let constraint = a.top == b.top + 8
        constraint.identifier = "cardTop"
        expectDescription(constraint, "cardTop: a.top == b.top + 8")
    }

    @Test func compositeMembers() {
        expectDescriptions(a.edges >= b.edges + 8, [
            "a.top >= b.top + 8", "a.leading >= b.leading + 8", "a.bottom <= b.bottom - 8", "a.trailing <= b.trailing - 8",
        ])
        expectDescriptions(a.size == CGSize(width: 100, height: 50), ["a.width == 100", "a.height == 50"])
    }

    @Test func builtConstraintsEndWithTheirLocation() {
        let line = #line + 2
        let built = LayoutConstraint.build {
            a.top == b.top + 8
            a.width == 44 ~ .high
        }
        expectEqual(built.count, 2)
        expectDescription(built[0], "a.top == b.top + 8 (\(#fileID):\(line))")
        expectDescription(built[1], "a.width == 44 @750 (\(#fileID):\(line + 1))")
    }

    @Test func builtConstraintWithIdentifierAndLocation() {
        let line = #line + 1
        let built = LayoutConstraint.build { a.width == 44 }
        built[0].identifier = "w"
        expectDescription(built[0], "w: a.width == 44 (\(#fileID):\(line))")
    }

    @Test func fileIDIsThisTestFile() {
        expectEqual(#fileID, "AnchorDSLTests/DescriptionTests.swift")
        let built = LayoutConstraint.build { a.width == 44 }
        let suffix = " (AnchorDSLTests/DescriptionTests.swift:\(#line - 1))"
        let located = built[0].description.hasSuffix(suffix)
        #expect(located)
    }

    @Test func constraintsOutsideABuilderHaveNoLocationSuffix() {
        expectDescription(a.top == b.top + 8, "a.top == b.top + 8")
        expectDescriptions(a.edges == b.edges, ["a.top == b.top", "a.leading == b.leading", "a.bottom == b.bottom", "a.trailing == b.trailing"])
    }
}

/// Checks a constraint's `description`.
func expectDescription(
    _ constraint: LayoutConstraint, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectEqual(constraint.description, text, sourceLocation: sourceLocation)
}

/// Checks the `description` of each constraint, in order.
func expectDescriptions(
    _ constraints: [LayoutConstraint], _ texts: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = constraints.map { $0.description }
    expectEqual(actual, texts, sourceLocation: sourceLocation)
}
