// A statement a builder cannot take (`a.width + 8`, `a.addSubview(b)`, a
// constraint in a stack) got "no exact matches in call to static method
// 'buildExpression'", which names the builder's machinery, not the
// statement. These catch-alls are unavailable: the compiler considers them
// only after every other overload failed, so correct statements type-check
// as before, and a wrong one gets their message.

extension ConstraintBuilder {
    /// Unavailable: a statement that is neither a constraint nor an array of
    /// them, as `a.width + 8` or `a.addSubview(b)`.
    @available(*, unavailable, message: "a constraint builder takes constraints ('a.width == b.width + 8') and arrays of them ('a.edges == b.edges'); this statement is neither")
    @_alwaysEmitIntoClient
    public static func buildExpression<Statement>(_ statement: Statement) -> [LayoutConstraint] {
        fatalError("unavailable")
    }
}

extension StackBuilder {
    /// Unavailable: a statement that is not a view, a layout guide or a
    /// `StackSpacing`, as a constraint or a label's text.
    @available(*, unavailable, message: "a stack takes views, layout guides and 'StackSpacing(…)'; constraints go in 'LayoutConstraint.activate { … }' beside it")
    @_alwaysEmitIntoClient
    public static func buildExpression<Statement>(_ statement: Statement) -> [StackElement] {
        fatalError("unavailable")
    }
}
