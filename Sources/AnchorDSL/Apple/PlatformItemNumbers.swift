#if canImport(UIKit) || canImport(AppKit)
import Foundation

/// The numbers that tell UIKit's and AppKit's views and guides apart in
/// descriptions when they have no identifier: `UILabel#3` is the third
/// `UILabel` named, and keeps its number while it lives. Held weakly, in a
/// table that drops the items that are gone whenever it has doubled, so it
/// keeps nothing alive and stays as large as the items still named.
enum PlatformItemNumbers {
    private struct Entry {
        weak var item: AnyObject?
        let number: Int
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var lastNumbers: [String: Int] = [:]
    nonisolated(unsafe) private static var pruneAt = 64

    /// `identifier` when it is neither nil nor empty, else the item's type
    /// and number.
    static func name(of item: AnyObject, identifier: String?) -> String {
        if let identifier, !identifier.isEmpty { return identifier }
        let type = String(describing: Swift.type(of: item))
        return "\(type)#\(number(of: item, type: type))"
    }

    private static func number(of item: AnyObject, type: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(item)
        // A weak reference that no longer leads to `item` is an item that
        // was freed, and `item` a new one at its address.
        if let entry = entries[key], entry.item === item { return entry.number }
        if entries.count >= pruneAt {
            entries = entries.filter { $0.value.item != nil }
            pruneAt = max(64, 2 * entries.count)
        }
        let number = lastNumbers[type, default: 0] + 1
        lastNumbers[type] = number
        entries[key] = Entry(item: item, number: number)
        return number
    }
}
#endif
