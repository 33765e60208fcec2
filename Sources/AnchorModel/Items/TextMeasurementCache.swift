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
        let source: MeasurerSource?
        let breaksAnywhere: Bool
    }

    mutating func forget() { entry = nil }

    /// `text` measured in `font` at `view`'s content size category with its
    /// tree's measurer, measured again when any of those changed (`isNew`).
    /// A measurer's invalid width is reported, naming `view`.
    mutating func measured(
        _ text: String, font: Font, breaksAnywhere: Bool, in view: View
    ) -> (text: MeasuredText, isNew: Bool) {
        let (measurer, source, category) = view.textContext
        let pointSize = font.pointSize(for: category)
        let key = Key(pointSize: pointSize, weight: font.weight, source: source, breaksAnywhere: breaksAnywhere)
        if let entry, entry.key == key { return (entry.text, false) }
        let measured = MeasuredText(
            text, measurer: measurer, pointSize: pointSize, weight: font.weight, breaksAnywhere: breaksAnywhere)
        if measured.hadInvalidWidth {
            LayoutDiagnostics.report(.invalidTextMeasurement(label: view.name, text: text))
        }
        entry = (key, measured)
        return (measured, true)
    }
}
