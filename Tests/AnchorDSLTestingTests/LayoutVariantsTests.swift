import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// `layoutVariants`: every variant's device, direction, text size, text
/// variant, tree and problems, for a test author's own assertions.
@Suite(.failOnUnexpectedDiagnostics) struct LayoutVariantsTests {
    /// A card 80% of the screen wide (read from the variant's device, as an
    /// app reads `UIScreen.main.bounds`), with a title that does not fit at
    /// the largest text size.
    func card() -> View {
        let root = View(name: "root"), card = View(name: "card")
        let title = Label(name: "title", text: "Weekly summary", font: .preferred(.headline))
        root.addSubview(card)
        card.addSubview(title)
        let width = (LayoutDevice.current?.size.width ?? 0) * 0.8
        LayoutConstraint.activate {
            card.top == root.safeAreaLayoutGuide.top + 8
            card.centerX == root.centerX
            card.width == width
            card.height == 60
            title.centerY == card.centerY
            title.horizontalEdges == card.horizontalEdges + 8
        }
        return root
    }

    @Test func everyVariantInTheMatrixOrderWithItsTreeAndProblems() {
        let results = layoutVariants(
            on: LayoutDevice.phones, contentSizes: [.large, .accessibilityExtraExtraExtraLarge],
            text: [.asWritten, .doubleLength]) { card() }
        expectEqual(results.count, 24)
        expectEqual(results.map(\.device.name).prefix(8).map { $0 }, Array(repeating: "iPhone SE", count: 8))
        expectEqual(results.prefix(4).map(\.direction), [.leftToRight, .leftToRight, .leftToRight, .leftToRight])
        expectEqual(results.prefix(4).map(\.contentSize), [.large, .large, .accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
        expectEqual(results.prefix(2).map(\.text.name), ["as written", "double length"])
        for result in results {
            let card = result.root.subviews[0]
            // The closure read the variant's device: the card is 80% of its screen.
            #expect(abs(card.frame.width - result.device.size.width * 0.8) <= 1 / result.device.scale)
            expectEqual(result.root.frame.size, result.device.size)
            let cut = result.problems.contains { $0.check == .truncatedText && $0.views == ["title"] }
            let expected = result.contentSize == .accessibilityExtraExtraExtraLarge
            #expect(cut == expected, "\(result.device) \(result.direction) \(result.contentSize) \(result.text)")
        }
    }

    @Test func itsProblemsAreExpectValidLayoutsFailures() {
        let results = layoutVariants(on: [.iPhoneSE], directions: [.leftToRight],
                                     contentSizes: [.accessibilityExtraExtraExtraLarge], text: [.doubleLength]) { card() }
        expectEqual(results.count, 1)
        let issues = recordedIssues {
            expectValidLayout(on: [.iPhoneSE], directions: [.leftToRight],
                              contentSizes: [.accessibilityExtraExtraExtraLarge], text: [.doubleLength]) { card() }
        }
        expectEqual(issues.map(\.message), results[0].problems.map {
            "iPhone SE, left to right, accessibilityExtraExtraExtraLarge, double length: " + $0.message
        })
    }

    @Test func aControllersViewIsTheRoot() {
        let results = layoutVariants(on: [.iPhone16], directions: [.leftToRight]) { () -> ViewController in
            let screen = ViewController(name: "screen")
            return NavigationController(rootViewController: screen)
        }
        expectEqual(results.count, 1)
        expectEqual(results[0].root.name, "screen.navigation.view")
        // iOS 26's 54-point bar below the Dynamic Island's 59.
        expectEqual(results[0].root.subviews.first?.effectiveSafeAreaInsets.top, 113)
    }

    @Test func theCurrentDeviceIsNilOutsideABuild() {
        #expect(LayoutDevice.current == nil)
        var seen: [String] = []
        _ = layoutVariants(on: [.iPhoneSE, .iPhone16], directions: [.leftToRight]) {
            seen.append(LayoutDevice.current?.name ?? "none")
            return View(name: "root")
        }
        expectEqual(seen, ["iPhone SE", "iPhone 16"])
        #expect(LayoutDevice.current == nil)
    }

    @Test func anEmptyAxisGivesNoResult() {
        expectEqual(layoutVariants(on: []) { View(name: "root") }.count, 0)
        expectEqual(layoutVariants(directions: []) { View(name: "root") }.count, 0)
    }
}
