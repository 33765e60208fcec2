import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// A superview with named subviews, for formats. Keep the superview: the
/// views hold it weakly, and `|` needs it.
private func container(_ names: String...) -> (View, [String: any LayoutItem]) {
    let superview = View(name: "superview")
    var views: [String: any LayoutItem] = [:]
    for name in names {
        let view = View(name: name)
        superview.addSubview(view)
        views[name] = view
    }
    return (superview, views)
}

/// The constraints of a format, as descriptions, or the error's message.
private func describe(
    _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: CGFloat] = [:],
    _ views: [String: any LayoutItem]
) -> [String] {
    do {
        return try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
            .map(\.description)
    } catch {
        return ["error: \(error.message) at \(error.position)"]
    }
}

/// Apple's examples (Auto Layout Guide, "Visual Format Language"), each with
/// the constraints it makes.
@Suite(.failOnUnexpectedDiagnostics) struct VisualFormatExamplesTests {
    @Test func standardSpace() {
        let (superview, views) = container("button", "textField")
        defer { withExtendedLifetime(superview) {} }
        let expected = ["textField.leading == button.trailing + 8"]
        expectEqual(describe("[button]-[textField]", views), expected)
    }

    @Test func widthConstraint() {
        let (superview, views) = container("button")
        defer { withExtendedLifetime(superview) {} }
        expectEqual(describe("[button(>=50)]", views), ["button.width >= 50"])
    }

    @Test func connectionToSuperview() {
        let (superview, views) = container("purpleBox")
        defer { withExtendedLifetime(superview) {} }
        let expected = ["purpleBox.leading == superview.leading + 50", "purpleBox.trailing == superview.trailing - 50"]
        expectEqual(describe("|-50-[purpleBox]-50-|", views), expected)
    }

    @Test func verticalLayout() {
        let (superview, views) = container("topField", "bottomField")
        defer { withExtendedLifetime(superview) {} }
        expectEqual(describe("V:[topField]-10-[bottomField]", views), ["bottomField.top == topField.bottom + 10"])
    }

    @Test func flushViews() {
        let (superview, views) = container("maroonView", "blueView")
        defer { withExtendedLifetime(superview) {} }
        expectEqual(describe("[maroonView][blueView]", views), ["blueView.leading == maroonView.trailing"])
    }

    @Test func priority() {
        let (superview, views) = container("button")
        defer { withExtendedLifetime(superview) {} }
        expectEqual(describe("[button(100@20)]", views), ["button.width == 100 @20"])
    }

    @Test func equalWidths() {
        let (superview, views) = container("button1", "button2")
        defer { withExtendedLifetime(superview) {} }
        let constraints = try? LayoutConstraint.constraints(withVisualFormat: "[button1(==button2)]", views: views)
        expectEqual(constraints?.map(\.description) ?? [], ["button1.width == button2.width"])
        expectIdentical(constraints?.first?.secondItem, views["button2"])
        expectEqual(constraints?.first?.secondAttribute, .width)
    }

    @Test func multiplePredicates() {
        let (superview, views) = container("flexibleButton")
        defer { withExtendedLifetime(superview) {} }
        let expected = ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]
        expectEqual(describe("[flexibleButton(>=70,<=100)]", views), expected)
    }

    @Test func aCompleteLineOfLayout() {
        let (superview, views) = container("find", "findNext", "findField")
        defer { withExtendedLifetime(superview) {} }
        let expected = [
            "find.leading == superview.margins.leading",
            "findNext.leading == find.trailing + 8",
            "findField.leading == findNext.trailing + 8",
            "findField.width >= 20",
            "findField.trailing == superview.margins.trailing",
        ]
        expectEqual(describe("|-[find]-[findNext]-[findField(>=20)]-|", views), expected)
    }

    @Test func everyConstraintIsInactiveAndFieldByFieldRight() throws {
        let (superview, views) = container("a", "b")
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-(>=12@600)-[a]", metrics: [:], views: views)
        expectEqual(constraints.count, 1)
        let c = constraints[0]
        expectIdentical(c.firstItem, views["a"])
        expectEqual(c.firstAttribute, .leading)
        expectEqual(c.relation, .greaterThanOrEqual)
        expectIdentical(c.secondItem, superview)
        expectEqual(c.secondAttribute, .leading)
        expectEqual(c.multiplier, 1)
        expectEqual(c.constant, 12)
        expectEqual(c.priority, 600)
        #expect(!c.isActive)
    }
}

@Suite(.failOnUnexpectedDiagnostics) struct VisualFormatGrammarTests {
    @Test func metricsInConnectionsPredicatesAndPriorities() {
        let (superview, views) = container("a", "b")
        defer { withExtendedLifetime(superview) {} }
        let metrics: [String: CGFloat] = ["gap": 12, "side": 44, "p": 751]
        let expected = ["a.width == 44 @751", "b.leading >= a.trailing + 12", "b.leading <= a.trailing + 20"]
        expectEqual(describe("[a(side@p)]-(>=gap,<=20)-[b]", metrics: metrics, views), expected)
    }

    @Test func negativeConstantsInParentheses() {
        let (superview, views) = container("a", "b")
        defer { withExtendedLifetime(superview) {} }
        expectEqual(describe("[a]-(-5)-[b]", views), ["b.leading == a.trailing - 5"])
    }

    @Test func trailingBoundFlipsTheRelationSoTheViewComesFirst() {
        let (superview, views) = container("a")
        defer { withExtendedLifetime(superview) {} }
        expectEqual(describe("[a]-(>=8)-|", views), ["a.trailing <= superview.trailing - 8"])
    }

    @Test func marginsBoundOnEitherEnd() {
        let (superview, views) = container("a")
        defer { withExtendedLifetime(superview) {} }
        let expected = ["a.leading == superview.margins.leading", "a.trailing == superview.margins.trailing - 4"]
        expectEqual(describe("||[a]-4-||", views), expected)
        expectEqual(describe("|-[a]-||", views), [
            "a.leading == superview.margins.leading", "a.trailing == superview.margins.trailing",
        ])
        expectEqual(describe("||-[a]", views), ["a.leading == superview.margins.leading"], "0 from the margins guide")
        expectEqual(describe("|-20-[a]", views), ["a.leading == superview.leading + 20"], "a number from the edge")
        expectEqual(describe("|-0-[a]", views), ["a.leading == superview.leading"], "NorthLayout dropped it")
    }

    @Test func standardSpacingMatchesTheMarginsForm() {
        let (superview, views) = container("a")
        defer { withExtendedLifetime(superview) {} }
        expectEqual(describe("|-[a]", views), describe("||[a]", views))
    }

    @Test func layoutGuidesAreUsedLikeViews() {
        let (superview, views) = container("a")
        let column = LayoutGuide(name: "column")
        superview.addLayoutGuide(column)
        var all = views
        all["column"] = column
        all["margins"] = superview.layoutMarginsGuide
        expectEqual(describe("|[column]-[a]", all), [
            "superview.column.leading == superview.leading", "a.leading == superview.column.trailing + 8",
        ])
        expectEqual(describe("[margins]-[a]", all), ["a.leading == superview.margins.trailing"])
    }

    @Test func alignmentOptionsAlignEachViewWithThePreviousOne() {
        let (superview, views) = container("a", "b", "c")
        defer { withExtendedLifetime(superview) {} }
        let expected = [
            "b.leading == a.trailing", "c.leading == b.trailing",
            "b.top == a.top", "c.top == b.top", "b.centerY == a.centerY", "c.centerY == b.centerY",
        ]
        expectEqual(describe("[a][b][c]", options: [.alignAllTop, .alignAllCenterY], views), expected)
        expectEqual(describe("V:[a][b]", options: .alignAllLeading, views), ["b.top == a.bottom", "b.leading == a.leading"])
    }

    @Test func everyAlignmentOption() {
        let (superview, views) = container("a", "b")
        defer { withExtendedLifetime(superview) {} }
        let horizontal: [(LayoutConstraint.FormatOptions, String)] = [
            (.alignAllTop, "top"), (.alignAllBottom, "bottom"), (.alignAllCenterY, "centerY"),
            (.alignAllFirstBaseline, "firstBaseline"), (.alignAllLastBaseline, "lastBaseline"),
        ]
        for (option, name) in horizontal {
            expectEqual(describe("[a][b]", options: option, views).last, "b.\(name) == a.\(name)")
        }
        let vertical: [(LayoutConstraint.FormatOptions, String)] = [
            (.alignAllLeft, "left"), (.alignAllRight, "right"), (.alignAllLeading, "leading"),
            (.alignAllTrailing, "trailing"), (.alignAllCenterX, "centerX"),
        ]
        for (option, name) in vertical {
            expectEqual(describe("V:[a][b]", options: option, views).last, "b.\(name) == a.\(name)")
        }
    }

    @Test func directionOptions() {
        let (superview, views) = container("a", "b")
        defer { withExtendedLifetime(superview) {} }
        expectEqual(describe("|-8-[a]-[b]-(>=4)-|", options: .directionLeftToRight, views), [
            "a.left == superview.left + 8", "b.left == a.right + 8", "b.right <= superview.right - 4",
        ])
        expectEqual(describe("|-8-[a]-(>=10)-[b]-(>=4)-|", options: .directionRightToLeft, views), [
            "a.right == superview.right - 8", "b.right <= a.left - 10", "b.left >= superview.left + 4",
        ])
        expectEqual(describe("[a][b]", options: .directionLeadingToTrailing, views), ["b.leading == a.trailing"])
    }
}

/// Malformed formats: each with the position and the message.
@Suite(.failOnUnexpectedDiagnostics) struct VisualFormatErrorTests {
    static let cases: [(format: String, position: Int, message: String)] = [
        ("V[a]", 1, "Expected ':' after 'V'"),
        ("H[a]", 1, "Expected ':' after 'H'"),
        ("X:[a]", 0, "Unknown orientation 'X'; use H or V"),
        ("[blackBox]", 1, "Unknown view 'blackBox'"),
        ("[a]-q-[b]", 4, "Unknown metric 'q'"),
        ("[a]-(>30)-[b]", 5, "Unknown relation; use ==, <= or >="),
        ("[a]-(=>30)-[b]", 5, "Unknown relation; use ==, <= or >="),
        ("[a(=<30)]", 3, "Unknown relation; use ==, <= or >="),
        ("|-8-|", 4, "Expected a view"),
        ("", 0, "Expected a view"),
        ("H:", 2, "Expected a view"),
        ("[a]-", 4, "Expected a view"),
        ("[a]-8[b]", 5, "A connection must end with '-'"),
        ("[a]-(8)[b]", 7, "A connection must end with '-'"),
        ("[1a]", 1, "View names must be identifiers"),
        ("[]", 1, "View names must be identifiers"),
        ("[a(==20@1001)]", 8, "Priority must be in 1…1000"),
        ("[a(==20@0)]", 8, "Priority must be in 1…1000"),
        ("[a]-(8@p)-[b]", 7, "Unknown metric 'p'"),
        ("[a", 2, "Expected ']' after the view 'a'"),
        ("[a(==20]", 7, "Expected ',' or ')'"),
        ("[a(==c)]", 5, "Unknown view or metric 'c'"),
        ("[a]-<=8-[b]", 4, "A relation in a connection must be in parentheses, as in -(>=8)-"),
        ("[a]-(8,)-[b]", 7, "Expected a number or a metric"),
        ("[a]-[b]|[a]", 8, "Unexpected '[' after the closing '|'"),
        ("[a]x", 3, "Expected '-', a view or '|' after a view"),
        ("|x[a]", 1, "Expected '-' or a view after '|'"),
        ("[a]--8-[b]", 4, "Expected a number or a metric (a negative number goes in parentheses)"),
        ("[a]-(1.2.3)-[b]", 5, "Expected a number or a metric"),
        ("[a]é[b]", 3, "Expected '-', a view or '|' after a view"),
        ("[ä]", 1, "View names must be identifiers"),
        ("[a]-[b]|👍", 8, "Unexpected '👍' after the closing '|'"),
        ("é[a]", 0, "Expected a view"),
    ]

    @Test(arguments: 0..<cases.count)
    func malformedFormatIsRefusedWithPositionAndMessage(_ index: Int) {
        let (superview, views) = container("a", "b")
        defer { withExtendedLifetime(superview) {} }
        let (format, position, message) = Self.cases[index]
        do {
            let constraints = try LayoutConstraint.constraints(withVisualFormat: format, views: views)
            Issue.record("\(format) gave \(constraints.map(\.description))")
        } catch {
            expectEqual(error.message, message, format)
            expectEqual(error.position, position, format)
            expectEqual(error.format, format)
        }
    }

    @Test func barNeedsAViewWithASuperview() {
        let loner = View(name: "loner")
        let error = refusal("H:[loner]-|", views: ["loner": loner])
        expectEqual(error, VisualFormatError(format: "H:[loner]-|", position: 10, message: "'|' needs a view with a superview"))
    }

    @Test func alignmentAlongTheAxisIsAnError() {
        let (superview, views) = container("a", "b")
        defer { withExtendedLifetime(superview) {} }
        let error = refusal("[a][b]", options: .alignAllLeading, views: views)
        expectEqual(error?.message, "Alignment along the layout axis is not allowed")
    }

    @Test func nonFiniteMetricsAreRefused() {
        let (superview, views) = container("a", "b")
        defer { withExtendedLifetime(superview) {} }
        let error = refusal("[a]-gap-[b]", metrics: ["gap": .nan], views: views)
        expectEqual(error?.message, "Metric 'gap' is not a finite number")
    }

    @Test func descriptionShowsACaretUnderThePosition() {
        let error = VisualFormatError(format: "[a]-q-[b]", position: 4, message: "Unknown metric 'q'")
        expectEqual(error.description, "Unknown metric 'q'\n[a]-q-[b]\n    ^")
    }

    private func refusal(
        _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: CGFloat] = [:],
        views: [String: any LayoutItem]
    ) -> VisualFormatError? {
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
            return nil
        } catch {
            return error
        }
    }
}

@Suite(.failOnUnexpectedDiagnostics) struct VisualFormatBuilderTests {
    @Test func aFormatInABuilderContributesItsConstraintsWithTheirLine() {
        let (superview, views) = container("a", "b")
        let constraints = LayoutConstraint.activate {
            VisualFormat("H:|-[a]-[b]-|", views: views)
            (views["a"] as! View).width == 40
        }
        let line = #line - 3
        expectEqual(constraints.count, 4)
        expectEqual(constraints[0].location?.line, line)
        let allActive = constraints.allSatisfy { $0.isActive }
        #expect(allActive)
        expectEqual(superview.constraints.count, 3)
    }

    @Test func aBadFormatInABuilderIsReportedWithWhereItWasWrittenAndContributesNone() {
        let (superview, views) = container("a")
        defer { withExtendedLifetime(superview) {} }
        var constraints: [LayoutConstraint] = []
        let errors = LayoutDiagnostics.capture {
            constraints = LayoutConstraint.build { VisualFormat("H:[a]-q-|", views: views) }
        }
        let line = #line - 2
        expectEqual(constraints.count, 0)
        expectEqual(errors, [.invalidVisualFormat(
            format: "H:[a]-q-|", position: 6, message: "Unknown metric 'q'",
            location: LayoutConstraint.SourceLocation(fileID: "AnchorDSLTests/VisualFormatTests.swift", line: line))])
    }

    /// Once laid out, a row written as a format has the frames it says.
    @Test func framesOfARow() throws {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        let icon = View(name: "icon"), name = View(name: "name")
        root.addSubview(icon)
        root.addSubview(name)
        LayoutConstraint.activate {
            VisualFormat("H:|-[icon(==32)]-[name]-|", options: .alignAllCenterY, views: ["icon": icon, "name": name])
            VisualFormat("V:|-[icon(==32)]", views: ["icon": icon])
            name.height == 20
        }
        root.layoutIfNeeded()
        expectFrame(icon.frame, rect(8, 8, 32, 32))
        expectFrame(name.frame, rect(48, 14, 264, 20))
    }
}

/// The same layouts as strings and with the arithmetic DSL: the same
/// constraints, field by field.
@Suite(.failOnUnexpectedDiagnostics) struct VisualFormatAgainstDSLTests {
    @Test func aRowWithMarginsGapsPredicatesAndAlignment() throws {
        let superview = View(name: "superview"), icon = View(name: "icon"), name = View(name: "name")
        superview.addSubview(icon)
        superview.addSubview(name)
        let margins = superview.layoutMarginsGuide
        let string = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-[icon(==32)]-(>=8@750)-[name(>=icon)]-16-|", options: .alignAllCenterY,
            views: ["icon": icon, "name": name])
        let dsl = LayoutConstraint.build {
            icon.leading == margins.leading
            icon.width == 32
            name.leading >= icon.trailing + 8 ~ 750
            name.width >= icon.width
            name.trailing == superview.trailing - 16
            name.centerY == icon.centerY
        }
        expectEqual(string.map(constraintFields), dsl.map(constraintFields))
    }

    @Test func aColumnFlushAndToTheMarginsGuide() throws {
        let superview = View(name: "superview"), title = View(name: "title"), subtitle = View(name: "subtitle")
        superview.addSubview(title)
        superview.addSubview(subtitle)
        let margins = superview.layoutMarginsGuide
        let string = try LayoutConstraint.constraints(
            withVisualFormat: "V:||[title][subtitle(<=40)]-(>=0)-||", views: ["title": title, "subtitle": subtitle])
        let dsl = LayoutConstraint.build {
            title.top == margins.top
            subtitle.top == title.bottom
            subtitle.height <= 40
            subtitle.bottom <= margins.bottom
        }
        expectEqual(string.map(constraintFields), dsl.map(constraintFields))
    }
}

/// Numbers in a format are the numbers `Double(String)` reads, to the last bit.
@Suite(.failOnUnexpectedDiagnostics) struct VisualFormatNumberTests {
    @Test(arguments: ["8", "0.1", "12.25", "1.", ".5", "007", "123456789012345", "1234567890.12345678", "0.3333333333333333"])
    func numbersReadAsDoubleReadsThem(text: String) throws {
        let (superview, views) = container("a")
        defer { withExtendedLifetime(superview) {} }
        let made = try LayoutConstraint.constraints(withVisualFormat: "H:[a(==\(text))]", views: views)
        let expected = try #require(Double(text))
        expectEqual(made.first.map { Double($0.constant) }, expected)
    }

    @Test func negativeGapsAndMalformedNumbers() throws {
        let (superview, views) = container("a", "b")
        defer { withExtendedLifetime(superview) {} }
        let gap = try LayoutConstraint.constraints(withVisualFormat: "H:[a]-(-0.5)-[b]", views: views)
        expectEqual(gap.first?.constant, -0.5)
        for broken in ["H:[a(==1.2.3)]", "H:[a(==.)]", "H:[a]-(-)-[b]"] {
            let refused = describe(broken, views).first ?? ""
            #expect(refused.hasPrefix("error: Expected a number or a metric"), "\(broken): \(refused)")
        }
    }
}
