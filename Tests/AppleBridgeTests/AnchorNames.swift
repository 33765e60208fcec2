import AnchorDSL
import AnchorTestSupport
import Testing
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// Names for a test's items, so that an anchor of the stub reads as the DSL
/// wrote it: `b.leading - a.trailing` for an `anchorWithOffset(to:)`
/// dimension, `a.width` for an item's anchor, `nil` for none. Items are told
/// apart by identity; one without a name reads `?`.
@MainActor struct AnchorNames {
    private let names: [(item: AnyObject, name: String)]

    init(_ names: KeyValuePairs<String, AnyObject>) {
        self.names = names.map { ($0.value, $0.key) }
    }

    func text(_ anchor: NSLayoutAnchor<AnyObject>?) -> String {
        guard let anchor else { return "nil" }
        if let (origin, target) = anchor.stubOffset { return "\(text(target)) - \(text(origin))" }
        let name = names.first { $0.item === anchor.stubItem }?.name ?? "?"
        return "\(name).\(anchor.stubAttribute)"
    }
}

/// Every field of an `NSLayoutConstraint` the bridge made from anchors (for a
/// constraint with a distance): both anchors as `names` reads them, then the
/// numbers, and that it is active.
@MainActor func expectAnchored(
    _ constraint: LayoutConstraint, _ names: AnchorNames, _ first: String,
    _ relation: NSLayoutConstraint.Relation, _ second: String,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let made = platformConstraint(of: constraint) else {
        Issue.record("no NSLayoutConstraint for \(constraint)", sourceLocation: sourceLocation)
        return
    }
    expectEqual(names.text(made.firstAnchor), first, "firstAnchor of \(constraint)", sourceLocation: sourceLocation)
    expectEqual(made.relation, relation, "relation of \(constraint)", sourceLocation: sourceLocation)
    expectEqual(names.text(made.secondAnchor), second, "secondAnchor of \(constraint)", sourceLocation: sourceLocation)
    expectEqual(made.multiplier, multiplier, "multiplier of \(constraint)", sourceLocation: sourceLocation)
    expectEqual(made.constant, constant, "constant of \(constraint)", sourceLocation: sourceLocation)
    expectEqual(made.priority.rawValue, priority, "priority of \(constraint)", sourceLocation: sourceLocation)
    expectEqual(made.isActive, true, "isActive of \(constraint)", sourceLocation: sourceLocation)
}
