import Foundation

/// A view's text as last measured, and what it was measured with: a label's
/// text, a button's title. The text itself is not part of the key: the
/// view forgets the measurement when its text changes.
struct TextMeasurementCache {
    private var entry: (key: Key, text: MeasuredText)?

    /// What a measurement depends on besides the text.
    private struct Key: Equatable {
        let pointSize: CGFloat
        let weight: Font.Weight
        let features: Font.Features
        let source: MeasurerSource?
        let breaksAnywhere: Bool
        let category: ContentSizeCategory
    }

    mutating func forget() { entry = nil }

    /// `text` (or `rich`, whose characters it is) measured in `font` (a rich
    /// text's runs in theirs) at `view`'s content size category with its
    /// tree's measurer, measured again when any of those changed (`isNew`).
    /// A measurer's invalid width is reported, naming `view`.
    mutating func measured(
        _ text: String, rich: AttributedText? = nil, font: Font, breaksAnywhere: Bool, in view: View
    ) -> (text: MeasuredText, isNew: Bool) {
        let (measurer, source, category) = view.textContext
        let pointSize = font.pointSize(for: category)
        let key = Key(
            pointSize: pointSize, weight: font.weight, features: font.features, source: source, breaksAnywhere: breaksAnywhere, category: category)
        if let entry, entry.key == key { return (entry.text, false) }
        let measured = if let rich {
            MeasuredText(
                runs: rich.runs.map { Self.textRun($0, font: font, category: category) },
                paragraphStyle: rich.paragraphStyle, measurer: measurer, breaksAnywhere: breaksAnywhere)
        } else {
            MeasuredText(
                text, measurer: measurer, pointSize: pointSize, weight: font.weight, features: font.features,
                breaksAnywhere: breaksAnywhere,
                lineSpacing: font.lineSpacing(for: category))
        }
        if measured.hadInvalidWidth {
            LayoutDiagnostics.report(.invalidTextMeasurement(label: view.name, text: text))
        }
        entry = (key, measured)
        return (measured, true)
    }

    /// A run of rich text as measured: in its own font or `font`, at `category`.
    private static func textRun(_ run: AttributedText.Run, font: Font, category: ContentSizeCategory) -> TextRun {
        switch run {
        case let .text(text, runFont):
            let runFont = runFont ?? font
            return TextRun(
                text: text, pointSize: runFont.pointSize(for: category), weight: runFont.weight, features: runFont.features)
        case let .image(width, height):
            return TextRun(imageSize: CGSize(width: width, height: height))
        }
    }
}
