import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// A group's `update()` equals deactivating everything and activating a
/// fresh evaluation: the same active constraints (by description) and the
/// same frames, on random sequences of state changes, while every constraint
/// whose identity and multiplier survive keeps its object.
@Suite(.failOnUnexpectedDiagnostics) struct GroupUpdateEqualsFreshTests {
    @Test(arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func updateEqualsAFreshActivation(seed: UInt64) {
        var rng = SplitMix(state: seed)
        let state = GroupState.random(&rng)
        let live = GroupTree(), reference = GroupTree()
        let group = ConstraintGroup { live.constraints(for: state.rules) }
        group.activate()
        var referenceConstraints = LayoutConstraint.build { reference.constraints(for: state.rules) }
        LayoutConstraint.activate(referenceConstraints)
        for step in 0..<60 {
            state.mutate(&rng)
            let before = Dictionary(group.constraints.enumerated().map { (Self.key($1, $0), $1) }) { a, _ in a }
            group.update()
            LayoutConstraint.deactivate(referenceConstraints)
            referenceConstraints = LayoutConstraint.build { reference.constraints(for: state.rules) }
            LayoutConstraint.activate(referenceConstraints)

            let context = "seed \(seed), step \(step)"
            let active = group.constraints.filter(\.isActive).map(\.description)
            expectEqual(active, referenceConstraints.map(\.description), context)
            for (index, constraint) in group.constraints.enumerated() {
                if let old = before[Self.key(constraint, index)] {
                    expectIdentical(constraint, old, "\(context): \(constraint) kept its object")
                }
            }
            live.root.layoutIfNeeded()
            reference.root.layoutIfNeeded()
            for (a, b) in zip(live.views, reference.views) { expectFrame(a.frame, b.frame, "\(context), \(a.name)") }
        }
    }

    /// What identifies a constraint of the loop (its occurrence is its index)
    /// and decides whether it can change in place.
    private static func key(_ c: LayoutConstraint, _ index: Int) -> String {
        let first = c.firstItem?.qualifiedName ?? "-", second = c.secondItem?.qualifiedName ?? "-"
        return "\(index) \(first).\(c.firstAttribute) \(c.relation) \(second).\(String(describing: c.secondAttribute))"
            + " ×\(c.multiplier) \(c.priority.isRequired)"
    }
}

/// The state the builder reads: rules that come and go and change.
final class GroupState {
    /// The incremental-layout test's rule; `second` is -1 (the root) or a
    /// view, and `isActive` says whether the builder writes it.
    typealias Rule = LayoutRule

    var rules: [Rule] = []

    static func random(_ rng: inout SplitMix) -> GroupState {
        let state = GroupState()
        for _ in 0..<16 { state.rules.append(randomRule(&rng)) }
        return state
    }

    static func randomRule(_ rng: inout SplitMix) -> Rule {
        let horizontal: [LayoutAttribute] = [.leading, .trailing, .centerX]
        let vertical: [LayoutAttribute] = [.top, .bottom, .centerY]
        let dimensions: [LayoutAttribute] = [.width, .height]
        let pool = [horizontal, vertical, dimensions][rng.int(0...2)]
        let first = rng.int(0...GroupTree.viewCount - 1)
        var second = rng.int(-1...GroupTree.viewCount - 1)
        if second == first { second = -1 }
        return Rule(
            first: first, attribute: pool[rng.int(0...pool.count - 1)], second: second,
            secondAttribute: pool[rng.int(0...pool.count - 1)], multiplier: [1, 1, 0.5, 2][rng.int(0...3)],
            constant: rng.number(-30...30), priority: Priority(Float(rng.int(100...999))), isActive: rng.int(0...2) > 0)
    }

    func mutate(_ rng: inout SplitMix) {
        let i = rng.int(0...rules.count - 1)
        switch rng.int(0...5) {
        case 0, 1: rules[i].constant = rng.number(-30...30)
        case 2: rules[i].priority = Priority(Float(rng.int(100...999)))
        case 3: rules[i].isActive.toggle()
        case 4: rules[i].multiplier = [1, 0.5, 2][rng.int(0...2)]
        default:
            var second = rng.int(-1...GroupTree.viewCount - 1)
            if second == rules[i].first { second = -1 }
            rules[i].second = second
        }
    }
}

/// Views under a root, each with one weak preference per variable at its own
/// level, so that the optimum is one point and two trees must agree on it.
final class GroupTree {
    static let viewCount = 4
    let root = View(name: "root")
    let views: [View]

    init() {
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        views = (0..<Self.viewCount).map { View(name: "v\($0)") }
        let root = self.root
        for (i, view) in views.enumerated() {
            root.addSubview(view)
            let level = Float(10 + 4 * i)
            LayoutConstraint.activate {
                view.left == root.left + 20 * CGFloat(i) ~ Priority(level)
                view.top == root.top + 30 * CGFloat(i) ~ Priority(level + 1)
                view.width == 60 ~ Priority(level + 2)
                view.height == 40 ~ Priority(level + 3)
            }
        }
    }

    @ConstraintBuilder func constraints(for rules: [GroupState.Rule]) -> [LayoutConstraint] {
        for rule in rules where rule.isActive {
            LayoutConstraint(
                item: views[rule.first], attribute: rule.attribute, relatedBy: .equal,
                toItem: rule.second < 0 ? root : views[rule.second], attribute: rule.secondAttribute,
                multiplier: rule.multiplier, constant: rule.constant, priority: rule.priority)
        }
    }
}
