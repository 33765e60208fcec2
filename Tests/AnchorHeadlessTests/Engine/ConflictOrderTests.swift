import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Which constraint a conflict breaks: the earliest activated, whatever
/// order the views were added in, as UIKit broke the first of three stacked
/// sliders' heights in a recorded layout.
@Suite struct ConflictOrderTests {
    /// A slider subclass that sets its own height when made, as the recorded one did.
    final class TallSlider: Slider {
        private(set) var height: LayoutConstraint!

        init(name: String, height: CGFloat) {
            super.init(name: name)
            self.height = LayoutConstraint.activate { self.height == height }.first
        }
    }

    /// Three 40-point sliders stacked in a 100-point panel, made in `made`
    /// order and added to the panel in `added` order.
    func brokenHeight(made: [String], added: [String]) -> (broken: [String], frames: [String: CGRect]) {
        let (root, _) = makeRoot(200, 200)
        let panel = View(name: "panel")
        root.addSubview(panel)
        var sliders: [String: TallSlider] = [:]
        for name in made { sliders[name] = TallSlider(name: name, height: 40) }
        for name in added { panel.addSubview(sliders[name]!) }
        let (a, b, c) = (sliders["a"]!, sliders["b"]!, sliders["c"]!)
        LayoutConstraint.activate {
            panel.edges == root.edges + EdgeInsets(top: 0, leading: 0, bottom: 100, trailing: 0)
            a.horizontalEdges == panel.horizontalEdges
            b.horizontalEdges == panel.horizontalEdges
            c.horizontalEdges == panel.horizontalEdges
            a.top == panel.top
            b.top == a.bottom
            c.top == b.bottom
            c.bottom == panel.bottom
        }
        let errors = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        let broken = errors.compactMap { error -> String? in
            guard case let .unsatisfiableConstraints(broken, _) = error else { return nil }
            return String(broken.prefix { $0 != " " })
        }
        return (broken, sliders.mapValues(\.frame))
    }

    @Test func theFirstSliderMadeGivesWayWhicheverOrderTheyWereAdded() {
        for added in [["a", "b", "c"], ["c", "b", "a"], ["b", "c", "a"]] {
            let (broken, frames) = brokenHeight(made: ["a", "b", "c"], added: added)
            expectEqual(broken, ["a.height"], "added \(added)")
            // b and c keep 40; a takes the 20 left.
            expectFrame(frames["a"]!, rect(0, 0, 200, 20), "added \(added)")
            expectFrame(frames["b"]!, rect(0, 20, 200, 40), "added \(added)")
            expectFrame(frames["c"]!, rect(0, 60, 200, 40), "added \(added)")
        }
    }

    @Test func theOrderTheyWereMadeInDecides() {
        let (broken, frames) = brokenHeight(made: ["c", "a", "b"], added: ["a", "b", "c"])
        expectEqual(broken, ["c.height"])
        expectFrame(frames["c"]!, rect(0, 80, 200, 20))
    }
}
