/// A row or column of a typed Visual Format chain, built with `-`, `|`,
/// `|-` and `-|` from views, gaps and bounds, and turned into constraints by
/// `withVFL(H:)` or `withVFL(V:)`.
///
/// `First` and `Last` say what the chain starts and ends with (`VFLItem`,
/// `VFLSpace` or `VFLBoundary`), so that a malformed chain (a gap at an end,
/// two gaps in a row, anything after a closed end) does not compile:
///
///     let row: VFLChain<VFLBoundary, VFLBoundary> = |-icon - 8 - name-|
public struct VFLChain<First, Last> {
    var tokens: [VFLToken]

    init(_ tokens: [VFLToken]) {
        self.tokens = tokens
    }

    /// This chain's tokens, then `other`'s, with `connection` between two
    /// items that meet without a gap (standard spacing for `-`, flush for `|`).
    consuming func joined<OtherFirst, OtherLast, Result>(
        _ other: VFLChain<OtherFirst, OtherLast>, _ connection: ParsedFormat.Connection = .standard
    ) -> VFLChain<First, Result> {
        var tokens = self.tokens
        tokens.reserveCapacity(tokens.count + other.tokens.count + 1)
        if tokens.last?.isConnection == false, other.tokens.first?.isConnection == false {
            tokens.append(.connection(connection))
        }
        tokens.append(contentsOf: other.tokens)
        return VFLChain<First, Result>(tokens)
    }
}

/// What a chain starts or ends with: a view (more may follow).
public enum VFLItem {}
/// What a chain starts or ends with: a gap next to a view (a view or a
/// bound may follow).
public enum VFLSpace {}
/// What a chain ends with: a gap right after its opening bound (`|-16`,
/// `guide - 16`); only a view may follow, so that a chain of bounds and
/// gaps alone (`guide - 8 - otherGuide`) does not compile.
public enum VFLEdgeSpace {}

/// The kinds of gap a view may follow.
///
///     func endsWithGap<F, G: VFLGapEnd>(_ chain: VFLChain<F, G>) {}
public protocol VFLGapEnd {}
extension VFLSpace: VFLGapEnd {}
extension VFLEdgeSpace: VFLGapEnd {}
/// What a chain starts or ends with: `|`, `|-`, `-|` or a layout guide
/// (nothing may follow).
public enum VFLBoundary {}

/// The kinds a chain may start or end with inside a longer chain: a view or
/// a gap, not a closed boundary.
///
///     func joinable<K: VFLInnerEnd>(_ chain: VFLChain<K, VFLItem>) {}
public protocol VFLInnerEnd {}
extension VFLItem: VFLInnerEnd {}
extension VFLSpace: VFLInnerEnd {}

/// The kinds a complete chain may start or end with: a view or a closed
/// boundary, never a gap.
///
///     func complete<F: VFLOuterEnd, L: VFLOuterEnd>(_ chain: VFLChain<F, L>) {}
public protocol VFLOuterEnd {}
extension VFLItem: VFLOuterEnd {}
extension VFLBoundary: VFLOuterEnd {}

/// One piece of a chain, in reading order: a bound at either end, views, and
/// the connections between them.
enum VFLToken {
    case bound(ParsedFormat.Bound)
    case view(PlatformView, [ParsedFormat.Predicate<ParsedFormat.SizeObject>])
    case connection(ParsedFormat.Connection)

    var isConnection: Bool {
        if case .connection = self { return true }
        return false
    }
}
