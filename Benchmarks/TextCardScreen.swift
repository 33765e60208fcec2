import AnchorDSL
import AnchorHeadless
import Foundation

/// A column of cards with real text: each card a name on one line and a
/// bio that wraps to about three lines at a phone's width, both automatic
/// labels; or, for the baseline, the same tree with each label replaced by
/// a plain view whose intrinsic size is set to what the label measured. With
/// `richBios`, each bio is rich text of three runs (a headline, body and a
/// footnote) with a line spacing of 2.
final class TextCardScreen {
    let root = View(name: "root")
    private(set) var names: [View] = []
    private(set) var bios: [View] = []

    static let bioWords = [
        "writes", "about", "layout", "and", "tests", "it", "on", "Linux", "with", "real", "text", "that", "wraps",
        "grows", "with", "Dynamic", "Type", "and", "gets", "longer", "in", "German",
    ]

    /// `cards` cards with labels, or with views of the given intrinsic sizes
    /// (name and bio of each card, in order) when `sizes` is given.
    init(cards: Int, sizes: [(name: CGSize, bio: CGSize)]? = nil, richBios: Bool = false) {
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 100_000)
        var previous: View?
        for index in 0..<cards {
            let card = View(name: "card\(index)")
            root.addSubview(card)
            let name: View, bio: View
            if let sizes {
                name = View(name: "name\(index)")
                bio = View(name: "bio\(index)")
                name.intrinsicContentSize = sizes[index].name
                bio.intrinsicContentSize = sizes[index].bio
                for view in [name, bio] {
                    view.setContentHuggingPriority(251, for: .horizontal)
                    view.setContentHuggingPriority(251, for: .vertical)
                }
            } else {
                name = Label(name: "name\(index)", text: "Card number \(index)", font: .preferred(.headline))
                let words = (0..<24).map { Self.bioWords[($0 * 7 + index) % Self.bioWords.count] }
                let label = Label(name: "bio\(index)", text: words.joined(separator: " "), font: .preferred(.body))
                label.numberOfLines = 0
                if richBios {
                    var rich = AttributedText(words[..<4].joined(separator: " ") + " ", font: .preferred(.headline))
                        + AttributedText(words[4..<20].joined(separator: " ") + " ")
                        + AttributedText(words[20...].joined(separator: " "), font: .preferred(.footnote))
                    rich.paragraphStyle.lineSpacing = 2
                    label.attributedText = rich
                }
                bio = label
            }
            card.addSubview(name)
            card.addSubview(bio)
            names.append(name)
            bios.append(bio)
            let top = previous?.bottom ?? root.top
            LayoutConstraint.activate {
                card.leading == root.leading + 16
                card.trailing == root.trailing - 16
                card.top == top + 12
                name.leading == card.leading + 12
                name.trailing <= card.trailing - 12
                name.top == card.top + 12
                bio.leading == card.leading + 12
                bio.trailing == card.trailing - 12
                bio.top == name.bottom + 4
                bio.bottom == card.bottom - 12
            }
            previous = card
        }
    }

    /// The laid-out sizes of every card's name and bio.
    var measuredSizes: [(name: CGSize, bio: CGSize)] {
        zip(names, bios).map { ($0.frame.size, $1.frame.size) }
    }
}
