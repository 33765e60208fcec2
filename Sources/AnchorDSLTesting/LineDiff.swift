/// The lines two texts differ in, as `diff` shows them: `-` for a line of
/// the first only, `+` of the second only, two lines of context around each
/// change and `…` for the unchanged stretches left out.
struct LineDiff {
    let text: String

    private static let context = 2

    init(_ old: String, _ new: String) {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        // The longest common subsequence, by the classic table: references
        // are a hundred lines or so.
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                if a[i] == b[j] {
                    lengths[i][j] = lengths[i + 1][j + 1] + 1
                } else {
                    lengths[i][j] = max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
        }
        var lines: [(mark: Character, line: Substring)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append((" ", a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                lines.append(("-", a[i]))
                i += 1
            } else {
                lines.append(("+", b[j]))
                j += 1
            }
        }
        let unchanged: Character = " "
        let changed = lines.indices.filter { lines[$0].mark != unchanged }
        var shown: [String] = []
        var skipping = false
        for index in lines.indices {
            let near = changed.contains { abs($0 - index) <= Self.context }
            if near {
                shown.append("\(lines[index].mark) \(lines[index].line)")
                skipping = false
            } else if !skipping {
                shown.append("…")
                skipping = true
            }
        }
        text = shown.joined(separator: "\n")
    }
}
