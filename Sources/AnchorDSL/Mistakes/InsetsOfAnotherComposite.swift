import AnchorCore

// Each composite takes its own inset type (`edges` takes `LayoutInsets`,
// `center` an `Offset`, …). Given another, the compiler said "requires that
// 'Offset' conform to 'LayoutNumber'", which points the wrong way. These
// unavailable overloads cost correct code nothing (the compiler tries them
// only once everything else failed) and say which insets go where. An
// overload that accepts the insets and requires an unavailable conformance
// (as in `SecondAnchorOnOneSide.swift`) named the composite, but made
// `center` lines on UIKit, where `center` is also a `CGPoint`, 40% slower to
// type-check (14 ms to 20 ms).

/// Unavailable: insets of another composite, as `b.center + LayoutInsets(8)`.
@available(*, unavailable, message: "each composite takes its own insets: 'edges' take 'LayoutInsets' (or UIKit's and AppKit's edge insets), 'horizontalEdges' 'HorizontalInsets', 'verticalEdges' 'VerticalInsets', 'center' an 'Offset', 'size' a 'CGSize'")
@_alwaysEmitIntoClient
public func + <O: CompositeOperand, Insets: CompositeInsets>(lhs: O, rhs: Insets) -> CompositeExpression<O.Anchors> {
    fatalError("unavailable")
}

/// Unavailable: insets of another composite, as `b.edges - Offset(x: 1, y: 1)`.
@available(*, unavailable, message: "each composite takes its own insets: 'edges' take 'LayoutInsets' (or UIKit's and AppKit's edge insets), 'horizontalEdges' 'HorizontalInsets', 'verticalEdges' 'VerticalInsets', 'center' an 'Offset', 'size' a 'CGSize'")
@_alwaysEmitIntoClient
public func - <O: CompositeOperand, Insets: CompositeInsets>(lhs: O, rhs: Insets) -> CompositeExpression<O.Anchors> {
    fatalError("unavailable")
}
