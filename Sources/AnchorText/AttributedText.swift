import AnchorCore
import Foundation

/// Rich text: runs of text, each in a font of its own or the view's, inline
/// images, and one paragraph style, as an `NSAttributedString` a label or a
/// text view shows. A line is as tall as its tallest run; an image sits on
/// the baseline, as `NSTextAttachment` with bounds at the origin does.
///
///     let rating: AttributedText = .image(size: CGSize(width: 14, height: 14)) + " 4.8" + AttributedText(" (2,391)", font: .preferred(.footnote))
public struct AttributedText: Hashable, Sendable, ExpressibleByStringLiteral {
    /// One run: text in a font (nil: the view's), or an image.
    package enum Run: Hashable, Sendable {
        case text(String, font: Font?)
        case image(width: CGFloat, height: CGFloat)
    }

    /// The runs, in reading order.
    package var runs: [Run]

    /// How the lines and paragraphs are spaced.
    ///
    ///     heading.paragraphStyle.lineSpacing = 4
    public var paragraphStyle = ParagraphStyle()

    /// A run of `text` in `font`; nil takes the font of the view that
    /// shows it.
    ///
    ///     let count = AttributedText("2,391", font: .preferred(.caption1))
    public init(_ text: String, font: Font? = nil) {
        runs = [.text(text, font: font)]
    }

    /// A run in the view's font.
    ///
    ///     let plain: AttributedText = "Reviews"
    public init(stringLiteral text: String) {
        self.init(text)
    }

    private init(runs: [Run], paragraphStyle: ParagraphStyle) {
        self.runs = runs
        self.paragraphStyle = paragraphStyle
    }

    /// An inline image of `size` points, as an `NSTextAttachment`: one
    /// character (U+FFFC) of the text.
    ///
    ///     let star = AttributedText.image(size: CGSize(width: 14, height: 14))
    public static func image(size: CGSize) -> AttributedText {
        AttributedText(runs: [.image(width: size.width, height: size.height)], paragraphStyle: ParagraphStyle())
    }

    /// The runs of `lhs`, then those of `rhs`, with `lhs`'s paragraph style
    /// (or `rhs`'s, when `lhs` has the default one).
    ///
    ///     let line = AttributedText("Total ", font: .preferred(.headline)) + "12"
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        let style = lhs.paragraphStyle == ParagraphStyle() ? rhs.paragraphStyle : lhs.paragraphStyle
        return AttributedText(runs: lhs.runs + rhs.runs, paragraphStyle: style)
    }

    /// The text as plain characters, an image as U+FFFC.
    ///
    ///     (AttributedText("4.8 ") + .image(size: CGSize(width: 12, height: 12))).string   // "4.8 \u{FFFC}"
    public var string: String {
        runs.map { run in
            switch run {
            case let .text(text, _): text
            case .image: Self.attachmentCharacter
            }
        }.joined()
    }

    /// The character an image stands for in the text, as in
    /// `NSAttributedString`.
    package static let attachmentCharacter = "\u{FFFC}"

    /// The texts of the runs that are text, in order.
    package var texts: [String] {
        runs.compactMap { run in
            guard case let .text(text, _) = run else { return nil }
            return text
        }
    }

    /// The text with the runs that are text given `texts`, in order (as
    /// many as `texts` holds).
    package func replacingTexts(with texts: [String]) -> AttributedText {
        var copy = self
        var remaining = texts[...]
        for index in copy.runs.indices {
            guard case let .text(_, font) = copy.runs[index], let text = remaining.popFirst() else { continue }
            copy.runs[index] = .text(text, font: font)
        }
        return copy
    }

    /// The text with each text run rewritten by `transform`.
    package func mappingTexts(_ transform: (String) -> String) -> AttributedText {
        replacingTexts(with: texts.map(transform))
    }

    /// Why the text cannot be shown, or nil: an image of a negative or
    /// non-finite size, a font of a size that is not finite and positive, a
    /// paragraph style with a negative or non-finite value.
    package var invalidReason: String? {
        for run in runs {
            switch run {
            case let .image(width, height):
                guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
                    return "an image's size must be finite and 0 or more"
                }
            case let .text(_, font):
                if let font, !font.hasValidSize { return Font.sizeRule }
            }
        }
        return paragraphStyle.isValid ? nil : ParagraphStyle.valueRule
    }
}

extension AttributedText: CustomStringConvertible {
    /// The plain text, images as "[image 14×14]".
    public var description: String {
        runs.map { run in
            switch run {
            case let .text(text, _): text
            case let .image(width, height):
                "[image \(NumberText.format(Double(width)))×\(NumberText.format(Double(height)))]"
            }
        }.joined()
    }
}
