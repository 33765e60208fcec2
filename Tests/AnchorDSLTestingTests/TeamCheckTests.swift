import AnchorDSL
@testable import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// A team's own check: every button at least 44 × 44 points (Apple's Human
/// Interface Guidelines, Accessibility: "a minimum tappable area of 44x44 pt").
private let tapTargets = LayoutCheck.custom("tapTargets") { context in
    context.visibleViews.compactMap { view -> LayoutProblem? in
        guard view is Button else { return nil }
        let frame = context.frameInRoot(of: view)
        guard frame.width < 44 || frame.height < 44 else { return nil }
        return LayoutProblem(
            check: "tapTargets", views: [view],
            message: "\(view.name) is \(NumberText.format(frame.size)) on \(context.device.name), less than 44 × 44")
    }
}

/// A close button 30 × 30 in the top corner, and a save button 120 × 50
/// below it, inside the root's margins.
private func sheet() -> View {
    let root = View(name: "root")
    let close = Button(name: "close", title: "")
    let save = Button(name: "save", title: "Save")
    root.addSubview(close)
    root.addSubview(save)
    let safe = root.safeAreaLayoutGuide
    LayoutConstraint.activate {
        close.top == safe.top + 8
        close.trailing == safe.trailing - 16
        close.size == 30
        save.top == close.bottom + 20
        save.leading == safe.leading + 16
        save.width == 120
        save.height == 50
    }
    return root
}

@Suite(.failOnUnexpectedDiagnostics) struct TeamCheckTests {
    @Test func aTeamCheckRunsBesideTheBuiltInOnesWithTheConstraintsThatPlaceItsViews() {
        let root = sheet()
        root.layout(on: .iPhoneSE)
        let problems = layoutProblems(in: root, checking: [.all, tapTargets])
        expectEqual(problems.count, 1)
        let problem = problems[0]
        #expect(problem.check == tapTargets)
        #expect(problem.check != .zeroSize)
        expectEqual(problem.views, ["close"])
        expectEqual(problem.message, "close is 30 × 30 on root, less than 44 × 44")
        // As a built-in check's: the active constraints on its views, with where
        // they were written (`sheet()`'s lines 30 to 33), and its intrinsic size.
        expectEqual(problem.constraints.map { $0.replacingOccurrences(of: "AnchorDSLTestingTests/", with: "") }, [
            "close.trailing == root.safeArea.trailing - 16 (TeamCheckTests.swift:31)",
            "close.width == 30 (TeamCheckTests.swift:32)",
            "close.width == 0 Hug:250 CompressionResistance:750",
            "close.top == root.safeArea.top + 8 (TeamCheckTests.swift:30)",
            "save.top == close.bottom + 20 (TeamCheckTests.swift:33)",
            "close.height == 30 (TeamCheckTests.swift:32)",
            "close.height == 33 Hug:250 CompressionResistance:750",
        ])
        // Marked in the picture where the view is, grown by 3 points each way.
        expectEqual(problem.overlays, [.marked(CGRect(x: 329, y: 28, width: 30, height: 30))])
        // The built-in checks alone do not run it.
        expectEqual(layoutProblems(in: root), [])
        #expect(!LayoutCheck.all.contains(tapTargets))
        #expect(LayoutCheck([.all, tapTargets]).contains(.all))
    }

    @Test func ignoringSkipsTheViewsItNamesInATeamCheckToo() {
        let root = sheet()
        root.layout(on: .iPhoneSE)
        expectEqual(layoutProblems(in: root, checking: [tapTargets], ignoring: ["close"]), [])
        let seen = LayoutCheck.custom("seen") { context in
            [LayoutProblem(check: "seen", views: [], message: context.visibleViews.map(\.name).joined(separator: " "))]
        }
        expectEqual(layoutProblems(in: root, checking: seen, ignoring: ["save"]).map(\.message), ["root close"])
    }

    @Test func everyTestFormRecordsItUnderTheVariantsName() {
        let tree = sheet()
        let onTheTree = recordedIssues {
            expectValidLayout(tree, on: [.iPhoneSE], directions: [.leftToRight], checking: [.all, tapTargets])
        }
        expectEqual(onTheTree.map(\.message), ["iPhone SE, left to right: close is 30 × 30 on iPhone SE, less than 44 × 44"])
        let built = recordedIssues {
            expectValidLayout(on: [.iPhone16], directions: [.rightToLeft], checking: tapTargets) { sheet() }
        }
        expectEqual(built.map(\.message), ["iPhone 16, right to left: close is 30 × 30 on iPhone 16, less than 44 × 44"])
        let controller = recordedIssues {
            expectValidLayout(on: [.iPhoneSE], directions: [.leftToRight], checking: tapTargets) {
                let controller = ViewController(name: "sheet")
                controller.view = sheet()
                return controller
            }
        }
        expectEqual(controller.map(\.message), ["iPhone SE, left to right: close is 30 × 30 on iPhone SE, less than 44 × 44"])
        let cell = recordedIssues {
            expectValidCell(on: [.iPhoneSE], directions: [.leftToRight], checking: tapTargets) {
                let cell = TableViewCell(name: "row")
                let info = Button(name: "info", title: "")
                cell.contentView.addSubview(info)
                LayoutConstraint.activate {
                    info.leading == cell.contentView.layoutMarginsGuide.leading
                    info.top == cell.contentView.layoutMarginsGuide.top
                    info.bottom <= cell.contentView.layoutMarginsGuide.bottom
                    info.size == 24
                }
                return cell
            }
        }
        expectEqual(cell.map(\.message), ["iPhone SE, left to right: row 46.5 high; info is 24 × 24 on iPhone SE, less than 44 × 44"])
        let variants = layoutVariants(on: [.iPhoneSE, .iPhone16], directions: [.leftToRight], checking: tapTargets) { sheet() }
        expectEqual(variants.map { $0.problems.map(\.message) }, [
            ["close is 30 × 30 on iPhone SE, less than 44 × 44"], ["close is 30 × 30 on iPhone 16, less than 44 × 44"],
        ])
        expectEqual(layoutVariants(on: [.iPhoneSE], directions: [.leftToRight], checking: .all) { sheet() }[0].problems, [])
    }

    @Test func itsProblemsAreDrawnAndListedOnThePageUnderItsName() throws {
        let run = runLayoutMatrix(
            .tree(sheet()), LayoutMatrix(on: [.iPhoneSE], directions: [.leftToRight], checking: tapTargets),
            drawing: [.report, .failingPictures])
        let picture = try #require(run.variants.first?.picture)
        // The close button's mark: its frame grown by 3 each way.
        expectContains(picture, "x=\"326\" y=\"25\" width=\"36\" height=\"36\"")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anchordsl-team-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = LayoutReport(directory: folder.path) { Issue.record("unexpected: \($0)") }
        report.add(ReportedCall(
            test: "sheet()", function: "expectValidLayout",
            location: CallerLocation(fileID: #fileID, filePath: #filePath, line: #line, column: 1),
            axes: run.matrix, variants: run.variants, messages: run.failures))
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        expectContains(page, "<span class=\"check\">tapTargets</span> <strong>close is 30 × 30 on iPhone SE, less than 44 × 44</strong>")
    }

    @Test func theContextShowsWhatTheBuiltInChecksSee() {
        let root = sheet()
        let spacer = View(name: "spacer")
        root.addSubview(spacer)
        LayoutConstraint.activate { spacer.edges == root.edges }
        root.layout(on: .iPhone16)
        let seen = LayoutCheck.custom("seen") { context in
            let (close, save, spacer) = (context.visibleViews[1], context.visibleViews[2], context.visibleViews[3])
            let facts = [
                context.device.name, NumberText.format(context.device.size), NumberText.format(context.safeArea),
                "\(context.traitCollection.displayScale)", "\(context.shows(save)) \(context.shows(spacer))",
                "\(context.constraints(affecting: close).count)", context.root.name,
            ]
            return [LayoutProblem(check: "seen", views: [], message: facts.joined(separator: "; "))]
        }
        expectEqual(
            layoutProblems(in: root, checking: seen).map(\.message),
            ["root; 393 × 852; (0, 59, 393 × 759); 3.0; true false; 5; root"])
    }

    @Test func aCheckWithoutANameOfItsOwnIsReportedAndNothingIsLaidOut() {
        let root = sheet()
        root.layout(on: .iPhoneSE)
        let before = root.subviews.map(\.frame)
        let impostor = LayoutCheck.custom("zeroSize") { _ in [] }
        let unnamed = LayoutCheck.custom("") { _ in [] }
        expectEqual(layoutProblems(in: root, checking: [impostor, unnamed]).map(\.message), [
            "the custom check \"zeroSize\" has the name of a built-in check: name it otherwise",
            "a custom check has an empty name: name it, as its problems are listed under it",
        ])
        let twice = [tapTargets, LayoutCheck.custom("tapTargets") { _ in [] }] as LayoutCheck
        expectEqual(layoutProblems(in: root, checking: twice).first?.message,
                    "two different checks are named \"tapTargets\": only the first was run; name each check once")
        let recorded = recordedIssues { expectValidLayout(root, on: [.iPhone16], checking: [.all, impostor]) }
        expectEqual(recorded.map(\.message), [
            "expectValidLayout: the custom check \"zeroSize\" has the name of a built-in check: name it otherwise: "
                + "nothing was laid out",
        ])
        expectEqual(root.subviews.map(\.frame), before, "still on the iPhone SE")
    }

    @Test func aSetOfChecksIsASetWithTheTeamsInTheOrderTheyCame() {
        let brand = LayoutCheck.custom("brandMargin") { _ in [] }
        let set: LayoutCheck = [brand, .zeroSize, tapTargets, .conflicts]
        expectEqual(set.description, "[.conflicts, .zeroSize, .custom(\"brandMargin\"), .custom(\"tapTargets\")]")
        expectEqual(set.subtracting(brand).description, "[.conflicts, .zeroSize, .custom(\"tapTargets\")]")
        expectEqual(set.intersection([.zeroSize, tapTargets, .ambiguity]), [tapTargets, .zeroSize])
        #expect(set == [tapTargets, .conflicts, .zeroSize, brand])
        expectEqual(set.rawValue, LayoutCheck([.conflicts, .zeroSize]).rawValue)
        expectEqual(LayoutCheck(rawValue: 1 << 4), .zeroSize)
    }
}
