import Foundation

extension View {
    /// The laid-out tree drawn in box-drawing characters, `columns` wide,
    /// then a legend. Call `layoutIfNeeded()` first.
    ///
    /// The picture draws every view as a box, views that are not seen
    /// (hidden, at alpha 0, or inside such a view) with dashed lines (`╌`,
    /// `╎`); guides are only in the legend (the SVG picture draws them). Rows are half as tall as columns are wide, as a
    /// terminal's characters are about twice as tall as they are wide. A
    /// view's name is written inside its box, at the first place from the
    /// top left where it fits in full, or else cut with `…` to the longest
    /// free stretch; a box too flat to have an inside carries its name on
    /// its own top edge. A name never covers another box's border or name.
    ///
    /// The legend lists every view and guide once, depth first (a view,
    /// its guides, then its subviews back to front), indented by depth,
    /// with its frame in its superview (a guide's `layoutFrame` in its
    /// view) to a millionth of a point: `avatar (8, 8, 64 × 64)`, then
    /// `hidden` after a hidden view, `alpha 0.5` after a view that is not
    /// opaque and `allows overlap` after one that `allowsOverlap`. A label
    /// shows its lines inside its box instead of its name, as far as they
    /// fit, and the legend lists them after its frame, quoted, then
    /// `truncated` if they are not the whole text, and the size they are
    /// drawn at if they were shrunk to fit:
    /// `bio (16, 80, 343 × 40.57) "Writes about" "layout." truncated`,
    /// A scroll view adds its content size (`content 375 × 1400`) and where
    /// it is scrolled to; the picture shows its whole content, taller or
    /// wider than the view, its frame guide marking the part that shows.
    /// `title (16, 8, 120 × 20.29) "Notifications" drawn at 14.2 pt of 17`.
    /// The text is the same on every machine.
    ///
    ///     print(root.textPicture(columns: 40))
    public func textPicture(columns: Int = 60) -> String {
        let items = PictureItem.items(of: self)
        let extent = PictureItem.extent(of: items, self)
        let width = max(columns, 2)
        let scale = extent.width > 0 ? CGFloat(width) / extent.width : 0
        let rows = max(Int((extent.height * scale / 2).rounded()), 2)
        // Content scrolled above or left of the root is drawn from the picture's top-left.
        let shift = (x: -extent.minX, y: -extent.minY)
        var canvas = TextCanvas(columns: width, rows: rows)
        var boxes: [TextCanvas.Box] = []
        for item in items where !item.isGuide {
            let box = TextCanvas.Box(
                left: Int(((item.rect.minX + shift.x) * scale).rounded()),
                right: Int(((item.rect.maxX + shift.x) * scale).rounded()) - 1,
                top: Int(((item.rect.minY + shift.y) * scale / 2).rounded()),
                bottom: Int(((item.rect.maxY + shift.y) * scale / 2).rounded()) - 1,
                owner: boxes.count, label: item.name, lines: item.text?.lines, isDashed: item.isUnseen)
            canvas.drawBorder(of: box)
            boxes.append(box)
        }
        for box in boxes {
            if let lines = box.lines, !lines.isEmpty { canvas.writeLines(of: box, lines) } else { canvas.writeLabel(of: box) }
        }
        let legend = items.map { item in
            var line = String(repeating: "  ", count: item.depth) + item.name + " " + NumberText.format(item.frame)
                + item.scrollNote
            if let text = item.text {
                line += text.lines.map { " " + $0.quoted }.joined() + (text.isTruncated ? " truncated" : "")
                if let unshrunk = text.unshrunkPointSize {
                    line += " drawn at \(NumberText.hundredths(text.pointSize)) pt of \(NumberText.hundredths(unshrunk))"
                }
            }
            guard !item.isGuide else { return line }
            return line + (item.isHidden ? " hidden" : "") + (item.alpha != 1 ? " alpha \(NumberText.format(Double(item.alpha)))" : "")
                + (item.allowsOverlap ? " allows overlap" : "")
        }
        return canvas.text + "\n\n" + legend.joined(separator: "\n")
    }
}

/// A grid of characters that boxes are drawn into; what falls outside is
/// clipped. Each cell remembers what was drawn there, so that a label is
/// written only where it covers nothing.
private struct TextCanvas {
    struct Box {
        /// Columns and rows, both inclusive.
        let left: Int, right: Int, top: Int, bottom: Int
        let owner: Int
        let label: String
        /// A label's lines, written instead of its name.
        let lines: [String]?
        let isDashed: Bool
    }

    private enum Cell: Equatable {
        /// Inside the box `owner` and no box within it; -1 outside every box.
        case inside(owner: Int)
        case border(owner: Int)
        case label
    }

    let columns: Int
    let rows: Int
    private var characters: [[Character]]
    private var cells: [[Cell]]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        characters = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        cells = Array(repeating: Array(repeating: .inside(owner: -1), count: columns), count: rows)
    }

    var text: String {
        characters.map { row in
            var line = String(row)
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    mutating func drawBorder(of box: Box) {
        guard box.right >= box.left, box.bottom >= box.top else { return }
        let (horizontal, vertical): (Character, Character) = box.isDashed ? ("╌", "╎") : ("─", "│")
        // Boxes are drawn parents first, so a cell ends up owned by the
        // innermost box it lies in: a name stays in its own box.
        if box.bottom - box.top >= 2, box.right - box.left >= 2 {
            for row in (box.top + 1)..<box.bottom where row >= 0 && row < rows {
                for column in (box.left + 1)..<box.right where column >= 0 && column < columns {
                    cells[row][column] = .inside(owner: box.owner)
                }
            }
        }
        for column in box.left...box.right {
            put(column, box.top, horizontal, .border(owner: box.owner))
            put(column, box.bottom, horizontal, .border(owner: box.owner))
        }
        for row in box.top...box.bottom {
            put(box.left, row, vertical, .border(owner: box.owner))
            put(box.right, row, vertical, .border(owner: box.owner))
        }
        put(box.left, box.top, "┌", .border(owner: box.owner))
        put(box.right, box.top, "┐", .border(owner: box.owner))
        put(box.left, box.bottom, "└", .border(owner: box.owner))
        put(box.right, box.bottom, "┘", .border(owner: box.owner))
    }

    /// The label inside the box, over cells that cover nothing else: at
    /// the first place, row by row from the top and left to right, where it
    /// fits in full, or else cut with `…` to the longest free run. A box
    /// with no inside carries it on its own top edge.
    mutating func writeLabel(of box: Box) {
        guard box.right - box.left >= 2, box.bottom >= box.top else { return }
        let hasInside = box.bottom - box.top >= 2
        let candidateRows = hasInside ? Array((box.top + 1)..<box.bottom) : [box.top]
        let own: Cell = hasInside ? .inside(owner: box.owner) : .border(owner: box.owner)
        let label = Array(box.label)
        var best: (row: Int, column: Int, length: Int)?
        search: for row in candidateRows where row >= 0 && row < rows {
            var column = box.left + 1
            while column < box.right {
                var length = 0
                while column + length < box.right, column + length >= 0, column + length < columns,
                      cells[row][column + length] == own {
                    length += 1
                }
                if length > (best?.length ?? 0) { best = (row, column, length) }
                if length >= label.count { break search }
                column += length + 1
            }
        }
        // A lone `…` would say nothing.
        guard let (row, column, room) = best, room >= min(2, label.count) else { return }
        let shown = label.count <= room ? label : Array(label.prefix(room - 1)) + ["…"]
        for (offset, character) in shown.enumerated() {
            put(column + offset, row, character, .label)
        }
    }

    /// A label's lines, one per row from the top of its inside (or its one
    /// line on the top edge of a box with no inside), each over the cells
    /// that cover nothing else from its left, cut with `…` where it stops.
    mutating func writeLines(of box: Box, _ lines: [String]) {
        guard box.right - box.left >= 2, box.bottom >= box.top else { return }
        let hasInside = box.bottom - box.top >= 2
        let own: Cell = hasInside ? .inside(owner: box.owner) : .border(owner: box.owner)
        let firstRow = hasInside ? box.top + 1 : box.top
        let lastRow = hasInside ? box.bottom - 1 : box.top
        for (offset, line) in lines.enumerated() where firstRow + offset <= lastRow {
            let row = firstRow + offset
            guard row >= 0, row < rows else { continue }
            var room = 0
            while box.left + 1 + room < box.right, box.left + 1 + room < columns, box.left + 1 + room >= 0,
                  cells[row][box.left + 1 + room] == own {
                room += 1
            }
            let characters = Array(line)
            guard room >= min(2, characters.count) else { continue }
            let shown = characters.count <= room ? characters : Array(characters.prefix(room - 1)) + ["…"]
            for (column, character) in shown.enumerated() { put(box.left + 1 + column, row, character, .label) }
        }
    }

    private mutating func put(_ column: Int, _ row: Int, _ character: Character, _ cell: Cell) {
        guard column >= 0, column < columns, row >= 0, row < rows else { return }
        characters[row][column] = character
        cells[row][column] = cell
    }
}
