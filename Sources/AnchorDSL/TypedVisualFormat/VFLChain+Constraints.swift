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
    private func layOut(_ layout: VisualFormatLayout) throws(VisualFormatError) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(tokens.count)
        var leadingBound: (bound: ParsedFormat.Bound, position: Int)?
        var pending: ParsedFormat.Connection = .flush
        var previous: PlatformView?
        var superview: (any LayoutItem)?
        var viewCount = 0
        for index in tokens.indices {
            let position = -(index + 1)
            switch tokens[index] {
            case let .bound(bound):
                guard let last = previous else {
                    leadingBound = (bound, position)
                    continue
                }
                let boundary = try layout.boundaryItem(bound, pending, next: last, at: position)
                layout.appendGap(from: last, to: boundary, pending, at: .trailingBound, to: &constraints)
            case let .connection(connection):
                if case let .predicates(list) = connection {
                    for predicate in list { try check(predicate.priority, predicate.object, at: position) }
                }
                pending = connection
            case let .view(view, sizes):
                for size in sizes { try check(size.priority, size.constant ?? 0, at: position) }
                if let previous {
                    let container = view.formatContainer
                    if superview !== container {
                        throw VisualFormatError(format: "", position: position, message:
                            "Views in one chain must share a superview: '\(previous.name)' is in \(Self.name(superview)), '\(view.name)' in \(Self.name(container))")
                    }
                    layout.appendGap(from: previous, to: view, pending, to: &constraints)
                } else {
                    superview = view.formatContainer
                    if let leadingBound {
                        let boundary = try layout.boundaryItem(leadingBound.bound, pending, next: view, at: leadingBound.position)
                        layout.appendGap(from: boundary, to: view, pending, at: .leadingBound, to: &constraints)
                    }
                }
                layout.appendSizeConstraints(view, sizes, to: &constraints)
                previous = view
                viewCount += 1
            }
        }
        try layout.checkOptions(itemCount: viewCount)
        if layout.options.hasAlignment {
            layout.appendAlignmentConstraints(tokens.compactMap(\.view), to: &constraints)
        }
        return constraints
    }

    private static func name(_ view: (any LayoutItem)?) -> String {
        view.map { "'\($0.name)'" } ?? "no superview"
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
        if case let .view(view, _) = self { return view }
        return nil
    }
}

private extension ParsedFormat.Predicate<ParsedFormat.SizeObject> {
    var constant: CGFloat? {
        if case let .constant(value) = object { return value }
        return nil
    }
}
