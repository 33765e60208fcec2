import AnchorCore
import Foundation

/// One piece of a typed chain, in reading order: a bound at either end,
/// views (each followed by the predicates on its size), and the connections
/// between them.
///
/// A token is plain data: the views and guides it names are held as
/// `Unmanaged` references that the chain's `VFLTokenBuffer` owns (one retain
/// each, released when the buffer goes away). Tokens therefore move and
/// copy as bytes, where an enum holding references would retain and release
/// each view (on the runtime's slow path, as constraints reference views
/// weakly) every time a token moves.
@usableFromInline enum VFLToken {
    /// The superview's edge: `|`, and the edge of `|-` and `-|`.
    case edge
    /// A layout guide at an end of the chain (owned by the buffer).
    case guide(Unmanaged<PlatformLayoutGuide>)
    /// A view (owned by the buffer).
    case view(Unmanaged<PlatformView>)
    /// A number, with relation and priority, for the size of the view before it.
    case size(ParsedFormat.Predicate<CGFloat>)
    /// A relation to another view's size (owned by the buffer), for the size
    /// of the view before it.
    case sizeOfView(Relation, Unmanaged<PlatformView>, Priority)
    /// Standard spacing: `-` between two items.
    case standard
    /// No space: `|` between two views, or nothing written.
    case flush
    /// A number, with relation and priority, between two items.
    case gap(ParsedFormat.Predicate<CGFloat>)

    /// A token for `view`, retained for the buffer it must go into.
    @_alwaysEmitIntoClient static func owning(_ view: PlatformView) -> VFLToken {
        .view(.passRetained(view))
    }

    /// A token for `guide`, retained for the buffer it must go into.
    @_alwaysEmitIntoClient static func owning(_ guide: PlatformLayoutGuide) -> VFLToken {
        .guide(.passRetained(guide))
    }

    /// A size related to `relation.view`'s, retained for the buffer it must
    /// go into.
    @_alwaysEmitIntoClient static func owning(_ relation: VFLViewRelation) -> VFLToken {
        .sizeOfView(relation.relation, .passRetained(relation.view), relation.priority)
    }

    @_alwaysEmitIntoClient var isConnection: Bool {
        switch self {
        case .standard, .flush, .gap: true
        case .edge, .guide, .view, .size, .sizeOfView: false
        }
    }

    /// Retains the reference this token owns, for a second buffer.
    @_alwaysEmitIntoClient func retainOwned() {
        switch self {
        case let .guide(guide): _ = guide.retain()
        case let .view(view), let .sizeOfView(_, view, _): _ = view.retain()
        case .edge, .size, .standard, .flush, .gap: break
        }
    }

    /// Releases the reference this token owns, as its buffer goes away.
    @_alwaysEmitIntoClient func releaseOwned() {
        switch self {
        case let .guide(guide): guide.release()
        case let .view(view), let .sizeOfView(_, view, _): view.release()
        case .edge, .size, .standard, .flush, .gap: break
        }
    }
}
