import AnchorCore

// `a.width == "44"` got "referencing operator function '==' on
// 'StringProtocol' requires that 'DimensionAnchor' conform to
// 'StringProtocol'". These unavailable overloads cost correct code nothing
// (the compiler tries them only once everything else failed) and say what
// is wrong.

/// Unavailable: `a.width == "44"`.
@available(*, unavailable, message: "a constant is a number (an Int, Double, Float or CGFloat), not text")
@_alwaysEmitIntoClient
public func == <L: LayoutOperand>(lhs: L, rhs: String) -> LayoutConstraint {
    fatalError("unavailable")
}

/// Unavailable: `a.width <= "44"`.
@available(*, unavailable, message: "a constant is a number (an Int, Double, Float or CGFloat), not text")
@_alwaysEmitIntoClient
public func <= <L: LayoutOperand>(lhs: L, rhs: String) -> LayoutConstraint {
    fatalError("unavailable")
}

/// Unavailable: `a.width >= "44"`.
@available(*, unavailable, message: "a constant is a number (an Int, Double, Float or CGFloat), not text")
@_alwaysEmitIntoClient
public func >= <L: LayoutOperand>(lhs: L, rhs: String) -> LayoutConstraint {
    fatalError("unavailable")
}
