import Foundation

// Positions have no constant-only form (UIKit has none either). These
// unavailable overloads exist only to turn the compiler's generic complaint
// ("requires that 'XAxisAnchor' conform to 'BinaryInteger'") into one that
// says what to write instead. They cost no measurable type-checking time
// (`Benchmarks typecheck`).

/// Unavailable: a position is related to another anchor, never to a bare number.
@available(*, unavailable, message: "a position cannot be related to a constant; relate it to another anchor, as in 'a.left == b.left + 10'")
@_alwaysEmitIntoClient
public func == <L: LayoutOperand, N: LayoutNumber>(lhs: L, rhs: N) -> LayoutConstraint where L.Anchor == XAxisAnchor {
    fatalError("unavailable")
}

/// Unavailable: a position is related to another anchor, never to a bare number.
@available(*, unavailable, message: "a position cannot be related to a constant; relate it to another anchor, as in 'a.left == b.left + 10'")
@_alwaysEmitIntoClient
public func <= <L: LayoutOperand, N: LayoutNumber>(lhs: L, rhs: N) -> LayoutConstraint where L.Anchor == XAxisAnchor {
    fatalError("unavailable")
}

/// Unavailable: a position is related to another anchor, never to a bare number.
@available(*, unavailable, message: "a position cannot be related to a constant; relate it to another anchor, as in 'a.left == b.left + 10'")
@_alwaysEmitIntoClient
public func >= <L: LayoutOperand, N: LayoutNumber>(lhs: L, rhs: N) -> LayoutConstraint where L.Anchor == XAxisAnchor {
    fatalError("unavailable")
}

/// Unavailable: a position is related to another anchor, never to a bare number.
@available(*, unavailable, message: "a position cannot be related to a constant; relate it to another anchor, as in 'a.top == b.top + 10'")
@_alwaysEmitIntoClient
public func == <L: LayoutOperand, N: LayoutNumber>(lhs: L, rhs: N) -> LayoutConstraint where L.Anchor == YAxisAnchor {
    fatalError("unavailable")
}

/// Unavailable: a position is related to another anchor, never to a bare number.
@available(*, unavailable, message: "a position cannot be related to a constant; relate it to another anchor, as in 'a.top == b.top + 10'")
@_alwaysEmitIntoClient
public func <= <L: LayoutOperand, N: LayoutNumber>(lhs: L, rhs: N) -> LayoutConstraint where L.Anchor == YAxisAnchor {
    fatalError("unavailable")
}

/// Unavailable: a position is related to another anchor, never to a bare number.
@available(*, unavailable, message: "a position cannot be related to a constant; relate it to another anchor, as in 'a.top == b.top + 10'")
@_alwaysEmitIntoClient
public func >= <L: LayoutOperand, N: LayoutNumber>(lhs: L, rhs: N) -> LayoutConstraint where L.Anchor == YAxisAnchor {
    fatalError("unavailable")
}
