import AnchorCore

// A typed Visual Format chain joins views, layout guides and gaps. Given a
// label's text where the label belongs, the compiler found no typing for the
// whole chain and tried every literal type in every `-` before giving up:
// 6.6 s for `|-8 - b - 8 - name - 8-|`, then "unable to type-check this
// expression in reasonable time". The overload below accepts the text as if
// it were the view, so the chain has a typing and the rest of it types as
// usual, and requires the chain's end to conform to `VFLMisplacedOperand`,
// which is unavailable with a message naming the mistake (see
// `SecondAnchorOnOneSide.swift`). It is the only one: every overload of `-`
// costs every correct chain type-checking time (six, for anchors and for
// what follows a mistake, made them 14% slower; this one costs about 5%).

/// The end of a chain that text follows, where a view belongs. Every
/// conformance is unavailable and carries the message the compiler shows.
///
///     withVFL(H: |-icon - 8 - title-|)  // title: the label, not its text
public protocol VFLMisplacedOperand {}

/// Unavailable: text where a view belongs, as in `icon - 8 - name` with
/// `name` a `String`.
@_alwaysEmitIntoClient public func - <First, Last: VFLMisplacedOperand>(lhs: VFLChain<First, Last>, rhs: String) -> VFLChain<First, VFLItem> {
    fatalError("unreachable: the conformance to VFLMisplacedOperand is unavailable")
}
