import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// One state, one layout, for text that wraps at its laid-out width: after
/// random sequences of text sizes, layout directions, root widths and
/// heights, pixel scales and texts, rows of wrapping titles that compete for room (a
/// stack of configuration buttons and a label, three labels in a row of
/// plain constraints, and two labels that resist alike in a row often too
/// narrow for both) have the frames of a new tree built from the final
/// state and laid out once, and none reports anything. No width comes out
/// negative, and a tied label given room shows some of its text.
@Suite(.failOnUnexpectedDiagnostics) struct WrappingHistoryTests {
    @Test(arguments: Array(1...32) as [UInt64])
    func anyHistoryLaysOutAsAFreshTree(seed: UInt64) {
        var rng = SplitMix(state: seed)
        var state = TitlesState.random(&rng)
        let live = TitleRows(state)
        live.root.layoutIfNeeded()
        for step in 0..<80 {
            state.mutate(&rng, live)
            if step % 2 == 0 { live.root.layoutIfNeeded() }
            guard step % 5 == 4 else { continue }
            live.root.layoutIfNeeded()
            let fresh = TitleRows(state)
            fresh.root.layoutIfNeeded()
            for (a, b) in zip(live.views, fresh.views) {
                expectFrame(a.frame, b.frame, "seed \(seed), step \(step), \(a.name)")
                #expect(a.frame.width >= 0, "seed \(seed), step \(step), \(a.name) is \(a.frame.width) wide")
            }
            for label in live.tied {
                #expect(label.frame.width > 0, "seed \(seed), step \(step), \(label.name) shows nothing")
            }
        }
    }
}

/// Everything the rows depend on, by value.
private struct TitlesState {
    static let pool = [
        "Learn more", "Log In", "OK", "Create your first post", "Sign up for free today", "Skip",
        "Continue with email", "Rating", "1,204 learners", "Certificates", "Not now",
    ]

    var width: CGFloat = 375
    var height: CGFloat = 800
    var scale: CGFloat = 2
    var contentSize = ContentSizeCategory.large
    var direction = LayoutDirection.leftToRight
    var texts: [String] = []

    static func random(_ rng: inout SplitMix) -> TitlesState {
        var state = TitlesState()
        state.texts = (0..<TitleRows.titleCount).map { _ in pool[rng.int(0...pool.count - 1)] }
        state.contentSize = ContentSizeCategory.allCases[rng.int(0...ContentSizeCategory.allCases.count - 1)]
        return state
    }

    mutating func mutate(_ rng: inout SplitMix, _ live: TitleRows) {
        switch rng.int(0...6) {
        case 0, 1:
            contentSize = ContentSizeCategory.allCases[rng.int(0...ContentSizeCategory.allCases.count - 1)]
            live.root.traitCollection = traits
        case 2:
            direction = direction == .leftToRight ? .rightToLeft : .leftToRight
            live.root.layoutDirection = direction
        case 3:
            width = rng.number(200...500)
            live.root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        case 4:
            scale = [0, 2, 3][rng.int(0...2)]
            live.root.traitCollection = traits
        case 6:
            // Down only: no label's width moves, and none starts again.
            height = rng.number(500...900)
            live.root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        default:
            let index = rng.int(0...texts.count - 1)
            texts[index] = Self.pool[rng.int(0...Self.pool.count - 1)]
            live.setText(texts[index], at: index)
        }
    }

    var traits: TraitCollection {
        var traits = TraitCollection()
        traits.contentSizeCategory = contentSize
        traits.displayScale = scale
        return traits
    }
}

/// Three rows too narrow at large text sizes: a stack of two configuration
/// buttons around a wrapping label, three wrapping labels in a row of
/// plain constraints (leading to trailing, each resisting less than the
/// one before it), and two wrapping labels that resist alike, the second
/// ending at the margin.
private final class TitleRows {
    static let titleCount = 8
    let root = View(name: "root")
    let first: Button, middle = Label(name: "middle", text: ""), last: Button
    let stats = [Label(name: "learners", text: ""), Label(name: "rating", text: ""), Label(name: "certificates", text: "")]
    let tied = [Label(name: "tiedFirst", text: ""), Label(name: "tiedSecond", text: "")]
    var views: [View] { [first, middle, last] + stats + tied }

    init(_ state: TitlesState) {
        root.frame = CGRect(x: 0, y: 0, width: state.width, height: state.height)
        root.traitCollection = state.traits
        root.layoutDirection = state.direction
        var plain = Button.Configuration.plain()
        plain.title = ""
        first = Button(name: "first", configuration: plain)
        last = Button(name: "last", configuration: .filled())
        middle.numberOfLines = 0
        for view in views { root.addSubview(view) }
        // Each resists less than the one before it: the row has one layout.
        for (index, label) in stats.enumerated() {
            label.numberOfLines = 0
            label.setContentCompressionResistancePriority(Priority(Float(750 - index)), for: .horizontal)
        }
        for label in tied { label.numberOfLines = 0 }
        for (index, text) in state.texts.enumerated() { setText(text, at: index) }
        let (root, first, middle, last, stats, tied) = (root, first, middle, last, stats, tied)
        LayoutConstraint.activate {
            Stack(.horizontal, in: root.layoutMarginsGuide, spacing: 8, alignment: .top) { first; middle; last }
            stats[0].leading == root.layoutMarginsGuide.leading
            stats[1].leading == stats[0].trailing + 12
            stats[2].leading == stats[1].trailing + 12
            stats[2].trailing <= root.layoutMarginsGuide.trailing
            for label in stats { label.top == root.top + 400 }
            tied[0].leading == root.layoutMarginsGuide.leading
            tied[1].leading == tied[0].trailing + 8
            tied[1].trailing == root.layoutMarginsGuide.trailing
            for label in tied { label.top == root.top + 600 }
        }
    }

    func setText(_ text: String, at index: Int) {
        switch index {
        case 0: first.configuration?.title = text
        case 1: middle.text = text
        case 2: last.configuration?.title = text
        case 3, 4, 5: stats[index - 3].text = text
        default: tied[index - 6].text = text
        }
    }
}
