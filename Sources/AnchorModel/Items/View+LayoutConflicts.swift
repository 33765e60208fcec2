/// What `AnchorDSLTesting` asks of a laid-out tree's engine: which
/// constraints the last layout could not satisfy, and a fresh start between
/// the variants of a device matrix.
extension View {
    /// The constraints of this view's tree that are broken now (active, and
    /// not enforced because they conflict with others), in the order they
    /// broke, each with the names of the views it relates (a guide counts as
    /// its view). Unlike `LayoutDiagnostics`, which says each breakage once,
    /// this is the state after the last layout; it reports nothing.
    package var brokenConstraints: [(description: String, views: [String])] {
        guard let engine = rootView.engine else { return [] }
        return engine.broken.compactMap { key in
            guard let entry = engine.entries[key] else { return nil }
            switch entry.source {
            case let .constraint(constraint):
                return (engine.describe(key), constraint.items.map { $0.modelOwner?.name ?? $0.name })
            case let .structural(item, _, _, _):
                return (engine.describe(key), [item])
            }
        }
    }

    /// Forgets the root's engine, so that the next layout builds one from the
    /// constraints alone: which constraint a conflict breaks, and where an
    /// ambiguous view rests, depend on the engine's history, and a device
    /// matrix must judge each variant as if it were laid out first. The
    /// labels forget the width they last wrapped at, for the same reason.
    package func discardLayoutEngine() {
        let root = rootView
        root.engine = nil
        for view in root.descendantsAndSelf where view.wrapsAtLayoutWidth { view.automaticWrapWidth = nil }
    }
}
