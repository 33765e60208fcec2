/// The layout system of each class of item met so far: activation asks it
/// of the items of every constraint, and a seam's look-up (a protocol
/// cast) for each cost a tenth of activating 5,000 cards. A call meets a
/// handful of classes, so a short list, searched by identity, beats both
/// the cast and a dictionary.
package struct LayoutSystemLookup {
    private var known: [(itemClass: ObjectIdentifier, system: (any LayoutSystem.Type)?)] = []

    package init() {}

    /// `item`'s layout system; nil for an item of a kind the package does
    /// not know.
    package mutating func system(of item: any LayoutItem) -> (any LayoutSystem.Type)? {
        let itemClass = ObjectIdentifier(type(of: item))
        for entry in known where entry.itemClass == itemClass { return entry.system }
        let system = item.seam?.layoutSystem
        known.append((itemClass, system))
        return system
    }

    /// Whether both items are laid out by one layout system (an item of a
    /// kind the package does not know belongs to none, and so to the same
    /// none as another of its kind).
    package mutating func share(_ a: any LayoutItem, _ b: any LayoutItem) -> Bool {
        // Items of one class share their system without a look-up.
        ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b))
            || system(of: a).map(ObjectIdentifier.init) == system(of: b).map(ObjectIdentifier.init)
    }
}
