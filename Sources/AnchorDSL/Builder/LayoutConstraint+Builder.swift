extension LayoutConstraint {
    /// Builds the constraints and activates all of them, or none: problems are
    /// reported to `LayoutDiagnostics` (logged by default). Returns them either way.
    ///
    ///     LayoutConstraint.activate { card.edges == root.safeAreaLayoutGuide.edges + 16 }
    @discardableResult
    public static func activate(@ConstraintBuilder _ constraints: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        let built = constraints()
        activate(built)
        return built
    }

    /// Builds the constraints and activates all of them, or throws the first
    /// problem and activates none.
    ///
    ///     try LayoutConstraint.activateOrThrow { card.top == root.top + 8 }
    @discardableResult
    public static func activateOrThrow(
        @ConstraintBuilder _ constraints: () -> [LayoutConstraint]
    ) throws(LayoutError) -> [LayoutConstraint] {
        let built = constraints()
        try activateOrThrow(built)
        return built
    }

    /// Builds constraints without activating them, for activating later or
    /// inspecting in tests.
    ///
    ///     let layout = LayoutConstraint.build { card.width == 100 }
    public static func build(@ConstraintBuilder _ constraints: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        constraints()
    }
}
