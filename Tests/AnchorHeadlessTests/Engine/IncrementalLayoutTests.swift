import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Incremental equals fresh: after random sequences of activations,
/// deactivations and changes of constants, priorities, the root's size,
/// intrinsic sizes, margins, safe-area insets and the layout direction (of
/// the root and of an inner view), the frames and the broken constraints
/// equal those of a new tree built from the final state and laid out once,
/// and neither reports anything (the suite fails on any report).
@Suite(.failOnUnexpectedDiagnostics) struct IncrementalLayoutTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func incrementalLayoutEqualsAFreshOne(seed: UInt64) {
        var rng = SplitMix(state: seed)
        var state = LayoutState.random(&rng)
        let live = LiveTree(state)
        live.root.layoutIfNeeded()
        for step in 0..<120 {
            state.mutate(&rng, live)
            if step % 3 == 0 { live.root.layoutIfNeeded() }
            if step % 10 == 9 {
                live.root.layoutIfNeeded()
                let fresh = LiveTree(state)
                fresh.root.layoutIfNeeded()
                for (a, b) in zip(live.views + live.chain, fresh.views + fresh.chain) {
                    expectFrame(a.frame, b.frame, "seed \(seed), step \(step), \(a.name)")
                }
                expectEqual(live.root.brokenConstraints.map(\.description), fresh.root.brokenConstraints.map(\.description))
            }
        }
    }
}

/// Everything a layout depends on, by value, so the same layout can be built twice.
struct LayoutState {
    typealias Rule = LayoutRule

    static let viewCount = 5
    var rootSize = CGSize(width: 400, height: 600)
    var intrinsic: [CGSize] = []
    var margins = EdgeInsets(8)
    var safeArea = EdgeInsets.zero
    var rootDirection = LayoutDirection.leftToRight
    var innerDirection: LayoutDirection?
    var rules: [Rule] = []

    static func random(_ rng: inout SplitMix) -> LayoutState {
        var state = LayoutState()
        state.intrinsic = (0..<viewCount).map { _ in CGSize(width: rng.number(10...120), height: rng.number(10...60)) }
        let horizontal: [LayoutAttribute] = [.leading, .trailing, .centerX, .left, .right]
        let vertical: [LayoutAttribute] = [.top, .bottom, .centerY]
        for _ in 0..<24 {
            let first = rng.int(0...viewCount - 1)
            var second = rng.int(-3...viewCount - 1)
            if second == first { second = -1 }
            let axis = rng.int(0...2)
            var attribute: LayoutAttribute, secondAttribute: LayoutAttribute
            switch axis {
            case 0:
                attribute = horizontal[rng.int(0...2)]
                secondAttribute = horizontal[rng.int(0...2)]
                if rng.int(0...3) == 0 { (attribute, secondAttribute) = (.left, .right) }
            case 1:
                attribute = vertical[rng.int(0...2)]
                secondAttribute = vertical[rng.int(0...2)]
            default:
                attribute = rng.int(0...1) == 0 ? .width : .height
                secondAttribute = rng.int(0...1) == 0 ? .width : .height
            }
            let multiplier: CGFloat = [1, 1, 1, 0.5, 2][rng.int(0...4)]
            state.rules.append(Rule(
                first: first, attribute: attribute, second: second, secondAttribute: secondAttribute,
                multiplier: multiplier, constant: rng.number(-40...40),
                priority: Priority(Float(rng.int(100...999))), isActive: rng.int(0...1) == 0))
        }
        return state
    }

    mutating func mutate(_ rng: inout SplitMix, _ live: LiveTree) {
        switch rng.int(0...11) {
        case 0...2:
            let i = rng.int(0...rules.count - 1)
            rules[i].isActive.toggle()
            rules[i].isActive ? LayoutConstraint.activate([live.constraints[i]])
                : LayoutConstraint.deactivate([live.constraints[i]])
        case 3, 4:
            let i = rng.int(0...rules.count - 1)
            rules[i].constant = rng.number(-40...40)
            live.constraints[i].constant = rules[i].constant
        case 5:
            let i = rng.int(0...rules.count - 1)
            rules[i].priority = Priority(Float(rng.int(100...999)))
            live.constraints[i].priority = rules[i].priority
        case 6:
            rootSize = CGSize(width: rng.number(200...500), height: rng.number(300...800))
            live.root.frame = CGRect(origin: .zero, size: rootSize)
        case 7:
            let i = rng.int(0...Self.viewCount - 1)
            intrinsic[i] = CGSize(width: rng.number(10...120), height: rng.number(10...60))
            live.views[i].intrinsicContentSize = intrinsic[i]
        case 8:
            margins = EdgeInsets(top: rng.number(0...20), leading: rng.number(0...20), bottom: 8, trailing: 4)
            live.root.layoutMargins = margins
        case 9:
            safeArea = EdgeInsets(top: rng.number(0...50), leading: 0, bottom: rng.number(0...30), trailing: 0)
            live.root.safeAreaInsets = safeArea
        case 10:
            rootDirection = rootDirection == .leftToRight ? .rightToLeft : .leftToRight
            live.root.layoutDirection = rootDirection
        default:
            innerDirection = innerDirection == .leftToRight ? .rightToLeft : .leftToRight
            live.views[LiveTree.innerView].layoutDirection = innerDirection!
        }
    }
}

/// A view tree built from a `LayoutState`. Every view has one weak
/// preference per variable, each at its own level below every rule, so that
/// the optimum is a single point and two engines must agree on it. The
/// last view sits inside `innerView`, and `innerView` holds a chain of two
/// views tied by required leading/trailing constraints, which a direction
/// change flips all at once.
final class LiveTree {
    static let innerView = 3
    let root = View(name: "root")
    let views: [View]
    let chain = [View(name: "icon"), View(name: "title")]
    let constraints: [LayoutConstraint]

    init(_ state: LayoutState) {
        root.frame = CGRect(origin: .zero, size: state.rootSize)
        root.layoutMargins = state.margins
        root.safeAreaInsets = state.safeArea
        root.layoutDirection = state.rootDirection
        let views = (0..<LayoutState.viewCount).map { View(name: "v\($0)") }
        for (view, size) in zip(views, state.intrinsic) {
            root.addSubview(view)
            view.intrinsicContentSize = size
        }
        let inner = views[Self.innerView]
        inner.addSubview(views[LayoutState.viewCount - 1])
        if let direction = state.innerDirection { inner.layoutDirection = direction }
        let (icon, title) = (chain[0], chain[1])
        inner.addSubview(icon)
        inner.addSubview(title)
        LayoutConstraint.activate {
            icon.leading == inner.leading + 8
            icon.width == 20
            title.leading == icon.trailing + 8
            title.trailing == inner.trailing - 8
            icon.top == inner.top ~ 5
            title.top == inner.top ~ 5
            icon.height == 10 ~ 5
            title.height == 10 ~ 5
        }
        self.views = views
        let root = self.root
        func item(_ index: Int) -> any LayoutItem {
            switch index {
            case -1: root
            case -2: root.layoutMarginsGuide
            case -3: root.safeAreaLayoutGuide
            default: views[index]
            }
        }
        constraints = state.rules.map { rule in
            LayoutConstraint(
                item: views[rule.first], attribute: rule.attribute, relatedBy: .equal, toItem: item(rule.second),
                attribute: rule.secondAttribute, multiplier: rule.multiplier, constant: rule.constant,
                priority: rule.priority)
        }
        var preferences: [LayoutConstraint] = []
        for (i, view) in views.enumerated() {
            let level = Float(10 + 4 * i)
            preferences += LayoutConstraint.build {
                view.left == root.left + 20 * CGFloat(i) ~ Priority(level)
                view.top == root.top + 30 * CGFloat(i) ~ Priority(level + 1)
                view.width == 60 ~ Priority(level + 2)
                view.height == 40 ~ Priority(level + 3)
            }
        }
        LayoutConstraint.activate(preferences)
        LayoutConstraint.activate(zip(constraints, state.rules).filter { $0.1.isActive }.map(\.0))
    }
}
