import AnchorCore
import Foundation

/// How the items of a Visual Format row are held, and how the walk may read
/// them: a format string's in its parsed elements, a typed chain's in its
/// buffer; both are read in place, without reference counting (a copy of a
/// view retains it, on the runtime's slow path for a view that constraints
/// reference weakly). The walk holds `Item`s, never copies of the items.
protocol VisualFormatItems {
    /// A view or guide between the bounds.
    associatedtype Item
    /// A guide written at an end of the row, in place of `|`.
    associatedtype Guide

    /// Calls `body` with the item, borrowed.
    static func withItem<Result>(_ item: Item, _ body: (any LayoutItem) -> Result) -> Result
    /// Calls `body` with the guide, borrowed.
    static func withGuide<Result>(_ guide: Guide, _ body: (any LayoutItem) -> Result) -> Result
    /// Calls `body` with what a `|` next to the item stands for (a view's
    /// superview, a guide's owner), borrowed.
    static func withContainer<Result>(of item: Item, _ body: ((any LayoutItem)?) -> Result) -> Result
    /// The identity of the item's container.
    static func containerIdentity(of item: Item) -> ObjectIdentifier?
    /// A guide as the row holds its guides, for the margins guide a chain
    /// keeps for its second bound; nil where the row keeps none.
    static func guide(_ item: any LayoutItem) -> Guide?
    /// Whether the items must share one container: a typed chain's views
    /// must, and are checked as they come; a format string's are not, as in
    /// UIKit, where only a `|` needs a superview.
    static var requiresSharedContainer: Bool { get }
}

/// What a bound of a Visual Format row stands for: the superview's edge
/// (`|`), its margins guide (`||`), or a guide written in its place.
enum VisualFormatBound {
    case edge, margins, guide
}

/// The one walk of a Visual Format row, for format strings and typed chains
/// alike: each source reads its own pieces (a parsed string, a chain's
/// tokens) and hands them here in reading order (a bound, the items with
/// the predicates on their sizes, a bound; each item and the trailing bound
/// with the connection before it), and every rule (bounds, gaps, standard
/// spacing, sizes, options, alignment) and every check is here, once.
/// Positions are the source's own (a character offset, or an encoded token
/// index) and only travel into errors.
///
///     var walk = VisualFormatWalk<FormatStringItems>(layout), made: [LayoutConstraint] = []
///     try walk.item(a, after: .flush, at: 1, to: &made); try walk.item(b, after: .standard, at: 4, to: &made)
///     try walk.finish(&made) { [a, b] }
struct VisualFormatWalk<Items: VisualFormatItems> {
    let layout: VisualFormatLayout
    /// The leading bound, kept until the first item: its kind, its guide
    /// (for `.guide`) and its position. Plain fields rather than an enum
    /// with the guide inside, whose generic layout made the walk's
    /// destruction a generic call.
    private var leadingBound: VisualFormatBound?
    private var leadingGuide: Items.Guide?
    private var leadingPosition = 0
    private var previous: Items.Item?
    private var itemCount = 0
    /// The first item's container, which every later one must share (only
    /// read when the items must share one).
    private var sharedContainer: ObjectIdentifier?
    /// The margins guide of the shared container, read at most once for
    /// both bounds.
    private var sharedMarginsGuide: Items.Guide?

    /// Errors carry no text: each source adds its own once there is an
    /// error to show (a format string its text, a typed chain its rendering).
    init(_ layout: VisualFormatLayout) {
        self.layout = layout
    }

    // The constraints go into the caller's array, passed to each step: held
    // here, every closure that adds one would capture the whole walk. The
    // steps are inlined into the source's loop, so that the walk's state
    // stays in that one function, as it did before there was a walk. Each
    // connection comes with the item or bound after it, from the source,
    // which holds it: kept here, it made the walk a value with something to
    // release.

    /// The leading bound, before any item, or the trailing one, after the
    /// last item and `connection`; `guide` is the guide written there, for
    /// `.guide`.
    @inline(__always)
    mutating func bound(
        _ bound: VisualFormatBound, guide: Items.Guide? = nil, after connection: ParsedFormat.Connection = .flush,
        at position: Int, connectionAt connectionPosition: Int = 0, to constraints: inout [LayoutConstraint]
    ) throws(VisualFormatError) {
        guard let previous else {
            (leadingBound, leadingGuide, leadingPosition) = (bound, guide, position)
            return
        }
        try check(connection, at: connectionPosition)
        try appendBoundGap(bound, guide, connection, at: position, .trailingBound, item: previous, to: &constraints)
    }

    /// The next item, joined to the one before it (or to the leading bound)
    /// by `connection`.
    @inline(__always)
    mutating func item(
        _ item: Items.Item, after connection: ParsedFormat.Connection, at position: Int,
        connectionAt connectionPosition: Int = 0, to constraints: inout [LayoutConstraint]
    ) throws(VisualFormatError) {
        try check(connection, at: connectionPosition)
        if Items.requiresSharedContainer {
            let identity = Items.containerIdentity(of: item)
            if previous == nil {
                sharedContainer = identity
            } else if identity != sharedContainer {
                throw sharedContainerError(previous!, item, at: position)
            }
        }
        if let previous {
            Self.appendGap(from: previous, to: item, connection, layout, to: &constraints)
        } else if let leadingBound {
            try appendBoundGap(
                leadingBound, leadingGuide, connection, at: leadingPosition, .leadingBound, item: item, to: &constraints)
        }
        previous = item
        itemCount += 1
    }

    /// A predicate on the size of the last item.
    @inline(__always)
    func size(
        _ predicate: ParsedFormat.Predicate<ParsedFormat.SizeObject>, at position: Int,
        to constraints: inout [LayoutConstraint]
    ) throws(VisualFormatError) {
        if case let .constant(value) = predicate.object {
            try check(predicate.priority, value, at: position)
        } else {
            try check(predicate.priority, 0, at: position)
        }
        Items.withItem(previous!) { item in layout.appendSizeConstraint(item, predicate, to: &constraints) }
    }

    /// The options, checked against the row, and the alignment they ask
    /// for between the row's items (listed by the source only then).
    @inline(__always)
    func finish(
        _ constraints: inout [LayoutConstraint], items: () -> [any LayoutItem]
    ) throws(VisualFormatError) {
        if let problem = layout.optionsProblem(itemCount: itemCount) {
            throw VisualFormatError(format: "", position: 0, message: problem)
        }
        if layout.options.hasAlignment { layout.appendAlignmentConstraints(items(), to: &constraints) }
    }

    /// The predicates of a connection, checked.
    @inline(__always)
    private func check(_ connection: ParsedFormat.Connection, at position: Int) throws(VisualFormatError) {
        switch connection {
        case .flush, .standard: break
        case let .predicate(predicate): try check(predicate.priority, predicate.object, at: position)
        case let .predicates(list):
            for predicate in list { try check(predicate.priority, predicate.object, at: position) }
        }
    }

    /// A predicate's priority must be in 1…1000 and its number finite. A
    /// format string's parser has refused such a predicate already, at its
    /// character, with the same message; a typed chain's are checked here.
    @inline(__always)
    private func check(_ priority: Priority, _ constant: CGFloat, at position: Int) throws(VisualFormatError) {
        if !priority.isValid {
            throw VisualFormatError(format: "", position: position, message: VisualFormatLayout.priorityOutOfRange)
        }
        if !constant.isFinite {
            throw VisualFormatError(format: "", position: position, message: "Constants must be finite")
        }
    }

    // MARK: Gaps

    /// Between two items.
    @inline(__always)
    private static func appendGap(
        from earlier: Items.Item, to later: Items.Item, _ connection: ParsedFormat.Connection,
        _ layout: VisualFormatLayout, to constraints: inout [LayoutConstraint]
    ) {
        Items.withItem(earlier) { earlier in
            Items.withItem(later) { later in layout.appendGap(from: earlier, to: later, connection, to: &constraints) }
        }
    }

    /// Between an item and a bound, before (`.leadingBound`) or after it
    /// (`.trailingBound`): a guide written there, else the item's container
    /// or its margins guide (`VisualFormatLayout.boundsToMargins`).
    @inline(__always)
    private mutating func appendBoundGap(
        _ bound: VisualFormatBound, _ guide: Items.Guide?, _ connection: ParsedFormat.Connection, at position: Int,
        _ place: VisualFormatLayout.GapPlace, item: Items.Item, to constraints: inout [LayoutConstraint]
    ) throws(VisualFormatError) {
        let toMargins: Bool
        switch bound {
        case .guide:
            return Items.withGuide(guide!) { guide in Self.appendBoundGap(item, guide, place, connection, layout, to: &constraints) }
        case .edge: toMargins = layout.boundsToMargins(.edge, connection)
        case .margins: toMargins = layout.boundsToMargins(.margins, connection)
        }
        let found = Self.appendContainerGap(
            item, toMargins: toMargins, place, connection, layout, marginsGuide: &sharedMarginsGuide, to: &constraints)
        guard found else {
            throw VisualFormatError(format: "", position: position, message: "'|' needs a view with a superview")
        }
    }

    /// The gap to the item's container, or to its margins guide, which is
    /// kept in `marginsGuide` for the next bound when the items share their
    /// container; false if the item has no container. Guides and containers
    /// are used as they are held, with `!` after a check: `if let` copies
    /// them, and so retains them, on the slow path for an item that
    /// constraints reference.
    private static func appendContainerGap(
        _ item: Items.Item, toMargins: Bool, _ place: VisualFormatLayout.GapPlace,
        _ connection: ParsedFormat.Connection, _ layout: VisualFormatLayout, marginsGuide: inout Items.Guide?,
        to constraints: inout [LayoutConstraint]
    ) -> Bool {
        if toMargins, marginsGuide != nil {
            Items.withGuide(marginsGuide!) { guide in appendBoundGap(item, guide, place, connection, layout, to: &constraints) }
            return true
        }
        var readGuide: (any LayoutItem)?
        let found = Items.withContainer(of: item) { container -> Bool in
            // `container!`, not `guard let`, for the same reason.
            if container == nil { return false }
            if toMargins { readGuide = container!.formatMarginsGuide }
            if readGuide == nil { appendBoundGap(item, container!, place, connection, layout, to: &constraints) }
            return true
        }
        if readGuide != nil {
            appendBoundGap(item, readGuide!, place, connection, layout, to: &constraints)
            if Items.requiresSharedContainer { marginsGuide = Items.guide(readGuide!) }
        }
        return found
    }

    private static func appendBoundGap(
        _ item: Items.Item, _ boundary: any LayoutItem, _ place: VisualFormatLayout.GapPlace,
        _ connection: ParsedFormat.Connection, _ layout: VisualFormatLayout, to constraints: inout [LayoutConstraint]
    ) {
        Items.withItem(item) { item in
            layout.appendBoundGap(between: item, and: boundary, place, connection, to: &constraints)
        }
    }

    private func sharedContainerError(_ earlier: Items.Item, _ later: Items.Item, at position: Int) -> VisualFormatError {
        let (first, second) = (Items.withItem(earlier) { $0 }, Items.withItem(later) { $0 })
        return VisualFormatError(format: "", position: position, message:
            "Views in one chain must share a superview: '\(first.name)' is in \(Self.name(first.formatContainer)), '\(second.name)' in \(Self.name(second.formatContainer))")
    }

    private static func name(_ view: (any LayoutItem)?) -> String {
        view.map { "'\($0.name)'" } ?? "no superview"
    }
}
