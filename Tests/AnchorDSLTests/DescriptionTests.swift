import AnchorDSL
import Foundation
import Testing

/// `description` is the canonical, readable form of a constraint, as written in the DSL.
@Suite struct DescriptionTests {
    let a = View(name: "a")
    let b = View(name: "b")

    @Test func anchorPlusConstant() {
        #expect((a.top == b.top + 8).description == "a.top == b.top + 8")
    }

    @Test func noZeroConstantNoUnitMultiplier() {
        #expect((a.top == b.top).description == "a.top == b.top")
    }

    @Test func multiplierAndConstant() {
        #expect((a.width == b.width * 0.5 + 10).description == "a.width == b.width * 0.5 + 10")
    }

    @Test func negativeConstant() {
        #expect((a.bottom <= b.bottom - 8).description == "a.bottom <= b.bottom - 8")
        #expect((a.width == b.width * 0.5 - 2.25).description == "a.width == b.width * 0.5 - 2.25")
    }

    @Test func constantOnly() {
        #expect((a.width == 44).description == "a.width == 44")
        #expect((a.height >= 20.5).description == "a.height >= 20.5")
        #expect((a.height <= 0).description == "a.height <= 0")
    }

    @Test func solvedFormIsShownNotTheWrittenOne() {
        #expect((a.leading + 10 == b.trailing).description == "a.leading == b.trailing - 10")
        #expect((a.width * -2 <= b.width).description == "a.width >= b.width * -0.5")
    }

    @Test func priorityIsShownWhenNotRequired() {
        #expect((a.width == 44 ~ .high).description == "a.width == 44 @750")
        #expect((a.width == 44 ~ .high - 1).description == "a.width == 44 @749")
        #expect((a.width == 44 ~ 999.5).description == "a.width == 44 @999.5")
        #expect((a.width == 44 ~ .required).description == "a.width == 44")
    }

    @Test func guidesAreNamedAfterTheirOwner() {
        let root = View(name: "root")
        let card = View(name: "card")
        let column = LayoutGuide(name: "column")
        root.addLayoutGuide(column)
        #expect(
            (card.top == root.safeAreaLayoutGuide.top + 8 ~ 750).description == "card.top == root.safeArea.top + 8 @750"
        )
        #expect((card.leading == root.layoutMarginsGuide.leading).description == "card.leading == root.margins.leading")
        #expect((column.width == root.width * 0.5).description == "root.column.width == root.width * 0.5")
    }

    @Test func unownedGuideUsesItsOwnName() {
        let column = LayoutGuide(name: "column")
        #expect((column.width == 10).description == "column.width == 10")
    }

    @Test func identifierComesFirst() {
        let constraint = a.top == b.top + 8
        constraint.identifier = "cardTop"
        #expect(constraint.description == "cardTop: a.top == b.top + 8")
    }

    @Test func compositeMembers() {
        #expect((a.edges >= b.edges + 8).map(\.description) == [
            "a.top >= b.top + 8", "a.leading >= b.leading + 8", "a.bottom <= b.bottom - 8", "a.trailing <= b.trailing - 8",
        ])
        #expect((a.size == CGSize(width: 100, height: 50)).map(\.description) == ["a.width == 100", "a.height == 50"])
    }

    @Test func builtConstraintsEndWithTheirLocation() {
        let line = #line + 2
        let built = LayoutConstraint.build {
            a.top == b.top + 8
            a.width == 44 ~ .high
        }
        #expect(built.map(\.description) == [
            "a.top == b.top + 8 (\(#fileID):\(line))",
            "a.width == 44 @750 (\(#fileID):\(line + 1))",
        ])
    }

    @Test func builtConstraintWithIdentifierAndLocation() {
        let line = #line + 1
        let built = LayoutConstraint.build { a.width == 44 }
        built[0].identifier = "w"
        #expect(built[0].description == "w: a.width == 44 (\(#fileID):\(line))")
    }

    @Test func fileIDIsThisTestFile() {
        #expect(#fileID == "AnchorDSLTests/DescriptionTests.swift")
        let built = LayoutConstraint.build { a.width == 44 }
        #expect(built[0].description.hasSuffix(" (AnchorDSLTests/DescriptionTests.swift:\(#line - 1))"))
    }

    @Test func constraintsOutsideABuilderHaveNoLocationSuffix() {
        #expect(!(a.top == b.top + 8).description.contains("("))
        #expect(!(a.edges == b.edges).contains { $0.description.contains("(") })
    }
}
