import Foundation

extension View {
    /// The laid-out tree as an SVG document in points: a rectangle and a
    /// name per view (a label's lines as text instead), guides dashed,
    /// hidden views (and what they contain) finely dotted and faded, one
    /// colour per depth. Call `layoutIfNeeded()` first.
    ///
    ///     try root.svgPicture().write(toFile: "root.svg", atomically: true, encoding: .utf8)
    public func svgPicture() -> String {
        let size = bounds.size
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(size.width))\" height=\"\(number(size.height))\""
                + " viewBox=\"0 0 \(number(size.width)) \(number(size.height))\" font-family=\"Helvetica, sans-serif\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
        ]
        for item in PictureItem.items(of: self) {
            let colour = Self.depthColours[item.depth % Self.depthColours.count]
            let dash = item.isHidden ? " stroke-dasharray=\"1 2\" opacity=\"0.5\""
                : item.isGuide ? " stroke-dasharray=\"4 3\"" : ""
            let fill = item.isGuide || item.isHidden ? "none" : colour + "14"
            lines.append(
                "<rect x=\"\(number(item.rect.minX))\" y=\"\(number(item.rect.minY))\" width=\"\(number(abs(item.rect.width)))\""
                    + " height=\"\(number(abs(item.rect.height)))\" fill=\"\(fill)\" stroke=\"\(colour)\"\(dash)/>")
            if let text = item.text, !text.lines.isEmpty {
                lines += textLines(text, in: item.rect, hidden: item.isHidden)
                continue
            }
            let labelY = item.isGuide ? item.rect.maxY - 3 : item.rect.minY + 12
            lines.append(
                "<text x=\"\(number(item.rect.minX + 3))\" y=\"\(number(labelY))\" font-size=\"10\" fill=\"\(colour)\">"
                    + "\(Self.escaped(item.name))\(item.isHidden ? " (hidden)" : "")</text>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A label's lines as text at its font's size, each on its baseline
    /// from the label's top, as the label shows them.
    private func textLines(_ text: PictureItem.PictureText, in rect: CGRect, hidden: Bool) -> [String] {
        text.lines.enumerated().map { index, line in
            let baseline = rect.minY + text.metrics.ascender + CGFloat(index) * text.metrics.lineHeight
            return "<text x=\"\(number(rect.minX))\" y=\"\(number(baseline))\" font-size=\"\(number(text.pointSize))\""
                + " fill=\"black\"\(hidden ? " opacity=\"0.5\"" : "") xml:space=\"preserve\">\(Self.escaped(line))</text>"
        }
    }

    /// A colour per depth, distinct enough to tell nesting apart.
    private static let depthColours = ["#1f4e79", "#c0392b", "#27ae60", "#8e44ad", "#d35400", "#16a085"]

    private func number(_ value: CGFloat) -> String {
        NumberText.format((Double(value) * 100).rounded() / 100)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
