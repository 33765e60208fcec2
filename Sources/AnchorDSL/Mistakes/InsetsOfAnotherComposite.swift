import AnchorModel
import Foundation

// Each composite takes its own inset type (`edges` takes `EdgeInsets`,
// `center` an `Offset`, …). Given another, the compiler used to say
// "binary operator '+' cannot be applied", and since numbers became
// `LayoutNumber`s it says "requires that 'Offset' conform to 'LayoutNumber'",
// which points the wrong way. The overloads below accept any inset type and
// require its conformance to `InsetsOfAnotherComposite`, which is
// unavailable with a message saying which composite the insets belong to
// (see `SecondAnchorOnOneSide.swift`). When the insets fit, the overloads
// of `CompositeOperators.swift` are chosen: they need no unavailable
// conformance.

/// Insets added to a composite they do not belong to, as in
/// `a.center == b.center + EdgeInsets(8)`. Every conformance is unavailable
/// and names the composite the insets belong to.
///
///     a.center == b.center + Offset(x: 0, y: 4)
public protocol InsetsOfAnotherComposite {}

/// Unavailable: `b.center + EdgeInsets(8)`, `b.size + Offset(x: 1, y: 1)`.
@inlinable public func + <O: CompositeOperand, Insets: CompositeInsets & InsetsOfAnotherComposite>(
    lhs: O, rhs: Insets
) -> CompositeExpression<O.Anchors> {
    fatalError("unreachable: the conformance to InsetsOfAnotherComposite is unavailable")
}

/// Unavailable: `b.edges - Offset(x: 1, y: 1)`.
@inlinable public func - <O: CompositeOperand, Insets: CompositeInsets & InsetsOfAnotherComposite>(
    lhs: O, rhs: Insets
) -> CompositeExpression<O.Anchors> {
    fatalError("unreachable: the conformance to InsetsOfAnotherComposite is unavailable")
}
