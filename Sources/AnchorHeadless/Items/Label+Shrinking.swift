import Foundation

// UILabel's adjustsFontSizeToFitWidth: text that does not fit is drawn at a
// smaller size before it is cut.
extension Label {
    /// The smallest multiple of the font's size that text may be drawn at
    /// when `adjustsFontSizeToFitWidth` is on: 0.5 draws a 17-point font
    /// down to 8.5 points. 0 (the default) shrinks as far as the text needs,
    /// to no less than 1 point. A value outside 0...1 or not finite is
    /// reported to `LayoutDiagnostics` and refused.
    ///
    ///     title.minimumScaleFactor = 0.75
    public var minimumScaleFactor: CGFloat {
        get { storedMinimumScaleFactor }
        set {
            guard newValue.isFinite, (0...1).contains(newValue) else {
                return refuse("minimumScaleFactor", newValue, "it must be finite and in 0...1 (0: as small as needed)")
            }
            storedMinimumScaleFactor = newValue
        }
    }

    /// After layout, the point size the text is drawn at: the font's at the
    /// tree's content size category, or less when the label shrank its
    /// text to fit (`adjustsFontSizeToFitWidth`).
    ///
    ///     title.drawnPointSize   // 13.6 where the font is 17
    public var drawnPointSize: CGFloat { shownLines().drawn.pointSize }

    /// The text measured at the size it is drawn at in the current frame:
    /// `measured` when it fits, else the largest size down to
    /// `minimumScaleFactor` at which it does, else that smallest size.
    func textDrawnToFit(_ measured: MeasuredText, in room: CGSize) -> MeasuredText {
        guard !fits(measured, in: room) else { return measured }
        if let shrunk = shrunkMeasurement, shrunk.room == room, shrunk.numberOfLines == numberOfLines {
            return shrunk.text
        }
        let lowest = min(1, storedMinimumScaleFactor > 0 ? storedMinimumScaleFactor : 1 / measured.pointSize)
        // The text's widths and line height grow with the size for the
        // system measurer and a font file: the measurement at the font's
        // size predicts the fitting size, which one more measurement checks.
        var predicted = max(lowest, predictedScale(of: measured, in: room, lowest: lowest))
        var drawn = measured.scaled(by: predicted)
        // A measurer whose widths are not quite proportional to the size
        // (the system font's tracking and optical size change with it):
        // predict again from the measurement at the predicted size, which
        // is nearly right, a hair smaller (a fifth of a percent: what the
        // tracking changes over so small a step), so that one step fits.
        for _ in 0..<3 where predicted > lowest && !fits(drawn, in: room) {
            let further = predictedScale(of: drawn, in: room, lowest: lowest / predicted)
            predicted = max(lowest, predicted * min(further, 1) * 0.998)
            drawn = measured.scaled(by: predicted)
        }
        if predicted > lowest, !fits(drawn, in: room) {
            // Still not: the largest size that fits, searched below the prediction.
            var low = lowest, high = predicted
            drawn = measured.scaled(by: lowest)
            if fits(drawn, in: room) {
                for _ in 0..<12 {
                    let middle = (low + high) / 2
                    let candidate = measured.scaled(by: middle)
                    if fits(candidate, in: room) { (low, drawn) = (middle, candidate) } else { high = middle }
                }
            }
        }
        shrunkMeasurement = (room, numberOfLines, drawn)
        return drawn
    }

    /// Whether the text shows whole in `room`: a one-line label's widest
    /// line within its width (UIKit fits the width only), a multi-line
    /// label's lines within `numberOfLines` and the height.
    private func fits(_ text: MeasuredText, in room: CGSize) -> Bool {
        fits(text, width: room.width, height: room.height)
    }

    private func fits(_ text: MeasuredText, width: CGFloat, height: CGFloat) -> Bool {
        if numberOfLines == 1 {
            return text.lines(wrappingAt: nil).allSatisfy { $0.width <= width + MeasuredText.fitTolerance }
        }
        let lines = text.lines(wrappingAt: width)
        if numberOfLines > 0, lines.count > numberOfLines { return false }
        return text.height(of: lines[...], lineSpacingAfterLast: lines.count == 1) <= height + MeasuredText.fitTolerance
    }

    /// The largest scale in `lowest...1` at which `measured`, scaled in
    /// proportion, fits `room`; `lowest` when none does.
    private func predictedScale(of measured: MeasuredText, in room: CGSize, lowest: CGFloat) -> CGFloat {
        if numberOfLines == 1 {
            let widest = measured.lines(wrappingAt: nil).reduce(0) { max($0, $1.width) }
            return widest > 0 ? room.width / widest : 1
        }
        // Text scaled by s fits a room as the unscaled text fits the room / s.
        var low = lowest, high: CGFloat = 1
        guard fits(measured, width: room.width / low, height: room.height / low) else { return lowest }
        for _ in 0..<20 {
            let middle = (low + high) / 2
            if fits(measured, width: room.width / middle, height: room.height / middle) { low = middle } else { high = middle }
        }
        return low
    }

}
