import AnchorModel
import Foundation

extension VFLChain {
    /// The chain's constraints, made by the same `VisualFormatLayout` as a
    /// format string's, or none and a report through `LayoutDiagnostics`.
    func constraints(
        axis: LayoutAxis, options: LayoutConstraint.FormatOptions, fileID: StaticString, line: UInt
    ) -> [LayoutConstraint] {
        do throws(VisualFormatError) {
            return try layOut(VisualFormatLayout(axis: axis, options: options, format: ""))
        } catch {
            // Rendered only now: a chain that lays out never pays for its text.
            let text = VFLText(tokens: tokens, axis: axis)
            LayoutDiagnostics.report(.invalidVisualFormat(
                format: text.format, position: text.position(ofErrorAt: error.position), message: error.message,
                location: LayoutConstraint.SourceLocation(fileID: fileID, line: line)))
            return []
        }
    }

    /// Walks the tokens once, handing each gap and size to `layout` as soon
    /// as both of its sides are known. Error positions are token indices,
    /// encoded as `-(index + 1)` and turned into text offsets by `VFLText`
    /// once there is an error to show (option errors keep position 0).
    ///
    /// The views are read unretained (the tokens own them while the walk
    /// runs): a retain and release of a view, which constraints reference
    /// weakly, takes the runtime's slow path, and reading the views as
    /// ordinary references retained them 40 times in a row of three.
    private func layOut(_ layout: VisualFormatLayout) throws(VisualFormatError) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(tokens.count)
        var leadingBoundIndex: Int?
        var pendingIndex: Int?
        var previous: Unmanaged<PlatformView>?
        var superviewIdentity: ObjectIdentifier?
        // Read once, and only for a bound.
        var superview: (any LayoutItem)?
        var marginsGuide: (any LayoutItem)?
        var viewCount = 0
        for index in tokens.indices {
            if case let .size(size) = tokens[index] {
                try check(size.priority, size.constant ?? 0, at: -(index + 1))
                previous!._withUnsafeGuaranteedRef { layout.appendSizeConstraint($0, size, to: &constraints) }
                continue
            }
            guard let view = tokens[index].unmanagedView else {
                if let connection = tokens[index].connection {
                    try check(connection, at: -(index + 1))
                    pendingIndex = index
                } else if let previous {
                    if superview == nil { superview = previous._withUnsafeGuaranteedRef(\.formatContainer) }
                    try appendBoundGap(
                        boundAt: index, .trailingBound, connectionAt: pendingIndex, view: previous, container: superview,
                        marginsGuide: &marginsGuide, layout, to: &constraints)
                } else {
                    leadingBoundIndex = index
                }
                continue
            }
            let identity = view._withUnsafeGuaranteedRef(\.chainSuperviewIdentity)
            if let previous {
                if identity != superviewIdentity {
                    let (earlier, later) = (previous.takeUnretainedValue(), view.takeUnretainedValue())
                    throw VisualFormatError(format: "", position: -(index + 1), message:
                        "Views in one chain must share a superview: '\(earlier.name)' is in \(Self.name(earlier.formatContainer)), '\(later.name)' in \(Self.name(later.formatContainer))")
                }
                let connection = connection(at: pendingIndex)
                previous._withUnsafeGuaranteedRef { earlier in
                    view._withUnsafeGuaranteedRef { later in
                        layout.appendGap(
                            from: earlier, to: later, connection, standardSpacing: StandardSpacing.siblings, to: &constraints)
                    }
                }
            } else {
                superviewIdentity = identity
                if let leadingBoundIndex {
                    superview = view._withUnsafeGuaranteedRef(\.formatContainer)
                    try appendBoundGap(
                        boundAt: leadingBoundIndex, .leadingBound, connectionAt: pendingIndex, view: view, container: superview,
                        marginsGuide: &marginsGuide, layout, to: &constraints)
                }
            }
            pendingIndex = nil
            previous = view
            viewCount += 1
        }
        try layout.checkOptions(itemCount: viewCount)
        if layout.options.hasAlignment {
            layout.appendAlignmentConstraints(tokens.compactMap(\.view), to: &constraints)
        }
        return constraints
    }

    /// The gap between a view and the bound at `boundIndex`, before
    /// (`.leadingBound`) or after it (`.trailingBound`). The view's superview
    /// is `container`, the same for the whole chain, so the two bounds share
    /// its margins guide, kept in `marginsGuide`. Each item is passed on as
    /// it is held here, borrowed: returning it would retain it.
    private func appendBoundGap(
        boundAt boundIndex: Int, _ place: VisualFormatLayout.GapPlace, connectionAt connectionIndex: Int?,
        view: Unmanaged<PlatformView>, container: (any LayoutItem)?, marginsGuide: inout (any LayoutItem)?,
        _ layout: VisualFormatLayout, to constraints: inout [LayoutConstraint]
    ) throws(VisualFormatError) {
        let connection = connection(at: connectionIndex)
        let bound = tokens[boundIndex].bound ?? .edge
        if case let .guide(guide) = bound {
            let spacing = guide.isFormatMarginsGuide ? StandardSpacing.marginsGuide : StandardSpacing.siblings
            return appendGap(between: view, and: guide, place, connection, spacing, layout, to: &constraints)
        }
        // Unwrapped with `!` after the checks: `if let` and `guard let` copy
        // the item, and so retain it.
        if container == nil { throw layout.missingSuperview(at: -(boundIndex + 1)) }
        if layout.boundsToMargins(bound, connection) {
            if marginsGuide == nil { marginsGuide = container!.formatMarginsGuide }
            if marginsGuide != nil {
                return appendGap(
                    between: view, and: marginsGuide!, place, connection, StandardSpacing.marginsGuide, layout, to: &constraints)
            }
        }
        // Not standard spacing (that binds to the margins), so the spacing
        // passed is not used.
        appendGap(between: view, and: container!, place, connection, StandardSpacing.siblings, layout, to: &constraints)
    }

    /// The gap between a view and the bound before (`.leadingBound`) or after
    /// it (`.trailingBound`).
    private func appendGap(
        between view: Unmanaged<PlatformView>, and boundary: any LayoutItem, _ place: VisualFormatLayout.GapPlace,
        _ connection: ParsedFormat.Connection, _ standardSpacing: CGFloat, _ layout: VisualFormatLayout,
        to constraints: inout [LayoutConstraint]
    ) {
        view._withUnsafeGuaranteedRef { view in
            if place == .trailingBound {
                layout.appendGap(
                    from: view, to: boundary, connection, at: place, standardSpacing: standardSpacing, to: &constraints)
            } else {
                layout.appendGap(
                    from: boundary, to: view, connection, at: place, standardSpacing: standardSpacing, to: &constraints)
            }
        }
    }

    /// The connection token at `index`; flush where none was written.
    private func connection(at index: Int?) -> ParsedFormat.Connection {
        guard let index else { return .flush }
        return tokens[index].connection ?? .flush
    }

    private static func name(_ view: (any LayoutItem)?) -> String {
        view.map { "'\($0.name)'" } ?? "no superview"
    }

    private func check(_ connection: ParsedFormat.Connection, at position: Int) throws(VisualFormatError) {
        switch connection {
        case .flush, .standard: return
        case let .predicate(predicate): try check(predicate.priority, predicate.object, at: position)
        case let .predicates(list): for predicate in list { try check(predicate.priority, predicate.object, at: position) }
        }
    }

    private func check(_ priority: Priority, _ constant: CGFloat, at position: Int) throws(VisualFormatError) {
        if !priority.isValid {
            throw VisualFormatError(format: "", position: position, message: "Priority must be in 1…1000")
        }
        if !constant.isFinite {
            throw VisualFormatError(format: "", position: position, message: "Constants must be finite")
        }
    }
}

private extension VFLToken {
    var view: (any LayoutItem)? {
        if case let .view(view) = self { return view }
        return nil
    }

    var connection: ParsedFormat.Connection? {
        if case let .connection(connection) = self { return connection }
        return nil
    }

    var bound: ParsedFormat.Bound? {
        if case let .bound(bound) = self { return bound }
        return nil
    }
}

private extension ParsedFormat.Predicate<ParsedFormat.SizeObject> {
    var constant: CGFloat? {
        if case let .constant(value) = object { return value }
        return nil
    }
}
