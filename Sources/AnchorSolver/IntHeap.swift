/// A binary min-heap of symbol ids. Ordering by id (never by hash or address)
/// keeps the solver's choices identical from process to process. Duplicates
/// are allowed; consumers re-check the condition that made them push.
struct IntHeap {
    private(set) var storage: [Int] = []

    var isEmpty: Bool { storage.isEmpty }
    var min: Int? { storage.first }

    mutating func removeAll() { storage.removeAll(keepingCapacity: true) }

    mutating func push(_ value: Int) {
        storage.append(value)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if storage[parent] <= value { break }
            storage[child] = storage[parent]
            child = parent
        }
        storage[child] = value
    }

    mutating func popMin() -> Int? {
        guard let first = storage.first else { return nil }
        let last = storage.removeLast()
        if storage.isEmpty { return first }
        var parent = 0
        let count = storage.count
        while true {
            var child = 2 * parent + 1
            if child >= count { break }
            if child + 1 < count && storage[child + 1] < storage[child] { child += 1 }
            if last <= storage[child] { break }
            storage[parent] = storage[child]
            parent = child
        }
        storage[parent] = last
        return first
    }
}
