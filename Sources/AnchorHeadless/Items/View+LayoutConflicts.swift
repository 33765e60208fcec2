import Foundation

/// What `AnchorDSLTesting` asks of a laid-out tree's engine: which
/// constraints the last layout could not satisfy, and a fresh start between
/// the variants of a device matrix.
extension View {
    /// The constraints of this view's tree that are broken now (active, and
    /// not enforced because they conflict with others), in the order they
    /// broke, each with the names of the views it relates (a guide counts as
    /// its view) and the rest of the conflict. Unlike `LayoutDiagnostics`, which says each breakage once,
    /// this is the state after the last layout; it reports nothing.
    package var brokenConstraints: [BrokenConstraint] {
        guard let engine = rootView.engine else { return [] }
        return engine.broken.compactMap { key in
            guard let entry = engine.entries[key] else { return nil }
            let others = engine.conflictsOfBroken[key] ?? []
            let conflicting = others.map(engine.describe)
            var rects: [CGRect] = []
            for other in [key] + others {
                guard case let .constraint(constraint)? = engine.entries[other]?.source else { continue }
                for item in constraint.items {
                    if let rect = rectInPicture(of: item), !rects.contains(rect) { rects.append(rect) }
                }
            }
            switch entry.source {
            case let .constraint(constraint):
                let names = constraint.items.map { $0.modelOwner?.name ?? $0.name }
                return BrokenConstraint(
                    description: engine.describe(key), views: names, conflicting: conflicting,
                    overlay: .conflict(views: rects, anchors: anchorPoints(of: constraint)))
            case let .structural(item, _, _, _):
                return BrokenConstraint(
                    description: engine.describe(key), views: [item], conflicting: conflicting,
                    overlay: .conflict(views: rects, anchors: []))
            }
        }
    }

    /// The points a constraint's anchors name in a picture of this view.
    private func anchorPoints(of constraint: LayoutConstraint) -> [CGPoint] {
        let anchors: [(item: (any LayoutItem)?, attribute: LayoutAttribute?)] =
            [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
        return anchors.compactMap { item, attribute in
            guard let item, let attribute, let rect = rectInPicture(of: item) else { return nil }
            let owner = item.modelOwner
            let baseline: CGFloat? = switch attribute {
            case .firstBaseline: owner?.firstBaselineOffsetFromTop
            case .lastBaseline: owner.map { $0.frame.height - $0.lastBaselineOffsetFromBottom }
            default: nil
            }
            return View.anchorPoint(
                of: attribute, in: rect, direction: owner?.layoutDirection ?? .leftToRight, baseline: baseline)
        }
    }

    /// Another frame an ambiguous `view` of this tree could rest at, in a
    /// picture of this view; nil if its frame is determined.
    package func alternativeRectInPicture(of view: View) -> CGRect? {
        let engine = layoutEngine
        engine.update()
        // Read before the probes move anything: both in root coordinates.
        let own = engine.variables(of: self).rect(in: engine.solver)
        return engine.alternativeRect(of: view, distance: 16)?.offsetBy(dx: -own.minX, dy: -own.minY)
    }

    /// Rests the undetermined frames of this root's tree where UIKit's rest
    /// (sizes at their intrinsic size or 0, never inside out; positions at
    /// the superview's origin: UndeterminedRest.swift), now and at every
    /// later layout of its engine, and writes the frames. Returns each view
    /// whose frame is undetermined, with the unknowns that can move (`x`,
    /// `y`, `width`, `height`). A tree never laid out is left alone.
    package func restUndeterminedFrames() -> [(view: View, movable: [String])] {
        guard let engine = rootView.engine else { return [] }
        return engine.restUndeterminedFrames()
    }

    /// Runs `body` with the frames of this root's tree written where the
    /// constraints come nearest to every bound (pulled below every
    /// priority: only what the constraints leave open moves), then puts the
    /// frames back: whatever still holds there holds wherever the
    /// undetermined frames are.
    package func withFramesPulled<Result>(toward bounds: [FrameBound], _ body: () -> Result) -> Result {
        guard let engine = rootView.engine, !bounds.isEmpty else { return body() }
        return engine.withPulls(toward: bounds, body)
    }

    /// Forgets the root's engine, so that the next layout builds one from the
    /// constraints alone: which constraint a conflict breaks, and where an
    /// ambiguous view rests, depend on the engine's history, and a device
    /// matrix must judge each variant as if it were laid out first. The
    /// labels forget the width they last wrapped at, for the same reason.
    /// The new engine lays out for the checks from the start, with ties as
    /// UIKit's engine sees them (TiedLabels.swift), so that the checks do
    /// not settle the labels a second time.
    package func discardLayoutEngineForChecks() {
        let root = rootView
        root.engine = nil
        for view in root.descendantsAndSelf where view.wrapsAtLayoutWidth { view.automaticWrapWidth = nil }
        root.layoutEngine.setWeighsTies(false)
    }
}

/// A constraint the engine does not enforce, as the checks show it.
package struct BrokenConstraint {
    /// Its description, with where it was written.
    package let description: String
    /// The names of the views it relates.
    package let views: [String]
    /// The descriptions of the other constraints of its conflict.
    package let conflicting: [String]
    /// The conflict's views and the broken constraint's anchors, for a picture of the root.
    package let overlay: PictureOverlay
}
