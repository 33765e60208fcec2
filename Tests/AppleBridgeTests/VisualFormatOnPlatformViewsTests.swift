import AnchorDSL
import AnchorTestSupport
import Testing
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// The Visual Format Language on UIKit/AppKit views: `|` is the superview,
/// `|-` its layout margins, as on headless views, and activation makes the
/// `NSLayoutConstraint`s.
@MainActor @Suite(.serialized, .failOnUnexpectedDiagnostics) struct VisualFormatOnPlatformViewsTests {
    @Test func aFormatStringOnPlatformViews() throws {
        let (root, a, b) = scene()
        let built = try LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-(>=8)-[b(==44)]-16-|", views: ["a": a, "b": b])
        LayoutConstraint.activate(built)
        expectEqual(built.count, 4)
        expectMaterialised(built[0], a, .leading, .equal, root.layoutMarginsGuide, .leading)
        expectMaterialised(built[1], b, .leading, .greaterThanOrEqual, a, .trailing, constant: 8)
        expectMaterialised(built[2], b, .width, .equal, nil, .notAnAttribute, constant: 44)
        expectMaterialised(built[3], b, .trailing, .equal, root, .trailing, constant: -16)
        expectEqual(StubLog.shared.activationBatches.count, 1)
    }

    @Test func aTypedChainOnPlatformViews() {
        let (root, a, b) = scene()
        // Each chain on a line of its own: inside the builder the first took
        // 20 ms to type-check, at the budget.
        let row: [LayoutConstraint] = withVFL(H: |-a - 8 - b.where(>=a ~ .high)-|)
        let column: [LayoutConstraint] = withVFL(V: root.safeAreaLayoutGuide - a | b)
        let built = NSLayoutConstraint.activate {
            row
            column
        }
        expectEqual(built.count, 6)
        expectMaterialised(built[0], a, .leading, .equal, root.layoutMarginsGuide, .leading)
        expectMaterialised(built[1], b, .leading, .equal, a, .trailing, constant: 8)
        expectMaterialised(built[2], b, .width, .greaterThanOrEqual, a, .width, priority: 750)
        expectMaterialised(built[3], b, .trailing, .equal, root.layoutMarginsGuide, .trailing)
        expectMaterialised(built[4], a, .top, .equal, root.safeAreaLayoutGuide, .top, constant: 8)
        expectMaterialised(built[5], b, .top, .equal, a, .bottom)
    }

    @Test func aBoundNextToAViewWithoutASuperviewIsReported() {
        StubLog.shared.reset()
        let lonely = PlatformView()
        var built: [LayoutConstraint] = []
        let errors = LayoutDiagnostics.capture { built = withVFL(H: |lonely|) }
        expectEqual(built.count, 0)
        expectEqual(errors.count, 1)
        expectEqual(StubLog.shared.activationBatches.count, 0)
    }
}
