import AnchorCore

/// A format string's items, read in place in its parsed elements (which
/// hold them for the whole walk), each asked for its own container: a
/// string's items need not share one. Read through a pointer rather than
/// copied: a copy of a view retains it, on the runtime's slow path for an
/// item that constraints reference.
enum FormatStringItems: VisualFormatItems {
    static func withItem<Result>(
        _ item: UnsafePointer<ParsedFormat.Element>, _ body: (any LayoutItem) -> Result
    ) -> Result {
        body(item.pointee.item)
    }

    /// A format string writes no guide in place of a bound: a guide named
    /// in `views` is an item.
    static func withGuide<Result>(_ guide: Never, _ body: (any LayoutItem) -> Result) -> Result {}

    static func withContainer<Result>(
        of item: UnsafePointer<ParsedFormat.Element>, _ body: ((any LayoutItem)?) -> Result
    ) -> Result {
        body(item.pointee.item.formatContainer)
    }

    static func containerIdentity(of item: UnsafePointer<ParsedFormat.Element>) -> ObjectIdentifier? {
        item.pointee.item.formatContainer.map(ObjectIdentifier.init)
    }

    static func guide(_ item: any LayoutItem) -> Never? { nil }

    static var requiresSharedContainer: Bool { false }
}

extension ParsedFormat {
    /// The format's constraints: its pieces, in reading order, through the
    /// one walk. Predicates carry no positions here: the parser has checked
    /// them where they were written.
    func constraints(_ layout: VisualFormatLayout, format: String) throws(VisualFormatError) -> [LayoutConstraint] {
        do {
            return try elements.withUnsafeBufferPointer { elements throws(VisualFormatError) -> [LayoutConstraint] in
                var walk = VisualFormatWalk<FormatStringItems>(layout)
                var made: [LayoutConstraint] = []
                made.reserveCapacity(elements.count * 2 + 1)
                if let leading {
                    try walk.bound(leading.bound.isMargins ? .margins : .edge, at: leading.position, to: &made)
                }
                for index in elements.indices {
                    let element = elements.baseAddress! + index
                    let connection = index > 0 ? connections[index - 1] : leading?.connection ?? .flush
                    try walk.item(element, after: connection, at: 0, to: &made)
                    for k in element.pointee.predicates.indices {
                        try walk.size(element.pointee.predicates[k], at: 0, to: &made)
                    }
                }
                if let trailing {
                    try walk.bound(
                        trailing.bound.isMargins ? .margins : .edge, after: trailing.connection, at: trailing.position,
                        to: &made)
                }
                try walk.finish(&made) { elements.map(\.item) }
                return made
            }
        } catch {
            throw VisualFormatError(format: format, position: error.position, message: error.message)
        }
    }
}
