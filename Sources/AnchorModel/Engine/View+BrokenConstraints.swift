extension View {
    /// The constraints that the last layout of this view's tree left broken
    /// (active but not enforced, because they conflict with required ones),
    /// in the order they broke, each described with where it was written.
    /// Empty before the first layout. Unlike the report, which is made once
    /// per breakage, this is the state, which a fresh engine laid out in
    /// the same state gives too.
    package var brokenConstraintDescriptions: [String] {
        guard let engine = rootView.engine else { return [] }
        return engine.broken.map(engine.describe)
    }
}
