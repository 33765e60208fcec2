import Testing
import AnchorSolver
import AnchorTestSupport

/// The solver's table storage (PagedArray.swift): an array that grows by
/// pages of 4096 elements after a first page that doubles.
@Suite struct PagedArrayTests {
    /// Counts the live instances of `Token`, to check that every element is
    /// destroyed exactly once.
    final class Census {
        var alive = 0
    }

    final class Token {
        let census: Census
        let value: Int
        init(_ value: Int, _ census: Census) {
            self.value = value
            self.census = census
            census.alive += 1
        }
        deinit { census.alive -= 1 }
    }

    static let threePagesAndABit = 3 * 4096 + 5

    @Test func appendedElementsSurviveEveryGrowth() {
        var table = PagedArray<Int>()
        expectEqual(table.isEmpty, true)
        for i in 0..<Self.threePagesAndABit { table.append(i * 7) }
        expectEqual(table.count, Self.threePagesAndABit)
        expectEqual(table.indices, 0..<Self.threePagesAndABit)
        var wrong = 0
        for i in table.indices where table[i] != i * 7 { wrong += 1 }
        expectEqual(wrong, 0, "elements that changed while the table grew")
    }

    @Test func subscriptChangesElementsInPlace() {
        struct Record {
            var constant: Double
            var cells: [Int]
        }
        var table = PagedArray<Record?>()
        for i in 0..<5000 { table.append(i.isMultiple(of: 2) ? Record(constant: Double(i), cells: [i]) : nil) }
        table[4096]!.constant = -1
        table[4096]!.cells.append(99)
        table[1] = Record(constant: 1, cells: [])
        expectEqual(table[4096]?.constant, -1)
        expectEqual(table[4096]?.cells, [4096, 99])
        expectEqual(table[1]?.constant, 1)
        expectEqual(table[3]?.constant, nil)
        expectEqual(table[4098]?.cells.count, 1)
    }

    @Test func nestedTablesAreChangedInPlace() {
        var levels = PagedArray<PagedArray<Double>>()
        levels.append(PagedArray())
        levels.append(PagedArray())
        levels[1].append(0, count: 4100)
        levels[1][4099] = 2.5
        levels[1][4099] += 1
        expectEqual(levels[0].count, 0)
        expectEqual(levels[1].count, 4100)
        expectEqual(levels[1][4099], 3.5)
        expectEqual(levels[1][0], 0)
    }

    @Test func insertAndRemoveKeepTheOrder() {
        var levels = PagedArray<PagedArray<Int>>()
        for first in [10, 30] {
            var level = PagedArray<Int>()
            level.append(first)
            levels.append(level)
        }
        var inserted = PagedArray<Int>()
        inserted.append(20)
        levels.insert(inserted, at: 1)
        var front = PagedArray<Int>()
        front.append(0)
        levels.insert(front, at: 0)
        var back = PagedArray<Int>()
        back.append(40)
        levels.insert(back, at: levels.count)
        var order: [Int] = []
        for i in levels.indices { order.append(levels[i][0]) }
        expectEqual(order, [0, 10, 20, 30, 40])

        let removed = levels.remove(at: 2)
        expectEqual(removed[0], 20)
        levels.remove(at: 0)
        order = []
        for i in levels.indices { order.append(levels[i][0]) }
        expectEqual(order, [10, 30, 40])
    }

    @Test func insertingIntoAFullFirstPageSpillsIntoTheNext() {
        var table = PagedArray<Int>()
        for i in 1...4096 { table.append(i) }
        table.insert(0, at: 0)
        expectEqual(table.count, 4097)
        expectEqual(table[0], 0)
        expectEqual(table[4095], 4095)
        expectEqual(table[4096], 4096)
        expectEqual(table.remove(at: 4096), 4096)
        expectEqual(table.remove(at: 0), 0)
        expectEqual(table.count, 4095)
        expectEqual(table[0], 1)
        expectEqual(table[4094], 4095)
    }

    @Test func removeLastKeepsThePagesForReuse() {
        var table = PagedArray<Int>()
        for i in 0..<Self.threePagesAndABit { table.append(i) }
        table.removeLast(0)
        expectEqual(table.count, Self.threePagesAndABit)
        table.removeLast(2 * 4096)
        expectEqual(table.count, 4096 + 5)
        expectEqual(table[4100], 4100)
        for i in 0..<10 { table.append(-i) }
        expectEqual(table.count, 4096 + 15)
        expectEqual(table[4100], 4100)
        expectEqual(table[4101], 0)
        expectEqual(table[4110], -9)
        table.removeLast(table.count)
        expectEqual(table.isEmpty, true)
    }

    @Test func everyElementIsDestroyedExactlyOnce() {
        let census = Census()
        do {
            var table = PagedArray<Token>()
            for i in 0..<Self.threePagesAndABit { table.append(Token(i, census)) }
            expectEqual(census.alive, Self.threePagesAndABit)
            table.removeLast(4096 + 5)
            expectEqual(census.alive, 2 * 4096, "after removeLast")
            let removed = table.remove(at: 0)
            expectEqual(removed.value, 0)
            table.insert(Token(-1, census), at: 10)
            table[20] = Token(-2, census)
            expectEqual(census.alive, 2 * 4096 + 1, "after remove, insert and overwrite (one removed token still held)")
            expectEqual(table[10].value, -1)
            expectEqual(table[20].value, -2)
        }
        expectEqual(census.alive, 0, "after the table (with spare pages) is destroyed")
    }
}
