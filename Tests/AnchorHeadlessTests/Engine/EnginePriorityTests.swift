import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Priorities map exactly onto solver levels.
@Suite(.failOnUnexpectedDiagnostics) struct EnginePriorityTests {
    /// One violated 751 would cost less than a thousand violated 750s if
    /// priorities were weights; as levels, the 751 wins outright.
    @Test func one751BeatsAThousand750s() {
        let (root, views) = makeRoot(400, 400, "a")
        let a = views[0]
        LayoutConstraint.activate {
            a.leading == root.leading
            a.top == root.top
            a.height == 10
            a.width == 200 ~ 751
            for _ in 0..<1000 { a.width == 100 ~ 750 }
        }
        root.layoutIfNeeded()
        expectEqual(a.frame.width, 200)
    }

    @Test func fractionalPrioritiesAreTheirOwnLevels() {
        let (root, views) = makeRoot(400, 400, "a")
        let a = views[0]
        LayoutConstraint.activate {
            a.leading == root.leading
            a.top == root.top
            a.height == 10
            a.width == 120 ~ 749.5
            a.width == 100 ~ 749
            a.width == 100 ~ 749
        }
        root.layoutIfNeeded()
        expectEqual(a.frame.width, 120)
    }

    /// Within one priority, violations add up: two constraints pulling to 100
    /// outweigh one pulling to 200, at any level.
    @Test func equalPrioritiesShareByWeight() {
        let (root, views) = makeRoot(400, 400, "a")
        let a = views[0]
        LayoutConstraint.activate {
            a.leading == root.leading
            a.top == root.top
            a.height == 10
            a.width == 200 ~ .high
            a.width == 100 ~ .high
            a.width == 100 ~ .high
        }
        root.layoutIfNeeded()
        expectEqual(a.frame.width, 100)
    }

    @Test func changingAPriorityReordersTheLevels() {
        let (root, views) = makeRoot(400, 400, "a")
        let a = views[0]
        let wide = a.width == 300 ~ .low
        LayoutConstraint.activate {
            a.leading == root.leading
            a.top == root.top
            a.height == 10
            a.width == 50 ~ .high
            wide
        }
        root.layoutIfNeeded()
        expectEqual(a.frame.width, 50)
        wide.priority = 751
        root.layoutIfNeeded()
        expectEqual(a.frame.width, 300)
    }

    /// UIKit takes 0 (`UILayoutPriority(0)`): the view then neither hugs nor
    /// resists along that axis, so the weakest constraint moves it.
    @Test func aContentPriorityOfZeroHoldsNothing() {
        let root = View(name: "root"), badge = View(name: "badge")
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        root.addSubview(badge)
        badge.intrinsicContentSize = CGSize(width: 100, height: 20)
        LayoutConstraint.activate {
            badge.leading == root.leading
            badge.top == root.top
            badge.width == 40 ~ 1
            badge.height == 60 ~ 1
        }
        root.layoutIfNeeded()
        expectEqual(badge.frame, CGRect(x: 0, y: 0, width: 100, height: 20))
        let errors = LayoutDiagnostics.capture {
            badge.setContentCompressionResistancePriority(0, for: .horizontal)
            badge.setContentHuggingPriority(0, for: .vertical)
        }
        expectEqual(errors, [])
        expectEqual(badge.contentCompressionResistancePriority(for: .horizontal), 0)
        root.layoutIfNeeded()
        expectEqual(badge.frame, CGRect(x: 0, y: 0, width: 40, height: 60))
    }
}
