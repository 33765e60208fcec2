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
    @usableFromInline var buffer: VFLTokenBuffer

    /// A chain of one token, with room for a row of four views with gaps and
    /// both bounds, so that it grows in place while the operators build it.
    @_alwaysEmitIntoClient init(_ token: VFLToken) {
        buffer = .make(minimumCapacity: 12)
        buffer.appendUnchecked(token)
    }

    @usableFromInline init(buffer: VFLTokenBuffer) {
        self.buffer = buffer
    }

    /// Adds `token` at the end, copying the tokens first if another chain
    /// shares them (a chain kept in a variable and extended twice).
    @_alwaysEmitIntoClient mutating func append(_ token: VFLToken) {
        reserve(1)
        buffer.appendUnchecked(token)
    }

    /// This chain with `token` added at its end, in place.
    @_alwaysEmitIntoClient consuming func appending<Result>(_ token: VFLToken) -> VFLChain<First, Result> {
        append(token)
        return VFLChain<First, Result>(buffer: buffer)
    }

    /// This chain with `connection`, then `token`, added at its end, in place.
    @_alwaysEmitIntoClient consuming func appending<Result>(_ connection: VFLToken, _ token: VFLToken) -> VFLChain<First, Result> {
        reserve(2)
        buffer.appendUnchecked(connection)
        buffer.appendUnchecked(token)
        return VFLChain<First, Result>(buffer: buffer)
    }

    /// This chain's tokens, then `other`'s, with `connection` between two
    /// items that meet without a gap (`.standard` for `-`, `.flush` for `|`).
    @_alwaysEmitIntoClient consuming func joined<OtherFirst, OtherLast, Result>(
        _ other: consuming VFLChain<OtherFirst, OtherLast>, _ connection: VFLToken = .standard
    ) -> VFLChain<First, Result> {
        if let last = buffer.last, let first = other.buffer.first, !last.isConnection, !first.isConnection {
            append(connection)
        }
        reserve(other.buffer.count)
        if isKnownUniquelyReferenced(&other.buffer) {
            buffer.moveTokens(from: other.buffer)
        } else {
            buffer.copyTokens(from: other.buffer)
        }
        return VFLChain<First, Result>(buffer: buffer)
    }

    /// Makes room for `count` more tokens in a buffer of this chain's own.
    @_alwaysEmitIntoClient mutating func reserve(_ count: Int) {
        let isUnique = isKnownUniquelyReferenced(&buffer)
        if isUnique, count <= buffer.freeCapacity { return }
        buffer = buffer.resized(minimumCapacity: buffer.count + count, moving: isUnique)
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
