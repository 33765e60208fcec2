import Foundation

// Overlays as SVG elements. No pattern, clip path or marker: those need an
// `id`, and several pictures inlined in one HTML page would share it (a
// browser draws the first one's, even from a collapsed section). Hatching
// is drawn as line segments, the part outside as strips.
extension PictureOverlay {
    /// Red for what is wrong, purple for what could be elsewhere.
    private static let problemColour = "#d0021b"
    private static let ambiguityColour = "#7b1fa2"

    var svgElements: [String] {
        let red = Self.problemColour
        switch self {
        case let .sharedArea(area):
            return [Self.rect(area, stroke: red, fill: red + "22", extra: "")] + Self.hatching(area, colour: red)
        case let .truncated(box, shows):
            return [
                Self.rect(box, stroke: red, fill: "none", extra: " stroke-width=\"2\" stroke-dasharray=\"5 2\""),
                Self.note(Self.fitting("shows \(shows)", width: box.width), at: CGPoint(x: box.minX, y: box.maxY + 10),
                          colour: red),
            ]
        case let .naturalSize(frame, natural):
            let outline = CGRect(origin: frame.origin, size: natural)
            return [
                Self.rect(frame, stroke: red, fill: "none", extra: " stroke-width=\"2\""),
                Self.rect(outline, stroke: "#e67e22", fill: "none", extra: " stroke-width=\"1.5\" stroke-dasharray=\"3 2\""),
                Self.note("needs \(NumberText.format(natural))", at: CGPoint(x: outline.minX, y: outline.maxY + 10),
                          colour: "#e67e22"),
            ]
        case let .marked(rect):
            // Grown by 3 points each way, so that a view with no width shows.
            return [Self.rect(rect.standardized.insetBy(dx: -3, dy: -3), stroke: red, fill: red + "22",
                              extra: " stroke-width=\"2\"")]
        case let .outside(view, container):
            return Self.strips(of: view, outside: container).map { Self.rect($0, stroke: "none", fill: red + "66", extra: "") }
                + [Self.rect(view, stroke: red, fill: "none", extra: " stroke-width=\"2\"")]
        case let .ambiguous(frame, alternative):
            let purple = Self.ambiguityColour
            return [
                Self.rect(frame, stroke: purple, fill: purple + "22", extra: " stroke-width=\"2\""),
                Self.rect(alternative, stroke: purple, fill: "none", extra: " stroke-width=\"2\" stroke-dasharray=\"6 3\""),
                Self.note("or here", at: CGPoint(x: alternative.minX, y: alternative.maxY + 10), colour: purple),
            ]
        case let .conflict(views, anchors):
            var elements = views.map { Self.rect($0, stroke: red, fill: "none", extra: " stroke-width=\"2\"") }
            if anchors.count == 2 {
                elements.append(
                    "<line x1=\"\(Self.number(anchors[0].x))\" y1=\"\(Self.number(anchors[0].y))\" "
                        + "x2=\"\(Self.number(anchors[1].x))\" y2=\"\(Self.number(anchors[1].y))\" "
                        + "stroke=\"\(red)\" stroke-width=\"2\"/>")
            }
            elements += anchors.map {
                "<circle cx=\"\(Self.number($0.x))\" cy=\"\(Self.number($0.y))\" r=\"3\" fill=\"\(red)\"/>"
            }
            return elements
        }
    }

    private static func rect(_ rect: CGRect, stroke: String, fill: String, extra: String) -> String {
        let r = rect.standardized
        return "<rect x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(r.width))\" "
            + "height=\"\(number(r.height))\" fill=\"\(fill)\" stroke=\"\(stroke)\"\(extra)/>"
    }

    private static func note(_ text: String, at point: CGPoint, colour: String) -> String {
        "<text x=\"\(number(point.x))\" y=\"\(number(point.y))\" font-size=\"9\" fill=\"\(colour)\" "
            + "xml:space=\"preserve\">\(text.markupEscaped)</text>"
    }

    /// A note cut to about the width of the box it is under (9-point text
    /// averages some 5 points a character), and never below 24 characters.
    private static func fitting(_ text: String, width: CGFloat) -> String {
        let most = max(24, Int(width / 5))
        return text.count <= most ? text : String(text.prefix(most - 1)) + "…"
    }

    /// Lines at 45° every 6 points, each cut to the rectangle.
    private static func hatching(_ area: CGRect, colour: String) -> [String] {
        let r = area.standardized
        guard r.width > 0, r.height > 0 else { return [] }
        var lines: [String] = []
        // Each line is x - y = c, from the bottom-left corner to the top-right.
        var c = r.minX - r.maxY + 6
        while c < r.maxX - r.minY {
            let start = CGPoint(x: max(r.minX, r.minY + c), y: max(r.minY, r.minX - c))
            let end = CGPoint(x: min(r.maxX, r.maxY + c), y: min(r.maxY, r.maxX - c))
            lines.append(
                "<line x1=\"\(number(start.x))\" y1=\"\(number(start.y))\" x2=\"\(number(end.x))\" "
                    + "y2=\"\(number(end.y))\" stroke=\"\(colour)\" stroke-width=\"1\"/>")
            c += 6
        }
        return lines
    }

    /// The part of `view` outside `container`, as up to four rectangles:
    /// above, below, and beside it within the container's height.
    private static func strips(of view: CGRect, outside container: CGRect) -> [CGRect] {
        let v = view.standardized, c = container.standardized
        var strips: [CGRect] = []
        if v.minY < c.minY { strips.append(CGRect(x: v.minX, y: v.minY, width: v.width, height: min(v.maxY, c.minY) - v.minY)) }
        if v.maxY > c.maxY {
            let top = max(v.minY, c.maxY)
            strips.append(CGRect(x: v.minX, y: top, width: v.width, height: v.maxY - top))
        }
        let bandTop = max(v.minY, c.minY), bandBottom = min(v.maxY, c.maxY)
        if bandBottom > bandTop {
            if v.minX < c.minX {
                strips.append(CGRect(x: v.minX, y: bandTop, width: min(v.maxX, c.minX) - v.minX, height: bandBottom - bandTop))
            }
            if v.maxX > c.maxX {
                let left = max(v.minX, c.maxX)
                strips.append(CGRect(x: left, y: bandTop, width: v.maxX - left, height: bandBottom - bandTop))
            }
        }
        return strips
    }

    private static func number(_ value: CGFloat) -> String {
        NumberText.hundredths(value)
    }
}
