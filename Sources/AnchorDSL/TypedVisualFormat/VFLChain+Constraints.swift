import AnchorCore
import Foundation

extension VFLChain {
    /// The chain's constraints, made by the same `VisualFormatLayout` as a
    /// format string's, or none and a report through `LayoutDiagnostics`.
    func constraints(
        axis: LayoutAxis, options: LayoutConstraint.FormatOptions, fileID: StaticString, line: UInt
    ) -> [LayoutConstraint] {
        let layout = VisualFormatLayout(axis: axis, options: options)
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

    /// Hands the tokens, in order, to the one Visual Format walk. Error
    /// positions are token indices, encoded as `-(index + 1)` and turned into
    /// text offsets by `VFLText` once there is an error to show (option
    /// errors keep position 0).
    private static func layOut(
        _ tokens: UnsafeBufferPointer<VFLToken>, _ layout: VisualFormatLayout
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var walk = VisualFormatWalk<ChainItems>(layout)
        var made: [LayoutConstraint] = []
        made.reserveCapacity(tokens.count)
        // The connection written since the last item or bound; flush if none.
        var pendingIndex: Int?
        for index in tokens.indices {
            let position = -(index + 1)
            switch tokens[index] {
            // Only `.where` makes size tokens, right after its view.
            case let .size(size):
                try walk.size(
                    ParsedFormat.Predicate(relation: size.relation, object: .constant(size.object), priority: size.priority),
                    at: position, to: &made)
            case let .sizeOfView(relation, other, priority):
                try walk.size(
                    ParsedFormat.Predicate(relation: relation, object: .item(other.takeUnretainedValue()), priority: priority),
                    at: position, to: &made)
            case .gap, .standard, .flush:
                pendingIndex = index
            case .edge:
                try walk.bound(
                    .edge, after: connection(tokens, at: pendingIndex), at: position,
                    connectionAt: -((pendingIndex ?? 0) + 1), to: &made)
                pendingIndex = nil
            case let .guide(guide):
                try walk.bound(
                    .guide, guide: guide, after: connection(tokens, at: pendingIndex), at: position,
                    connectionAt: -((pendingIndex ?? 0) + 1), to: &made)
                pendingIndex = nil
            case let .view(view):
                try walk.item(
                    view, after: connection(tokens, at: pendingIndex), at: position,
                    connectionAt: -((pendingIndex ?? 0) + 1), to: &made)
                pendingIndex = nil
            }
        }
        try walk.finish(&made) {
            tokens.compactMap { token -> (any LayoutItem)? in
                if case let .view(view) = token { return view.takeUnretainedValue() }
                return nil
            }
        }
        return made
    }
}

/// The connection token at `index`; flush where none was written.
private func connection(_ tokens: UnsafeBufferPointer<VFLToken>, at index: Int?) -> ParsedFormat.Connection {
    guard let index else { return .flush }
    switch tokens[index] {
    case .standard: return .standard
    case let .gap(gap): return .predicate(gap)
    default: return .flush
    }
}

/// A typed chain's views and guides, owned by its buffer while the walk
/// runs and read unretained: a retain and release of a view, which
/// constraints reference weakly, takes the runtime's slow path, and reading
/// the views as ordinary references retained each of them many times over.
/// A view's superview is read through its unretained copy
/// (`PlatformView+ChainSuperview.swift`).
enum ChainItems: VisualFormatItems {
    static func withItem<Result>(_ item: Unmanaged<PlatformView>, _ body: (any LayoutItem) -> Result) -> Result {
        item._withUnsafeGuaranteedRef { body($0) }
    }

    static func withGuide<Result>(_ guide: Unmanaged<PlatformLayoutGuide>, _ body: (any LayoutItem) -> Result) -> Result {
        guide._withUnsafeGuaranteedRef { body($0) }
    }

    static func withContainer<Result>(
        of item: Unmanaged<PlatformView>, _ body: ((any LayoutItem)?) -> Result
    ) -> Result {
        item._withUnsafeGuaranteedRef { $0.withChainSuperview(body) }
    }

    static func containerIdentity(of item: Unmanaged<PlatformView>) -> ObjectIdentifier? {
        item._withUnsafeGuaranteedRef { $0.chainSuperviewIdentity }
    }

    /// The shared superview's margins guide, unretained: its view owns it
    /// while the walk runs, as the buffer owns the chain's views.
    static func guide(_ item: any LayoutItem) -> Unmanaged<PlatformLayoutGuide>? {
        (item as? PlatformLayoutGuide).map { Unmanaged.passUnretained($0) }
    }

    static var requiresSharedContainer: Bool { true }
}
