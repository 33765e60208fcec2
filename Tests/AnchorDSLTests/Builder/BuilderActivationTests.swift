import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

private let file = "AnchorDSLTests/BuilderActivationTests.swift"

@Suite(.failOnUnexpectedDiagnostics)
struct BuilderActivationTests {
    let root, a, b, a1: View

    init() {
        (root, a, b, a1, _) = Tree().views
    }

    @Test func activateBlockActivatesAndReturnsInSourceOrder() {
        let line = #line + 2
        let built = LayoutConstraint.activate {
            a.top == b.top + 8
            a1.width == 44
            a1.leading == a.leading
        }
        expectEqual(built.map(\.description), [
            "a.top == b.top + 8 (\(file):\(line))",
            "a1.width == 44 (\(file):\(line + 1))",
            "a1.leading == a.leading (\(file):\(line + 2))",
        ])
        #expect(built.allSatisfy { $0.isActive })
        expectEqual(ids(root.constraints), ids([built[0]]))
        expectEqual(ids(a1.constraints), ids([built[1]]))
        expectEqual(ids(a.constraints), ids([built[2]]))
    }

    @Test func activateBlockSetsTranslatesAutoresizingMaskOnFirstItemsOnly() {
        LayoutConstraint.activate {
            a.top == b.top
            root.safeAreaLayoutGuide.bottom == a1.bottom
        }
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(b.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(a1.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func compositesInstallEveryPart() {
        let built = LayoutConstraint.activate {
            a.edges == root.safeAreaLayoutGuide.edges + 16
            a1.size == CGSize(width: 10, height: 20)
        }
        expectEqual(built.count, 6)
        expectEqual(ids(root.constraints), ids(Array(built[0..<4])))
        expectEqual(ids(a1.constraints), ids(Array(built[4..<6])))
    }

    @Test func guideConstraintsInstallOnTheGuidesOwnerAncestor() {
        let built = LayoutConstraint.activate {
            a1.top == root.layoutMarginsGuide.top
            a1.bottom == a.safeAreaLayoutGuide.bottom
            b.layoutMarginsGuide.width == 100
        }
        expectEqual(ids(root.constraints), ids([built[0]]))
        expectEqual(ids(a.constraints), ids([built[1]]))
        expectEqual(ids(b.constraints), ids([built[2]]))
        #expect(b.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func buildDoesNotActivate() {
        let built = LayoutConstraint.build {
            a.top == b.top
            a.width == 10
        }
        expectEqual(built.count, 2)
        #expect(!built.contains { $0.isActive })
        #expect(root.constraints.isEmpty && a.constraints.isEmpty)
        #expect(a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func deactivateAndReactivate() {
        let built = LayoutConstraint.activate {
            a.top == b.top
            a.width == 10
        }
        LayoutConstraint.deactivate(built)
        #expect(!built.contains { $0.isActive })
        #expect(root.constraints.isEmpty && a.constraints.isEmpty)
        LayoutConstraint.activate(built)
        #expect(built.allSatisfy { $0.isActive })
        expectEqual(root.constraints.count, 1)
        expectEqual(a.constraints.count, 1)
    }

    @Test func activatingTheSameConstraintsAgainInstallsThemOnce() {
        let built = LayoutConstraint.activate { a.top == b.top }
        LayoutConstraint.activate(built)
        LayoutConstraint.activate(built + built)
        expectEqual(root.constraints.count, 1)
    }

    @Test func activateOrThrowActivatesAGoodBlock() throws {
        let built = try LayoutConstraint.activateOrThrow {
            a.top == b.top
            a.height >= 20
        }
        #expect(built.allSatisfy { $0.isActive })
        expectEqual(root.constraints.count, 1)
        expectEqual(a.constraints.count, 1)
    }

    @Test func conditionalContentIsActivated() {
        let compact = true
        let built = LayoutConstraint.activate {
            if compact {
                a.width == 100
            } else {
                a.width == 200
            }
            for view in [a, b] {
                view.height == 30
            }
        }
        expectEqual(built.count, 3)
        #expect(built.allSatisfy { $0.isActive })
        expectEqual(a.constraints.count, 2)
        expectEqual(b.constraints.count, 1)
    }

    @Test func oneBadConstraintInABlockActivatesNothing() {
        let stranger = View(name: "stranger")
        var built: [LayoutConstraint] = []
        let line = #line + 4  // the line of `a1.top == stranger.top`
        let errors = LayoutDiagnostics.capture {
            built = LayoutConstraint.activate {
                a.top == b.top
                a1.top == stranger.top
                a.edges == root.edges
            }
        }
        expectEqual(errors, [.invalidConstraint(
            constraint: "a1.top == stranger.top (\(file):\(line))",
            problem: .noCommonAncestor(first: "a1", second: "stranger"))])
        expectEqual(built.count, 6)
        #expect(!built.contains { $0.isActive })
        #expect(root.constraints.isEmpty && a.constraints.isEmpty)
        for view in [a, b, a1, stranger] {
            #expect(view.translatesAutoresizingMaskIntoConstraints, "\(view)")
        }
    }

    @Test func removingAViewDeactivatesDSLConstraintsAcrossTheCut() {
        let built = LayoutConstraint.activate {
            a.edges == root.safeAreaLayoutGuide.edges   // crosses
            a1.edges == a.layoutMarginsGuide.edges       // inside a
            b.top == a1.bottom                            // crosses
        }
        a.removeFromSuperview()
        #expect(built[0..<4].allSatisfy { !$0.isActive })
        #expect(built[4..<8].allSatisfy { $0.isActive })
        #expect(!built[8].isActive)
        #expect(root.constraints.isEmpty)
        expectEqual(a.constraints.count, 4)
    }

    @Test func constraintsDoNotRetainTheirViews() {
        weak var weakView: View?
        var built: [LayoutConstraint] = []
        do {
            let temporary = View(name: "temporary")
            weakView = temporary
            built = LayoutConstraint.build { temporary.width == a.width }
        }
        expectIdentical(weakView, nil)
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate(built) }
        let description = built.first?.description ?? ""
        expectPrefix(description, "<deallocated>.width == a.width")
        expectEqual(errors.count, 1)
        if case let .invalidConstraint(text, problem)? = errors.first {
            expectEqual(problem, .itemDeallocated)
            expectPrefix(text, "<deallocated>.width == a.width (")
        } else {
            Issue.record("expected an invalid constraint error, got \(errors)")
        }
    }
}
