import AnchorModel
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
    init(tokens: [VFLToken], axis: LayoutAxis) {
        format = axis == .horizontal ? "H:" : "V:"
        var index = tokens.startIndex
        while index < tokens.endIndex {
            positions.append(format.count)
            switch tokens[index] {
            case .bound(.edge): format += "|"
            case .bound(.margins): format += "||"
            case let .bound(.guide(guide)): format += "[\(guide.name)]"
            case .connection(.flush): break
            case .connection(.standard): format += "-"
            case let .connection(.predicate(predicate)): format += Self.gapText([predicate])
            case let .connection(.predicates(list)): format += Self.gapText(list)
            case let .view(view):
                var sizes: [ParsedFormat.Predicate<ParsedFormat.SizeObject>] = []
                while index + 1 < tokens.endIndex, case let .size(size) = tokens[index + 1] {
                    sizes.append(size)
                    positions.append(positions[positions.count - 1])
                    index += 1
                }
                format += sizes.isEmpty ? "[\(view.name)]" : "[\(view.name)(\(Self.predicates(sizes, Self.sizeText)))]"
            case .size:
                break
            }
            index += 1
        }
    }

    /// The text offset of an error's position: a token index encoded as
    /// `-(index + 1)` by the chain's layout walk, or 0 for the whole chain.
    func position(ofErrorAt encoded: Int) -> Int {
        guard encoded < 0 else { return 0 }
        let index = -1 - encoded
        return positions[index]
    }

    private static func gapText(_ list: [ParsedFormat.Predicate<CGFloat>]) -> String {
        let text = predicates(list) { NumberText.format(Double($0)) }
        return list.count == 1 && list[0].relation == .equal && list[0].priority == .required ? "-\(text)-" : "-(\(text))-"
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
