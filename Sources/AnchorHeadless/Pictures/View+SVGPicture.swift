import Foundation

extension View {
    /// The laid-out tree as an SVG document in points: a rectangle and a
    /// name per view (a label's lines as text instead, at the size they are
    /// drawn at), guides dashed, views that are not seen (hidden or at
    /// alpha 0, and what they contain) finely dotted and faded, a view
    /// that allows overlap outlined with long dashes and named so, one
    /// colour per depth. Call `layoutIfNeeded()` first.
    ///
    ///     try root.svgPicture().write(toFile: "root.svg", atomically: true, encoding: .utf8)
    public func svgPicture() -> String {
        let items = PictureItem.items(of: self)
        let extent = PictureItem.extent(of: items, self)
        let texts = items.flatMap(\.lineBoxes)
        // Inter first: the system measurer's widths are its (with San
        // Francisco's tracking); a renderer without it falls back on
        // Liberation Sans, Arial or Helvetica, each line drawn to the width
        // the engine measured (`textLength`).
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(extent.width))\" height=\"\(number(extent.height))\""
                + " viewBox=\"\(number(extent.minX)) \(number(extent.minY)) \(number(extent.width)) \(number(extent.height))\""
                + " font-family=\"Inter, Liberation Sans, Arial, Helvetica, sans-serif\">",
            extent.origin == .zero ? "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>"
                : "<rect x=\"\(number(extent.minX))\" y=\"\(number(extent.minY))\" width=\"100%\" height=\"100%\" fill=\"white\"/>",
        ]
        for item in items {
            let colour = Self.depthColours[item.depth % Self.depthColours.count]
            let dash = item.isUnseen ? " stroke-dasharray=\"1 2\" opacity=\"0.5\""
                : item.isGuide ? " stroke-dasharray=\"4 3\""
                : item.allowsOverlap ? " stroke-dasharray=\"8 3\"" : ""
            var fill = item.isGuide || item.isUnseen ? "none" : colour + "14"
            if let background = item.background, !item.isUnseen {
                fill = background.svgFill.color + "\" fill-opacity=\"\(number(background.svgFill.opacity))"
            }
            func box(_ rect: CGRect) -> String {
                "<rect x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(abs(rect.width)))\""
                    + " height=\"\(number(abs(rect.height)))\" fill=\"\(fill)\" stroke=\"\(colour)\"\(dash)/>"
            }
            var drawn = [box(item.rect)]
            if let contentBox = item.contentBox { drawn += imageBox(contentBox, hidden: item.isUnseen) }
            if let marks = item.cellMarks { drawn += cellMarks(marks) }
            if let text = item.text, !text.lines.isEmpty {
                drawn += textLines(text, in: item.rect, hidden: item.isUnseen)
            } else {
                let name = item.name + Self.remarks(on: item)
                let place = item.isGuide ? Self.guideLabelPlace(of: item, name, clearOf: texts)
                    : (x: item.rect.minX + 3, y: item.rect.minY + 12, anchorsEnd: false)
                drawn.append(
                    "<text x=\"\(number(place.x))\" y=\"\(number(place.y))\" font-size=\"10\" fill=\"\(colour)\""
                        + (place.anchorsEnd ? " text-anchor=\"end\"" : "") + ">\(name.markupEscaped)</text>")
            }
            // Content a scroll view does not show now is faded, its shown part drawn over it:
            // scrolled away, it overlaps nothing on the screen.
            if let shown = item.scrolledInto, !shown.contains(item.rect.standardized) {
                lines.append("<g opacity=\"0.3\">")
                lines += drawn
                lines.append("</g>")
                let visible = shown.intersection(item.rect.standardized)
                if !visible.isNull, visible.width > 0, visible.height > 0 { lines.append(box(visible)) }
            } else {
                lines += drawn
            }
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The picture with problems drawn over it, in red, on top of everything.
    package func svgPicture(overlays: [PictureOverlay]) -> String {
        Self.svgPicture(svgPicture(), adding: overlays)
    }

    /// A picture `svgPicture()` drew, with overlays added on top: one
    /// drawing of a tree serves each problem found in it.
    package static func svgPicture(_ picture: String, adding overlays: [PictureOverlay]) -> String {
        guard !overlays.isEmpty, let end = picture.range(of: "</svg>", options: .backwards) else { return picture }
        var drawn = String(picture[..<end.lowerBound])
        for element in overlays.flatMap(\.svgElements) {
            drawn += element + "\n"
        }
        return drawn + picture[end.lowerBound...]
    }

    /// An image's box where its view's content mode puts it: grey, crossed,
    /// and not clipped, as an image view does not clip by default.
    private func imageBox(_ box: CGRect, hidden: Bool) -> [String] {
        let style = " stroke=\"#8e8e93\" stroke-width=\"0.5\"\(hidden ? " opacity=\"0.5\"" : "")"
        return [
            "<rect x=\"\(number(box.minX))\" y=\"\(number(box.minY))\" width=\"\(number(box.width))\""
                + " height=\"\(number(box.height))\" fill=\"#8e8e93\" fill-opacity=\"0.15\"\(style)/>",
            "<path d=\"M\(number(box.minX)) \(number(box.minY))L\(number(box.maxX)) \(number(box.maxY))"
                + "M\(number(box.maxX)) \(number(box.minY))L\(number(box.minX)) \(number(box.maxY))\"\(style)/>",
        ]
    }

    /// A table row's separator, a grey line as thick as it is, and its
    /// accessory, a dashed box with the accessory's symbol.
    private func cellMarks(_ marks: (separator: CGRect?, accessory: (rect: CGRect, symbol: String)?)) -> [String] {
        var drawn: [String] = []
        if let line = marks.separator {
            drawn.append("<rect x=\"\(number(line.minX))\" y=\"\(number(line.minY))\" width=\"\(number(line.width))\""
                + " height=\"\(number(line.height))\" fill=\"#8e8e93\"/>")
        }
        if let (box, symbol) = marks.accessory {
            drawn.append("<rect x=\"\(number(box.minX))\" y=\"\(number(box.minY))\" width=\"\(number(box.width))\""
                + " height=\"\(number(box.height))\" fill=\"none\" stroke=\"#8e8e93\" stroke-dasharray=\"2 2\"/>")
            drawn.append("<text x=\"\(number(box.midX))\" y=\"\(number(box.midY + 6))\" font-size=\"17\" fill=\"#8e8e93\""
                + " text-anchor=\"middle\">\(symbol.markupEscaped)</text>")
        }
        return drawn
    }

    /// A view's lines of text as it shows them, each on its baseline in the
    /// text's room: at the font's size, or, for rich text, run by run at
    /// each run's size, an image as a crossed box standing on the baseline.
    /// Each is drawn to the width the engine measured (`textLength`), so
    /// that a viewer without the measured font neither runs text past its
    /// view nor leaves it short.
    private func textLines(_ text: PictureItem.PictureText, in rect: CGRect, hidden: Bool) -> [String] {
        let left = rect.minX + text.origin.x, opacity = hidden ? " opacity=\"0.5\"" : ""
        func line(_ string: String, at x: CGFloat, _ baseline: CGFloat, size: CGFloat, width: CGFloat) -> String {
            let length = width > 0 ? " textLength=\"\(number(width))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
            return "<text x=\"\(number(x))\" y=\"\(number(baseline))\" font-size=\"\(number(size))\"\(length)"
                + " fill=\"black\"\(opacity) xml:space=\"preserve\">\(string.markupEscaped)</text>"
        }
        return text.lines.indices.flatMap { index -> [String] in
            let baseline = rect.minY + text.origin.y + text.baselines[index]
            guard let runs = text.runs?[index] else {
                return [line(text.lines[index], at: left, baseline, size: text.pointSize, width: text.widths[index])]
            }
            return runs.flatMap { run -> [String] in
                if let image = run.image {
                    return imageBox(CGRect(x: left + run.x, y: baseline - image.height, width: image.width, height: image.height), hidden: hidden)
                }
                return [line(run.text ?? "", at: left + run.x, baseline, size: run.pointSize, width: run.width)]
            }
        }
    }

    /// Where a guide's name goes: inside its bottom-left corner, else the
    /// first of its other corners, or just below it, where the name crosses
    /// no line of text (a margins guide's bottom edge runs under the last
    /// line of a card's text).
    private static func guideLabelPlace(
        of item: PictureItem, _ name: String, clearOf texts: [CGRect]
    ) -> (x: CGFloat, y: CGFloat, anchorsEnd: Bool) {
        let rect = item.rect.standardized
        let width = CGFloat(name.count) * labelAdvance
        let places: [(x: CGFloat, y: CGFloat, anchorsEnd: Bool)] = [
            (rect.minX + 3, rect.maxY - 3, false), (rect.maxX - 3, rect.maxY - 3, true),
            (rect.minX + 3, rect.minY + 12, false), (rect.maxX - 3, rect.minY + 12, true),
            (rect.minX + 3, rect.maxY + 11, false),
        ]
        return places.first { place in
            let box = CGRect(x: place.anchorsEnd ? place.x - width : place.x, y: place.y - 9, width: width, height: 11)
            return !texts.contains { $0.intersects(box) }
        } ?? places[0]
    }

    /// About how wide a character of a 10-point name is, in the viewer's font.
    private static let labelAdvance: CGFloat = 5.6

    /// What the picture says after a view's name: how it is not seen, and
    /// that it may overlap.
    private static func remarks(on item: PictureItem) -> String {
        var remarks: [String] = []
        if item.isHidden { remarks.append("hidden") }
        if !item.isGuide, item.alpha != 1 { remarks.append("alpha \(NumberText.hundredths(item.alpha))") }
        if item.allowsOverlap { remarks.append("allows overlap") }
        if item.scroll != nil { remarks.append(String(item.scrollNote.dropFirst())) }
        return remarks.isEmpty ? "" : " (" + remarks.joined(separator: ", ") + ")"
    }

    /// A colour per depth, distinct enough to tell nesting apart.
    static let depthColours = ["#1f4e79", "#c0392b", "#27ae60", "#8e44ad", "#d35400", "#16a085"]

    private func number(_ value: CGFloat) -> String {
        NumberText.hundredths(value)
    }
}
