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
    // The operators consume their chains and add to them in place, so that
    // a token (and its view) is never copied while the chain is built: views
    // are weakly referenced by constraints, which sends every retain and
    // release of one through the runtime's slow path. They are inlinable so
    // that a chain's caller specializes and inlines them.
    @usableFromInline var tokens: [VFLToken]

    /// A chain of one view.
    @inlinable init(_ view: PlatformView) {
        tokens = Self.emptyTokens()
        tokens.append(.view(view))
    }

    /// A chain opened by `bound`.
    @inlinable init(_ bound: ParsedFormat.Bound) {
        tokens = Self.emptyTokens()
        tokens.append(.bound(bound))
    }

    /// A chain that starts with a gap (`16-|`).
    @inlinable init(gap connection: ParsedFormat.Connection) {
        tokens = Self.emptyTokens()
        tokens.append(.connection(connection))
    }

    @usableFromInline init(tokens: [VFLToken]) {
        self.tokens = tokens
    }

    /// This chain with a gap added at its end, in place.
    @inlinable consuming func appending<Result>(_ connection: ParsedFormat.Connection) -> VFLChain<First, Result> {
        tokens.append(.connection(connection))
        return VFLChain<First, Result>(tokens: tokens)
    }

    /// This chain with `view` added at its end after `connection` (none
    /// after a gap), in place.
    @inlinable consuming func appending<Result>(_ connection: ParsedFormat.Connection?, _ view: PlatformView) -> VFLChain<First, Result> {
        if let connection { tokens.append(.connection(connection)) }
        tokens.append(.view(view))
        return VFLChain<First, Result>(tokens: tokens)
    }

    /// This chain closed by `bound` after `connection` (none after a gap),
    /// in place.
    @inlinable consuming func appending<Result>(_ connection: ParsedFormat.Connection?, _ bound: ParsedFormat.Bound) -> VFLChain<First, Result> {
        if let connection { tokens.append(.connection(connection)) }
        tokens.append(.bound(bound))
        return VFLChain<First, Result>(tokens: tokens)
    }

    /// This chain's tokens, then `other`'s, with `connection` between two
    /// items that meet without a gap (standard spacing for `-`, flush for `|`).
    @inlinable consuming func joined<OtherFirst, OtherLast, Result>(
        _ other: consuming VFLChain<OtherFirst, OtherLast>, _ connection: ParsedFormat.Connection = .standard
    ) -> VFLChain<First, Result> {
        // By index: `first` and `last` would copy a token, and so retain its view.
        if let last = tokens.indices.last, let first = other.tokens.indices.first,
           !tokens[last].isConnection, !other.tokens[first].isConnection {
            tokens.append(.connection(connection))
        }
        // Moved, not copied: a copy would retain each view (and the release
        // of `other` release it again). Each slot moved from is left holding
        // a token that owns nothing, so that `other` is dropped without
        // touching any view.
        other.tokens.withUnsafeMutableBufferPointer { moved in
            guard let base = moved.baseAddress else { return }
            for index in moved.indices {
                tokens.append((base + index).move())
                (base + index).initialize(to: .connection(.flush))
            }
        }
        return VFLChain<First, Result>(tokens: tokens)
    }

    // Room for a row of four views with gaps and both bounds, so that a
    // chain grows in place while the operators build it.
    @inlinable static func emptyTokens() -> [VFLToken] {
        var tokens: [VFLToken] = []
        tokens.reserveCapacity(12)
        return tokens
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

/// One piece of a chain, in reading order: a bound at either end, views
/// (each followed by the predicates on its size), and the connections
/// between them. Flat, so that a view with a size costs no array.
@usableFromInline enum VFLToken {
    case bound(ParsedFormat.Bound)
    case view(PlatformView)
    /// A predicate on the size of the view before it.
    case size(ParsedFormat.Predicate<ParsedFormat.SizeObject>)
    case connection(ParsedFormat.Connection)

    @inlinable var isConnection: Bool {
        if case .connection = self { return true }
        return false
    }

    /// The token's view, unretained: read through this, a walk over a
    /// chain's tokens (which own their views) retains none of them.
    var unmanagedView: Unmanaged<PlatformView>? {
        if case let .view(view) = self { return .passUnretained(view) }
        return nil
    }
}
