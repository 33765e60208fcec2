@testable import AnchorDSLTesting
import AnchorDSL
import AnchorTestSupport
import Foundation
import Testing

/// A card 360 points wide, 16 points from the leading edge: it fits every
/// phone but the iPhone SE (375 points), where it sticks out on the
/// trailing side, on the right or, right to left, on the left.
func wideCardTree() -> View {
    let root = View(name: "root"), card = View(name: "card")
    root.clipsToBounds = true
    root.addSubview(card)
    LayoutConstraint.activate {
        card.leading == root.leading + 16
        card.top == root.safeAreaLayoutGuide.top
        card.size == CGSize(width: 360, height: 100)
    }
    return root
}

@Suite(.failOnUnexpectedDiagnostics) struct ExpectValidLayoutTests {
    @Test func aFailureNamesItsDeviceAndDirection() {
        let failures = layoutMatrixFailures(
            wideCardTree(), on: LayoutDevice.phones, directions: [.leftToRight, .rightToLeft], checking: .all, ignoring: [])
        let expected: [String] = [
            "iPhone SE, left to right: card (16, 20, 360 × 100) is not inside its superview root (0, 0, 375 × 667)",
            "iPhone SE, right to left: card (-1, 20, 360 × 100) is not inside its superview root (0, 0, 375 × 667)",
        ]
        expectEqual(failures, expected)
    }

    @Test func eachFailureIsRecordedAtTheCallersLine() {
        let root = wideCardTree()
        let line = #line; let issues = recordedIssues { expectValidLayout(root) }
        expectEqual(issues.map(\.line), [line, line])
        let prefixes = issues.map { String($0.message.prefix(26)) }
        expectEqual(prefixes, ["iPhone SE, left to right: ", "iPhone SE, right to left: "])
    }

    @Test func theRootIsLeftOnTheLastVariant() {
        let root = wideCardTree()
        expectValidLayout(root, on: [.iPhone16, .iPhone16ProMax], directions: [.leftToRight, .rightToLeft])
        let frame = CGRect(x: 0, y: 0, width: 440, height: 956)
        expectEqual(root.frame, frame)
        expectEqual(root.layoutDirection, .rightToLeft)
    }

    /// `fixed` is activated first but installed on the card, so a new engine
    /// adds it after `limit` (on the root) and breaks it; an engine that had
    /// laid the card out on a wide screen first would break `limit`, the
    /// latest activated, when the root's width shrinks.
    @Test func oneDevicesLayoutDoesNotLeakIntoTheNext() {
        let root = View(name: "root"), card = View(name: "card")
        root.addSubview(card)
        LayoutConstraint.activate {
            card.width == 300
            card.left == root.left
            card.top == root.top
            card.height == 50
        }
        LayoutConstraint.activate { card.width <= root.width - 100 }
        let wide = LayoutDevice.iPhone16.landscape
        let alone = layoutMatrixFailures(root, on: [.iPhoneSE], directions: [.leftToRight], checking: .conflicts, ignoring: [])
        let after = layoutMatrixFailures(root, on: [wide, .iPhoneSE], directions: [.leftToRight], checking: .conflicts, ignoring: [])
        expectEqual(alone.count, 1)
        expectEqual(after, alone)
        let broken = alone.first?.contains("card.width == 300") ?? false
        #expect(broken, "\(alone)")
    }

    @Test func conflictReportsArePassedOnOnceWhenConflictsAreNotChecked() {
        let root = View(name: "root"), card = View(name: "card")
        root.addSubview(card)
        LayoutConstraint.activate { card.edges == root.edges }
        LayoutConstraint.activate { card.width == 1000 }
        var failures: [String] = []
        let reports = LayoutDiagnostics.capture {
            failures = layoutMatrixFailures(root, on: [.iPhoneSE], directions: [.leftToRight, .rightToLeft], checking: .zeroSize, ignoring: [])
        }
        expectEqual(failures.count, 0)
        expectEqual(reports.count, 1)
    }

    @Test func badInputIsAClearFailureAndLaysNothingOut() {
        let root = wideCardTree()
        let noDevices = layoutMatrixFailures(root, on: [], directions: [.leftToRight], checking: .all, ignoring: [])
        expectEqual(noDevices, ["expectValidLayout: the list of devices is empty: nothing was laid out"])
        let noDirections = layoutMatrixFailures(root, on: [.iPhone16], directions: [], checking: .all, ignoring: [])
        expectEqual(noDirections, ["expectValidLayout: the list of directions is empty: nothing was laid out"])
        let card = root.subviews[0]
        let notRoot = layoutMatrixFailures(card, on: LayoutDevice.phones, directions: [.leftToRight], checking: .all, ignoring: [])
        expectEqual(notRoot, ["expectValidLayout: 'card' is in 'root': lay out the root of its tree, 'root'"])
        let broken = LayoutDevice(name: "broken", size: CGSize(width: CGFloat.nan, height: 10))
        let badDevice = layoutMatrixFailures(root, on: [broken], directions: [.leftToRight], checking: .all, ignoring: [])
        let mentions = badDevice.first?.hasPrefix("expectValidLayout: device 'broken' has a size of") ?? false
        #expect(mentions, "\(badDevice)")
        expectEqual(root.frame, CGRect.zero)
    }

    @Test func badInputIsRecordedAtTheCallersLine() {
        let line = #line; let issues = recordedIssues { expectValidLayout(wideCardTree(), on: []) }
        let expected = [RecordedIssue(message: "expectValidLayout: the list of devices is empty: nothing was laid out", line: line)]
        expectEqual(issues, expected)
    }

    @Test func aLineOrColumnBelowOneIsRecordedAtLineOne() {
        let issues = recordedIssues { expectValidLayout(wideCardTree(), on: [], line: 0, column: -3) }
        expectEqual(issues.map(\.line), [1])
    }
}
