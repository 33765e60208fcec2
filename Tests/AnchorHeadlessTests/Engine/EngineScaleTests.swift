import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Memory, depth, breadth and determinism.
@Suite(.failOnUnexpectedDiagnostics) struct EngineScaleTests {
    @Test func aRemovedTreeIsReleasedEngineIncluded() {
        weak var weakRoot: View?
        weak var weakCard: View?
        weak var weakGuide: LayoutGuide?
        do {
            let (root, views) = makeRoot(400, 400, "card")
            let card = views[0]
            LayoutConstraint.activate {
                card.edges == root.layoutMarginsGuide.edges
                card.width == root.width * 0.5 ~ .low
            }
            root.layoutIfNeeded()
            expectEqual(root.frame.width, 400)
            weakRoot = root
            weakCard = card
            weakGuide = root.layoutMarginsGuide
        }
        expectIdentical(weakRoot, nil)
        expectIdentical(weakCard, nil)
        expectIdentical(weakGuide, nil)
    }

    @Test func aSubtreeRemovedFromALaidOutTreeIsReleased() {
        let (root, _) = makeRoot(400, 400)
        weak var weakCard: View?
        do {
            let card = View(name: "card"), label = View(name: "label")
            root.addSubview(card)
            card.addSubview(label)
            LayoutConstraint.activate {
                card.edges == root.edges + 10
                label.edges == card.edges + 5
            }
            root.layoutIfNeeded()
            card.removeFromSuperview()
            root.layoutIfNeeded()
            weakCard = card
        }
        expectIdentical(weakCard, nil)
    }

    @Test func twoThousandLevelsDeep() {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 10_000, height: 10_000)
        var parent = root
        var constraints: [LayoutConstraint] = []
        for level in 0..<2_000 {
            let child = View(name: "v\(level)")
            parent.addSubview(child)
            constraints.append(child.top == parent.top + 1)
            constraints.append(child.leading == parent.leading + 2)
            constraints += child.size == CGSize(width: 10, height: 5)
            parent = child
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        expectFrame(parent.frame, rect(2, 1, 10, 5))
        let frameInRoot = engineRect(parent)
        expectFrame(frameInRoot, rect(4_000, 2_000, 10, 5))
    }

    @Test func tenThousandSiblings() {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100_000)
        var constraints: [LayoutConstraint] = []
        var rows: [View] = []
        for index in 0..<10_000 {
            let row = View(name: "row\(index)")
            root.addSubview(row)
            rows.append(row)
            constraints += row.horizontalEdges == root.horizontalEdges
            constraints.append(row.height == 10)
            constraints.append(row.top == root.top + CGFloat(10 * index))
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        expectFrame(rows[9_999].frame, rect(0, 99_990, 100, 10))
        expectFrame(rows[5_000].frame, rect(0, 50_000, 100, 10))
    }

    /// The view's frame in root coordinates, summed up the ancestors.
    private func engineRect(_ view: View) -> CGRect {
        var frame = view.frame
        var current = view.superview
        while let parent = current, parent.superview != nil {
            frame = frame.offsetBy(dx: parent.frame.minX, dy: parent.frame.minY)
            current = parent.superview
        }
        return frame
    }

    /// The same layout gives bit-identical frames in another process: the
    /// engine makes its solver calls in tree and activation order, never in
    /// the order of a hashed collection (whose seed changes per process).
    @Test func framesAreBitIdenticalAcrossProcesses() throws {
        let here = Self.fingerprint()
        guard let other = ProcessInfo.processInfo.environment["ANCHOR_FRAME_FINGERPRINT"] else {
            let arguments = CommandLine.arguments.count > 1 && CommandLine.arguments[1].hasSuffix(".xctest")
                ? [CommandLine.arguments[1], "--testing-library", "swift-testing", "--filter", "framesAreBitIdentical"]
                : ["--testing-library", "swift-testing", "--filter", "framesAreBitIdentical"]
            var environment = ProcessInfo.processInfo.environment
            environment["ANCHOR_FRAME_FINGERPRINT"] = here
            let second = try ExternalProgram.run(
                URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]), arguments,
                reading: .neither, environment: environment)
            expectEqual(second.status, 0, "the second process computed other frames")
            return
        }
        expectEqual(here, other)
    }

    /// The bits of every frame of a layout with ties and fractions.
    static func fingerprint() -> String {
        var rng = SplitMix(state: 99)
        var state = LayoutState.random(&rng)
        let tree = LiveTree(state)
        tree.root.layoutIfNeeded()
        for _ in 0..<30 { state.mutate(&rng, tree) }
        tree.root.layoutIfNeeded()
        var bits: [String] = []
        for view in tree.views {
            let frame: CGRect = view.frame
            for value in [frame.minX, frame.minY, frame.width, frame.height] {
                bits.append(String(Double(value).bitPattern, radix: 16))
            }
        }
        return bits.joined(separator: ",")
    }
}
