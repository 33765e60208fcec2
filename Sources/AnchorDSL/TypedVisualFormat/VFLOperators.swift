import AnchorCore

// The typed Visual Format operators. Every parameter is a concrete type
// (`View`, `LayoutGuide`, `VFLConstant` or `VFLChain<…>`), never a bare
// generic `T: Protocol`: a number literal then has exactly one place to go
// (`VFLConstant`), and the compiler rejects every other overload of `-` at
// once instead of trying each literal type. With generic parameters a chain
// of a few views and numbers took the compiler several times as long, and
// a longer one did not type-check at all (measured in the Performance
// article).
// They are `@_alwaysEmitIntoClient`, so that a caller specializes them (`VFLChain`).

prefix operator |-
postfix operator -|
prefix operator |
postfix operator |
prefix operator ==
prefix operator <=
prefix operator >=

// MARK: Gaps and views joined with `-`

/// Two views with standard spacing between them.
///
///     withVFL(H: icon - name)
@_alwaysEmitIntoClient public func - (lhs: PlatformView, rhs: PlatformView) -> VFLChain<VFLItem, VFLItem> {
    VFLChain<VFLItem, VFLItem>(.owning(lhs)).appending(.standard, .owning(rhs))
}

/// A view, then a gap.
///
///     withVFL(H: icon - 8 - name)
@_alwaysEmitIntoClient public func - (lhs: PlatformView, rhs: VFLConstant) -> VFLChain<VFLItem, VFLSpace> {
    VFLChain<VFLItem, VFLItem>(.owning(lhs)).appending(.gap(rhs.predicate))
}

/// A view, then a chain that starts with a view or a gap.
///
///     withVFL(H: icon - name-|)
@_alwaysEmitIntoClient public func - <First: VFLInnerEnd, Last>(lhs: PlatformView, rhs: consuming VFLChain<First, Last>) -> VFLChain<VFLItem, Last> {
    VFLChain<VFLItem, VFLItem>(.owning(lhs)).joined(consume rhs)
}

/// A view, then a layout guide that closes the chain.
///
///     withVFL(H: icon - guide)
@_alwaysEmitIntoClient public func - (lhs: PlatformView, rhs: PlatformLayoutGuide) -> VFLChain<VFLItem, VFLBoundary> {
    VFLChain<VFLItem, VFLItem>(.owning(lhs)).appending(.standard, .owning(rhs))
}

/// A chain that ends with a view, then another view.
///
///     withVFL(H: |-icon - name)
@_alwaysEmitIntoClient public func - <First>(lhs: consuming VFLChain<First, VFLItem>, rhs: PlatformView) -> VFLChain<First, VFLItem> {
    (consume lhs).appending(.standard, .owning(rhs))
}

/// A chain that ends with a view, then a gap.
///
///     withVFL(H: |-icon - 8 - name)
@_alwaysEmitIntoClient public func - <First>(lhs: consuming VFLChain<First, VFLItem>, rhs: VFLConstant) -> VFLChain<First, VFLSpace> {
    (consume lhs).appending(.gap(rhs.predicate))
}

/// A chain that ends with a view, then one that starts with a view or a gap.
///
///     withVFL(H: |-icon - name-|)
@_alwaysEmitIntoClient public func - <First, OtherFirst: VFLInnerEnd, Last>(
    lhs: consuming VFLChain<First, VFLItem>, rhs: consuming VFLChain<OtherFirst, Last>
) -> VFLChain<First, Last> {
    (consume lhs).joined(consume rhs)
}

/// A chain that ends with a view, then a layout guide that closes it.
///
///     withVFL(H: |-icon - 8 - guide)
@_alwaysEmitIntoClient public func - <First>(lhs: consuming VFLChain<First, VFLItem>, rhs: PlatformLayoutGuide) -> VFLChain<First, VFLBoundary> {
    (consume lhs).appending(.standard, .owning(rhs))
}

/// A chain that ends with a gap, then a view.
///
///     withVFL(H: |-16 - icon)
@_alwaysEmitIntoClient public func - <First, Gap: VFLGapEnd>(lhs: consuming VFLChain<First, Gap>, rhs: PlatformView) -> VFLChain<First, VFLItem> {
    (consume lhs).appending(.owning(rhs))
}

/// A chain that ends with a gap, then one that starts with a view.
///
///     withVFL(H: |-16 - icon - 8 - name-|)
@_alwaysEmitIntoClient public func - <First, Gap: VFLGapEnd, Last>(
    lhs: consuming VFLChain<First, Gap>, rhs: consuming VFLChain<VFLItem, Last>
) -> VFLChain<First, Last> {
    (consume lhs).joined(consume rhs)
}

/// A chain that ends with a gap after a view, then a layout guide that
/// closes it (a gap right after the opening bound cannot be closed: a chain
/// needs a view).
///
///     withVFL(H: guide - 16 - icon - 16 - guide)
@_alwaysEmitIntoClient public func - <First>(lhs: consuming VFLChain<First, VFLSpace>, rhs: PlatformLayoutGuide) -> VFLChain<First, VFLBoundary> {
    (consume lhs).appending(.owning(rhs))
}

/// A layout guide that opens the chain, then a view (standard spacing: 0
/// from a margins guide, 8 from any other guide).
///
///     withVFL(H: guide - icon)
@_alwaysEmitIntoClient public func - (lhs: PlatformLayoutGuide, rhs: PlatformView) -> VFLChain<VFLBoundary, VFLItem> {
    VFLChain<VFLBoundary, VFLBoundary>(.owning(lhs)).appending(.standard, .owning(rhs))
}

/// A layout guide that opens the chain, then a gap.
///
///     withVFL(H: guide - 16 - icon)
@_alwaysEmitIntoClient public func - (lhs: PlatformLayoutGuide, rhs: VFLConstant) -> VFLChain<VFLBoundary, VFLEdgeSpace> {
    VFLChain<VFLBoundary, VFLBoundary>(.owning(lhs)).appending(.gap(rhs.predicate))
}

/// A layout guide that opens the chain, then a chain that starts with a view.
///
///     withVFL(H: guide - (icon - 8 - name))
@_alwaysEmitIntoClient public func - <Last>(lhs: PlatformLayoutGuide, rhs: consuming VFLChain<VFLItem, Last>) -> VFLChain<VFLBoundary, Last> {
    VFLChain<VFLBoundary, VFLBoundary>(.owning(lhs)).joined(consume rhs)
}

// MARK: Flush views joined with `|`

/// Two views with no space between them.
///
///     withVFL(V: title | subtitle)
@_alwaysEmitIntoClient public func | (lhs: PlatformView, rhs: PlatformView) -> VFLChain<VFLItem, VFLItem> {
    VFLChain<VFLItem, VFLItem>(.owning(lhs)).appending(.flush, .owning(rhs))
}

/// A chain that ends with a view, then a view flush against it.
///
///     withVFL(V: |title | subtitle)
@_alwaysEmitIntoClient public func | <First>(lhs: consuming VFLChain<First, VFLItem>, rhs: PlatformView) -> VFLChain<First, VFLItem> {
    (consume lhs).appending(.flush, .owning(rhs))
}

/// A view, then a chain that starts with a view flush against it.
///
///     withVFL(V: title | subtitle-|)
@_alwaysEmitIntoClient public func | <Last>(lhs: PlatformView, rhs: consuming VFLChain<VFLItem, Last>) -> VFLChain<VFLItem, Last> {
    VFLChain<VFLItem, VFLItem>(.owning(lhs)).joined(consume rhs, .flush)
}

/// A chain that ends with a view, then one that starts with a view flush
/// against it.
///
///     withVFL(V: |title | subtitle|)
@_alwaysEmitIntoClient public func | <First, Last>(
    lhs: consuming VFLChain<First, VFLItem>, rhs: consuming VFLChain<VFLItem, Last>
) -> VFLChain<First, Last> {
    (consume lhs).joined(consume rhs, .flush)
}

// MARK: The superview's edges

/// Standard spacing from the superview's edge: its layout margins, as UIKit
/// relates `|-[view]`.
///
///     withVFL(H: |-icon - name-|)
@_alwaysEmitIntoClient public prefix func |- (view: PlatformView) -> VFLChain<VFLBoundary, VFLItem> {
    VFLChain<VFLBoundary, VFLBoundary>(.edge).appending(.standard, .owning(view))
}

/// Standard spacing from the superview's edge, then a chain that starts with
/// a view.
///
///     withVFL(H: |-icon.where(==44) - name)
@_alwaysEmitIntoClient public prefix func |- <Last>(chain: consuming VFLChain<VFLItem, Last>) -> VFLChain<VFLBoundary, Last> {
    VFLChain<VFLBoundary, VFLBoundary>(.edge).joined(consume chain)
}

/// A gap measured from the superview's edge (not from its margins).
///
///     withVFL(H: |-16 - icon)
@_alwaysEmitIntoClient public prefix func |- (gap: VFLConstant) -> VFLChain<VFLBoundary, VFLEdgeSpace> {
    VFLChain<VFLBoundary, VFLBoundary>(.edge).appending(.gap(gap.predicate))
}

/// Standard spacing to the superview's edge: its layout margins.
///
///     withVFL(H: |-icon - name-|)
@_alwaysEmitIntoClient public postfix func -| (view: PlatformView) -> VFLChain<VFLItem, VFLBoundary> {
    VFLChain<VFLItem, VFLItem>(.owning(view)).appending(.standard, .edge)
}

/// A chain that ends with a view, then standard spacing to the superview's
/// edge.
///
///     withVFL(H: |-icon - name.where(>=80)-|)
@_alwaysEmitIntoClient public postfix func -| <First>(chain: consuming VFLChain<First, VFLItem>) -> VFLChain<First, VFLBoundary> {
    (consume chain).appending(.standard, .edge)
}

/// A gap measured to the superview's edge.
///
///     withVFL(H: icon - 16-|)
@_alwaysEmitIntoClient public postfix func -| (gap: VFLConstant) -> VFLChain<VFLSpace, VFLBoundary> {
    VFLChain<VFLSpace, VFLSpace>(.gap(gap.predicate)).appending(.edge)
}

/// Flush against the superview's leading (or top) edge.
///
///     withVFL(H: |icon|)
@_alwaysEmitIntoClient public prefix func | (view: PlatformView) -> VFLChain<VFLBoundary, VFLItem> {
    VFLChain<VFLBoundary, VFLBoundary>(.edge).appending(.flush, .owning(view))
}

/// Flush against the superview's leading (or top) edge, then the rest.
///
///     withVFL(V: |title | subtitle)
@_alwaysEmitIntoClient public prefix func | <Last>(chain: consuming VFLChain<VFLItem, Last>) -> VFLChain<VFLBoundary, Last> {
    VFLChain<VFLBoundary, VFLBoundary>(.edge).joined(consume chain, .flush)
}

/// Flush against the superview's trailing (or bottom) edge.
///
///     withVFL(H: |icon|)
@_alwaysEmitIntoClient public postfix func | (view: PlatformView) -> VFLChain<VFLItem, VFLBoundary> {
    VFLChain<VFLItem, VFLItem>(.owning(view)).appending(.flush, .edge)
}

/// A chain that ends with a view, flush against the superview's trailing (or
/// bottom) edge.
///
///     withVFL(V: title | subtitle|)
@_alwaysEmitIntoClient public postfix func | <First>(chain: consuming VFLChain<First, VFLItem>) -> VFLChain<First, VFLBoundary> {
    (consume chain).appending(.flush, .edge)
}

// MARK: Relations and priorities

/// A gap or size of at least a value.
///
///     withVFL(H: icon - (>=8) - name)
@_alwaysEmitIntoClient public prefix func >= (constant: VFLConstant) -> VFLConstant { constant.with(.greaterThanOrEqual) }

/// A gap or size of at most a value.
///
///     withVFL(H: icon.where(<=64) - name)
@_alwaysEmitIntoClient public prefix func <= (constant: VFLConstant) -> VFLConstant { constant.with(.lessThanOrEqual) }

/// A gap or size of exactly a value (what a bare number means).
///
///     withVFL(H: |-icon.where(==44) - name-|)
@_alwaysEmitIntoClient public prefix func == (constant: VFLConstant) -> VFLConstant { constant.with(.equal) }

/// A size at least another view's.
///
///     withVFL(H: |-icon - name.where(>=icon)-|)
@_alwaysEmitIntoClient public prefix func >= (view: PlatformView) -> VFLViewRelation { VFLViewRelation(.greaterThanOrEqual, view) }

/// A size at most another view's.
///
///     withVFL(H: |-icon - name.where(<=icon)-|)
@_alwaysEmitIntoClient public prefix func <= (view: PlatformView) -> VFLViewRelation { VFLViewRelation(.lessThanOrEqual, view) }

/// A size equal to another view's.
///
///     withVFL(H: |-icon - name.where(==icon)-|)
@_alwaysEmitIntoClient public prefix func == (view: PlatformView) -> VFLViewRelation { VFLViewRelation(.equal, view) }

/// A gap or size at a priority other than required.
///
///     withVFL(H: icon - (>=8 ~ .high) - name)
@_alwaysEmitIntoClient public func ~ (lhs: VFLConstant, rhs: Priority) -> VFLConstant {
    var constant = lhs
    constant.predicate.priority = rhs
    return constant
}

/// A size relation at a priority other than required.
///
///     withVFL(H: |-icon - name.where(>=icon ~ .high)-|)
@_alwaysEmitIntoClient public func ~ (lhs: VFLViewRelation, rhs: Priority) -> VFLViewRelation {
    var relation = lhs
    relation.priority = rhs
    return relation
}
