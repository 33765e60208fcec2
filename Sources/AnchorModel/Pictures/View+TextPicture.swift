import Foundation

extension View {
    /// The laid-out tree drawn in box-drawing characters, `columns` wide,
    /// with each view's name inside its box (guides are left out; the SVG
    /// picture shows them). Rows are half as tall as columns are wide, as a
    /// terminal's characters are about twice as tall as they are wide. Call
    /// `layoutIfNeeded()` first.
    ///
    ///     print(root.textPicture(columns: 40))
    public func textPicture(columns: Int = 60) -> String {
        let width = max(columns, 2)
        let scale = bounds.width > 0 ? CGFloat(width) / bounds.width : 0
        let rows = max(Int((bounds.height * scale / 2).rounded()), 2)
        var canvas = TextCanvas(columns: width, rows: rows)
        for item in PictureItem.items(of: self) where !item.isGuide {
            canvas.drawBox(
                left: Int((item.rect.minX * scale).rounded()), right: Int((item.rect.maxX * scale).rounded()) - 1,
                top: Int((item.rect.minY * scale / 2).rounded()), bottom: Int((item.rect.maxY * scale / 2).rounded()) - 1,
                label: item.name)
        }
        return canvas.text
    }
}

/// A grid of characters that boxes are drawn into; what falls outside is clipped.
private struct TextCanvas {
    let columns: Int
    let rows: Int
    private var cells: [[Character]]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    var text: String {
        cells.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .joined(separator: "\n")
    }

    /// A box from column `left` to `right` and row `top` to `bottom`, both
    /// inclusive, with `label` inside (on its top edge if it is too flat).
    mutating func drawBox(left: Int, right: Int, top: Int, bottom: Int, label: String) {
        guard right >= left, bottom >= top else { return }
        for column in left...right {
            put(column, top, "─")
            put(column, bottom, "─")
        }
        for row in top...bottom {
            put(left, row, "│")
            put(right, row, "│")
        }
        put(left, top, "┌")
        put(right, top, "┐")
        put(left, bottom, "└")
        put(right, bottom, "┘")
        let labelRow = bottom - top >= 2 ? top + 1 : top
        for (offset, character) in label.prefix(max(right - left - 1, 0)).enumerated() {
            put(left + 1 + offset, labelRow, character)
        }
    }

    private mutating func put(_ column: Int, _ row: Int, _ character: Character) {
        guard column >= 0, column < columns, row >= 0, row < rows else { return }
        cells[row][column] = character
    }
}
