import AnchorCore
import Foundation

/// A typed chain written as a format string, for error reports: views by
/// name with their size predicates, gaps as numbers or predicates, and a
/// layout guide at an end in brackets like a view, e.g.
/// `H:|-16-[icon(==44)]-(>=8@750)-[name]-|`. `positions[i]` is where the
/// text of token `i` starts, in `Character`s.
struct VFLText {
    private(set) var format: String
    private(set) var positions: [Int] = []

    /// A size token shares its view's position: the error is about the view.
    init(tokens: UnsafeBufferPointer<VFLToken>, axis: LayoutAxis) {
        format = axis == .horizontal ? "H:" : "V:"
        var index = tokens.startIndex
        while index < tokens.endIndex {
            positions.append(format.count)
            switch tokens[index] {
            case .edge: format += "|"
            case let .guide(guide): format += "[\(guide.takeUnretainedValue().name)]"
            case .flush: break
            case .standard: format += "-"
            case let .gap(gap): format += Self.gapText(gap)
            case let .view(view):
                var sizes: [ParsedFormat.Predicate<ParsedFormat.SizeObject>] = []
                while index + 1 < tokens.endIndex, let size = Self.size(tokens[index + 1]) {
                    sizes.append(size)
                    positions.append(positions[positions.count - 1])
                    index += 1
                }
                let name = view.takeUnretainedValue().name
                format += sizes.isEmpty ? "[\(name)]" : "[\(name)(\(Self.predicates(sizes, Self.sizeText)))]"
            case .size, .sizeOfView:
                break
            }
            index += 1
        }
    }

    /// A size token as the predicate it stands for.
    private static func size(_ token: VFLToken) -> ParsedFormat.Predicate<ParsedFormat.SizeObject>? {
        switch token {
        case let .size(size):
            ParsedFormat.Predicate(relation: size.relation, object: .constant(size.object), priority: size.priority)
        case let .sizeOfView(relation, view, priority):
            ParsedFormat.Predicate(relation: relation, object: .item(view.takeUnretainedValue()), priority: priority)
        default:
            nil
        }
    }

    /// The text offset of an error's position: a token index encoded as
    /// `-(index + 1)` by the chain's layout walk, or 0 for the whole chain.
    func position(ofErrorAt encoded: Int) -> Int {
        guard encoded < 0 else { return 0 }
        let index = -1 - encoded
        return positions[index]
    }

    private static func gapText(_ gap: ParsedFormat.Predicate<CGFloat>) -> String {
        let text = predicates([gap]) { NumberText.format(Double($0)) }
        return gap.relation == .equal && gap.priority == .required ? "-\(text)-" : "-(\(text))-"
    }

    private static func sizeText(_ object: ParsedFormat.SizeObject) -> String {
        switch object {
        case let .constant(value): NumberText.format(Double(value))
        case let .item(item): item.name
        }
    }

    private static func predicates<Object>(
        _ list: [ParsedFormat.Predicate<Object>], _ text: (Object) -> String
    ) -> String {
        list.map { predicate in
            let relation = predicate.relation == .equal && list.count == 1 ? "" : predicate.relation.symbol
            let priority = predicate.priority == .required ? "" : "@\(predicate.priority)"
            return relation + text(predicate.object) + priority
        }.joined(separator: ",")
    }
}
