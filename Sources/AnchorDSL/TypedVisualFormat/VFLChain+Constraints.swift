import AnchorModel
import Foundation

extension VFLChain {
    /// The chain's constraints, made by the same `VisualFormatLayout` as a
    /// format string's, or none and a report through `LayoutDiagnostics`.
    func constraints(
        axis: LayoutAxis, options: LayoutConstraint.FormatOptions, fileID: StaticString, line: UInt
    ) -> [LayoutConstraint] {
        let layout = VisualFormatLayout(axis: axis, options: options, format: "")
        let result = buffer.withTokens { tokens in
            Result { () throws(VisualFormatError) in try Self.layOut(tokens, layout) }
        }
        switch result {
        case let .success(constraints):
            return constraints
        case let .failure(error):
            // Rendered only now: a chain that lays out never pays for its text.
            let text = buffer.withTokens { VFLText(tokens: $0, axis: axis) }
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
    /// The views are read unretained (the buffer owns them while the walk
    /// runs): a retain and release of a view, which constraints reference
    /// weakly, takes the runtime's slow path, and reading the views as
    /// ordinary references retained each of them many times over.
    private static func layOut(
        _ tokens: UnsafeBufferPointer<VFLToken>, _ layout: VisualFormatLayout
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(tokens.count)
        var leadingBoundIndex: Int?
        var pendingIndex: Int?
        var previous: Unmanaged<PlatformView>?
        var superviewIdentity: ObjectIdentifier?
        // Read once, and only for a bound.
        var marginsGuide: (any LayoutItem)?
        var viewCount = 0
        for index in tokens.indices {
            switch tokens[index] {
            // Only `.where` makes size tokens, right after its view.
            case let .size(size):
                try check(size.priority, size.object, at: -(index + 1))
                previous!._withUnsafeGuaranteedRef { view in
                    layout.appendSizeConstraint(
                        view, ParsedFormat.Predicate(relation: size.relation, object: .constant(size.object), priority: size.priority),
                        to: &constraints)
                }
            case let .sizeOfView(relation, other, priority):
                try check(priority, 0, at: -(index + 1))
                previous!._withUnsafeGuaranteedRef { view in
                    layout.appendSizeConstraint(
                        view, ParsedFormat.Predicate(relation: relation, object: .item(other.takeUnretainedValue()), priority: priority),
                        to: &constraints)
                }
            case let .gap(gap):
                try check(gap.priority, gap.object, at: -(index + 1))
                pendingIndex = index
            case .standard, .flush:
                pendingIndex = index
            case .edge, .guide:
                guard let previous else {
                    leadingBoundIndex = index
                    continue
                }
                try appendBoundGap(
                    tokens, boundAt: index, .trailingBound, connectionAt: pendingIndex, view: previous,
                    hasSuperview: superviewIdentity != nil, marginsGuide: &marginsGuide, layout, to: &constraints)
            case let .view(view):
                let identity = view._withUnsafeGuaranteedRef { $0.chainSuperviewIdentity }
                if let previous {
                    if identity != superviewIdentity {
                        let (earlier, later) = (previous.takeUnretainedValue(), view.takeUnretainedValue())
                        throw VisualFormatError(format: "", position: -(index + 1), message:
                            "Views in one chain must share a superview: '\(earlier.name)' is in \(name(earlier.formatContainer)), '\(later.name)' in \(name(later.formatContainer))")
                    }
                    let connection = connection(tokens, at: pendingIndex)
                    view._withUnsafeGuaranteedRef { later in
                        appendGap(from: previous, to: later, connection, layout, to: &constraints)
                    }
                } else {
                    superviewIdentity = identity
                    if let leadingBoundIndex {
                        try appendBoundGap(
                            tokens, boundAt: leadingBoundIndex, .leadingBound, connectionAt: pendingIndex, view: view,
                            hasSuperview: identity != nil, marginsGuide: &marginsGuide, layout, to: &constraints)
                    }
                }
                pendingIndex = nil
                previous = view
                viewCount += 1
            }
        }
        try layout.checkOptions(itemCount: viewCount)
        if layout.options.hasAlignment {
            let views = tokens.compactMap { token -> (any LayoutItem)? in
                if case let .view(view) = token { return view.takeUnretainedValue() }
                return nil
            }
            layout.appendAlignmentConstraints(views, to: &constraints)
        }
        return constraints
    }

    /// The gap between a view and the bound at `boundIndex`, before
    /// (`.leadingBound`) or after it (`.trailingBound`). The view's superview
    /// is the same for the whole chain, so the two bounds share its margins
    /// guide, kept in `marginsGuide`; the superview itself is only borrowed,
    /// for a bound that is not the margins. Each item is passed on as it is
    /// held here, borrowed: returning it would retain it.
    private static func appendBoundGap(
        _ tokens: UnsafeBufferPointer<VFLToken>, boundAt boundIndex: Int, _ place: VisualFormatLayout.GapPlace,
        connectionAt connectionIndex: Int?, view: Unmanaged<PlatformView>, hasSuperview: Bool,
        marginsGuide: inout (any LayoutItem)?, _ layout: VisualFormatLayout, to constraints: inout [LayoutConstraint]
    ) throws(VisualFormatError) {
        let connection = connection(tokens, at: connectionIndex)
        if case let .guide(guide) = tokens[boundIndex] {
            guide._withUnsafeGuaranteedRef { guide in
                let spacing = guide.isFormatMarginsGuide ? StandardSpacing.marginsGuide : StandardSpacing.siblings
                appendGap(between: view, and: guide, place, connection, spacing, layout, to: &constraints)
            }
            return
        }
        // Unwrapped with `!` after the checks: `if let` and `guard let` copy
        // the item, and so retain it.
        if !hasSuperview { throw layout.missingSuperview(at: -(boundIndex + 1)) }
        if layout.boundsToMargins(.edge, connection) {
            if marginsGuide == nil {
                marginsGuide = view._withUnsafeGuaranteedRef { $0.withChainSuperview { $0!.formatMarginsGuide } }
            }
            if marginsGuide != nil {
                return appendGap(
                    between: view, and: marginsGuide!, place, connection, StandardSpacing.marginsGuide, layout, to: &constraints)
            }
        }
        // Not standard spacing (that binds to the margins), so the spacing
        // passed is not used.
        view._withUnsafeGuaranteedRef { borrowed in
            borrowed.withChainSuperview { container in
                appendGap(between: view, and: container!, place, connection, StandardSpacing.siblings, layout, to: &constraints)
            }
        }
    }

    /// The gap between two views, the later one borrowed by the caller.
    /// (Not one function reading both views through `Unmanaged`: there,
    /// the optimizer retained one of them for every gap.)
    @inline(never)
    private static func appendGap(
        from previous: Unmanaged<PlatformView>, to later: any LayoutItem, _ connection: ParsedFormat.Connection,
        _ layout: VisualFormatLayout, to constraints: inout [LayoutConstraint]
    ) {
        previous._withUnsafeGuaranteedRef { earlier in
            layout.appendGap(from: earlier, to: later, connection, standardSpacing: StandardSpacing.siblings, to: &constraints)
        }
    }

    /// The gap between a view and the bound before (`.leadingBound`) or after
    /// it (`.trailingBound`).
    private static func appendGap(
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
    private static func connection(_ tokens: UnsafeBufferPointer<VFLToken>, at index: Int?) -> ParsedFormat.Connection {
        guard let index else { return .flush }
        switch tokens[index] {
        case .standard: return .standard
        case let .gap(gap): return .predicate(gap)
        default: return .flush
        }
    }

    private static func name(_ view: (any LayoutItem)?) -> String {
        view.map { "'\($0.name)'" } ?? "no superview"
    }

    private static func check(_ priority: Priority, _ constant: CGFloat, at position: Int) throws(VisualFormatError) {
        if !priority.isValid {
            throw VisualFormatError(format: "", position: position, message: "Priority must be in 1…1000")
        }
        if !constant.isFinite {
            throw VisualFormatError(format: "", position: position, message: "Constants must be finite")
        }
    }
}
