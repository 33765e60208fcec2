extension LayoutEngine {
    /// Whether anything was noted since the last `update()`: a cell that
    /// sized itself and finds nothing changed keeps its size.
    var hasPendingChanges: Bool {
        needsFullSync || needsSettling || !dirtyConstraints.isEmpty || !dirtyViews.isEmpty || !textPass.remeasured.isEmpty
    }
}
