import Foundation

/// UIKit's two-pass layout of multi-line labels: a label that wraps at the
/// width it is laid out at cannot know its height before the solver has
/// given it a width, and that width may depend on its height. So the
/// engine solves, wraps each such label at the width it got, updates its
/// intrinsic size in place (a constant change, not a rebuild), and solves
/// again, until no label's width moves.
extension LayoutEngine {
    /// The width `label` wraps at in this engine: the one the last layout of
    /// its tree settled at, or a fitting engine's own.
    func wrapWidth(of label: Label) -> CGFloat? {
        if case .fitting = mode, let width = fittingWrapWidths[ObjectIdentifier(label)] { return width }
        return label.automaticWrapWidth
    }

    private func setWrapWidth(_ width: CGFloat, of label: Label) {
        switch mode {
        case .frame: label.automaticWrapWidth = width
        case .fitting: fittingWrapWidths[ObjectIdentifier(label)] = width
        }
    }

    /// Wraps every automatic multi-line label at its solved width and
    /// solves again, up to `passLimit` times; labels still moving then are
    /// reported and the last frames kept.
    func settleLabels() {
        guard !labels.isEmpty else { return }
        var moving: [Label] = []
        var derived: [Derived] = []
        for _ in 0..<Self.passLimit {
            moving.removeAll(keepingCapacity: true)
            for unmanaged in labels {
                let label = unmanaged.takeUnretainedValue()
                guard label.wrapsAtLayoutWidth, label.rootView === root else { continue }
                let width = rect(of: label).width
                if wrapWidth(of: label) == width { continue }
                setWrapWidth(width, of: label)
                moving.append(label)
                derived.removeAll(keepingCapacity: true)
                appendIntrinsicSpecs(of: label, variables(of: label), to: &derived)
                for (key, spec, source) in derived { upsert(key, spec, source) }
            }
            guard !moving.isEmpty else { return }
            installPending()
            settleGuides()
        }
        LayoutDiagnostics.report(.labelsDidNotSettle(labels: moving.map(\.name), passes: Self.passLimit))
    }
}
