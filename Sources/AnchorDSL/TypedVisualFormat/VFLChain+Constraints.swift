import AnchorModel
import Foundation

extension VFLChain {
    /// The chain's constraints, made by the same code as a format string's,
    /// or none and a report through `LayoutDiagnostics`.
    func constraints(
        axis: LayoutAxis, options: LayoutConstraint.FormatOptions, fileID: StaticString, line: UInt
    ) -> [LayoutConstraint] {
        do throws(VisualFormatError) {
            let parsed = try parsedFormat(axis: axis)
            return try VisualFormatLayout(parsed: parsed, options: options, format: "").constraints()
        } catch {
            // Rendered only now: a chain that lays out never pays for its text.
            let text = VFLText(tokens: tokens, axis: axis)
            let position = error.position < 0 ? text.positions[-error.position - 1] : 0
            LayoutDiagnostics.report(.invalidVisualFormat(
                format: text.format, position: position, message: error.message,
                location: LayoutConstraint.SourceLocation(fileID: "\(fileID)", line: Int(line))))
            return []
        }
    }

    /// The tokens as a `ParsedFormat`. Error positions are token indices,
    /// encoded as `-(index + 1)`, turned into text offsets by `VFLText` once
    /// there is an error to show.
    private func parsedFormat(axis: LayoutAxis) throws(VisualFormatError) -> ParsedFormat {
        var parsed = ParsedFormat()
        parsed.axis = axis
        parsed.elements.reserveCapacity(tokens.count / 2 + 1)
        parsed.connections.reserveCapacity(tokens.count / 2)
        var pending: ParsedFormat.Connection = .flush
        var superview: (view: View, parent: View?)?
        for (index, token) in tokens.enumerated() {
            let position = -(index + 1)
            switch token {
            case let .bound(bound):
                if parsed.elements.isEmpty {
                    parsed.leading = (bound, position, .flush)
                } else {
                    parsed.trailing = (bound, position, pending)
                }
            case let .connection(connection):
                if case let .predicates(list) = connection {
                    for predicate in list { try check(predicate.priority, predicate.object, at: position) }
                }
                pending = connection
            case let .view(view, sizes):
                for size in sizes { try check(size.priority, size.constant ?? 0, at: position) }
                if let first = superview, first.parent !== view.superview {
                    throw VisualFormatError(format: "", position: position, message:
                        "Views in one chain must share a superview: '\(first.view.name)' is in \(Self.name(first.parent)), '\(view.name)' in \(Self.name(view.superview))")
                }
                superview = superview ?? (view, view.superview)
                if parsed.elements.isEmpty {
                    parsed.leading?.connection = pending
                } else {
                    parsed.connections.append(pending)
                }
                parsed.elements.append(ParsedFormat.Element(item: view, predicates: sizes))
                pending = .flush
            }
        }
        return parsed
    }

    private static func name(_ view: View?) -> String {
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

private extension ParsedFormat.Predicate<ParsedFormat.SizeObject> {
    var constant: CGFloat? {
        if case let .constant(value) = object { return value }
        return nil
    }
}
