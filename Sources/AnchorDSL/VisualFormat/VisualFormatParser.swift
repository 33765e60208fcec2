import Foundation

/// A Visual Format Language string, read: Apple's grammar
/// (developer.apple.com, Auto Layout Guide, "Visual Format Language"), plus
/// `||` for the superview's layout-margins guide.
///
///     (H:|V:)? (bound connection)? view (connection view)* (connection bound)?
///     bound       |  or  ||
///     view        [name]  or  [name(predicate, …)]
///     connection  -  |  -n-  |  -metric-  |  -(predicate, …)-  |  nothing (flush)
///     predicate   (== | <= | >=)? (number | metric | view) (@ (number | metric))?
@usableFromInline struct ParsedFormat {
    enum Bound {
        case edge, margins

        var isMargins: Bool {
            if case .margins = self { return true }
            return false
        }
    }

    enum Connection {
        case flush
        case standard
        /// One number or predicate (`-8-`, `-(>=8)-`, a typed `- 8 -`),
        /// held without an array: most gaps have one, and a typed chain's
        /// gaps always do.
        case predicate(Predicate<CGFloat>)
        case predicates([Predicate<CGFloat>])

        var isStandard: Bool {
            if case .standard = self { return true }
            return false
        }
    }

    /// `relation object @priority`: a gap's object is a number, a size's a
    /// number or another view.
    @usableFromInline struct Predicate<Object> {
        @usableFromInline var relation: Relation
        @usableFromInline var object: Object
        @usableFromInline var priority: Priority

        @usableFromInline init(relation: Relation, object: Object, priority: Priority) {
            self.relation = relation
            self.object = object
            self.priority = priority
        }
    }

    enum SizeObject {
        case constant(CGFloat)
        case item(any LayoutItem)
    }

    struct Element {
        var item: any LayoutItem
        var predicates: [Predicate<SizeObject>]
    }

    var axis: LayoutAxis = .horizontal
    var leading: (bound: Bound, position: Int, connection: Connection)?
    var elements: [Element] = []
    /// `connections[i]` lies between `elements[i]` and `elements[i + 1]`.
    var connections: [Connection] = []
    var trailing: (bound: Bound, position: Int, connection: Connection)?
}

/// Reads a format into a `ParsedFormat`, or throws the first error with its
/// position. Recursive descent over the format's UTF-8 bytes, each read as a
/// `Unicode.Scalar`: the grammar is ASCII, and reading `Character`s
/// (grapheme clusters) made parsing several times slower. Positions are
/// converted to `Character` offsets when an error is made.
struct VisualFormatParser {
    private let format: String
    private let characters: [UInt8]
    private let metrics: [String: CGFloat]
    private let views: [String: any LayoutItem]
    private var index = 0

    init(format: String, metrics: [String: CGFloat], views: [String: any LayoutItem]) {
        self.format = format
        self.characters = Array(format.utf8)
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws(VisualFormatError) -> ParsedFormat {
        var parsed = ParsedFormat()
        // One element per '[', so that the arrays never grow as they fill.
        let views = characters.reduce(0) { $0 + ($1 == UInt8(ascii: "[") ? 1 : 0) }
        parsed.elements.reserveCapacity(views)
        parsed.connections.reserveCapacity(max(views - 1, 0))
        parsed.axis = try orientation()
        if let bound = bound() {
            parsed.leading = (bound.kind, bound.position, try connection(after: "'|'") ?? .flush)
        }
        parsed.elements.append(try element())
        while index < characters.count {
            let between = try connection(after: "a view") ?? .flush
            if let bound = bound() {
                parsed.trailing = (bound.kind, bound.position, between)
                break
            }
            parsed.connections.append(between)
            parsed.elements.append(try element())
        }
        if index < characters.count {
            throw error("Unexpected '\(character(at: index))' after the closing '|'")
        }
        return parsed
    }

    // MARK: Pieces

    private mutating func orientation() throws(VisualFormatError) -> LayoutAxis {
        guard let first = peek(), isLetter(first) else { return .horizontal }
        guard peek(1) == ":" else {
            if first == "H" || first == "V" { throw error("Expected ':' after '\(first)'", at: 1) }
            throw error("Expected a view")
        }
        guard first == "H" || first == "V" else { throw error("Unknown orientation '\(first)'; use H or V") }
        index += 2
        return first == "H" ? .horizontal : .vertical
    }

    private mutating func bound() -> (kind: ParsedFormat.Bound, position: Int)? {
        guard peek() == "|" else { return nil }
        let position = index
        index += 1
        if peek() == "|" {
            index += 1
            return (.margins, position)
        }
        return (.edge, position)
    }

    /// A connection, or nil when the next thing is a view or a bound (flush).
    private mutating func connection(after what: String) throws(VisualFormatError) -> ParsedFormat.Connection? {
        guard let next = peek() else {
            throw error(what == "'|'" ? "Expected a view" : "Expected a connection or the end")
        }
        if next == "[" || next == "|" { return nil }
        guard next == "-" else {
            throw error(what == "'|'" ? "Expected '-' or a view after '|'" : "Expected '-', a view or '|' after \(what)")
        }
        index += 1
        if peek() == "[" || peek() == "|" { return .standard }
        if peek() == nil { throw error("Expected a view") }
        let connection: ParsedFormat.Connection
        if peek() == "(" {
            let predicates = try predicateList { parser throws(VisualFormatError) in
                try parser.constant(allowingNegative: true)
            }
            connection = predicates.count == 1 ? .predicate(predicates[0]) : .predicates(predicates)
        } else if let next = peek(), isRelationCharacter(next) {
            throw error("A relation in a connection must be in parentheses, as in -(>=8)-")
        } else {
            connection = .predicate(ParsedFormat.Predicate(relation: .equal, object: try constant(), priority: .required))
        }
        guard peek() == "-" else { throw error("A connection must end with '-'") }
        index += 1
        return connection
    }

    private mutating func element() throws(VisualFormatError) -> ParsedFormat.Element {
        guard peek() == "[" else { throw error("Expected a view") }
        index += 1
        let start = index
        guard let name = identifier() else { throw error("View names must be identifiers", at: start) }
        guard let item = views[name] else { throw error("Unknown view '\(name)'", at: start) }
        var predicates: [ParsedFormat.Predicate<ParsedFormat.SizeObject>] = []
        if peek() == "(" {
            predicates = try predicateList { parser throws(VisualFormatError) in try parser.sizeObject() }
        }
        guard peek() == "]" else { throw error("Expected ']' after the view '\(name)'") }
        index += 1
        return ParsedFormat.Element(item: item, predicates: predicates)
    }

    /// `(predicate, …)`, each predicate's object read by `object`.
    private mutating func predicateList<Object>(
        _ object: (inout VisualFormatParser) throws(VisualFormatError) -> Object
    ) throws(VisualFormatError) -> [ParsedFormat.Predicate<Object>] {
        index += 1
        var predicates: [ParsedFormat.Predicate<Object>] = []
        while true {
            let relation = try self.relation()
            let value = try object(&self)
            predicates.append(ParsedFormat.Predicate(relation: relation, object: value, priority: try priority()))
            if peek() == "," {
                index += 1
                continue
            }
            guard peek() == ")" else { throw error("Expected ',' or ')'") }
            index += 1
            return predicates
        }
    }

    /// A size predicate's object: a number, a metric, or another view.
    private mutating func sizeObject() throws(VisualFormatError) -> ParsedFormat.SizeObject {
        let start = index
        if let name = identifier(), metrics[name] == nil {
            guard let item = views[name] else { throw error("Unknown view or metric '\(name)'", at: start) }
            return .item(item)
        }
        index = start
        return .constant(try constant(allowingNegative: true))
    }

    /// `@priority`, or required when there is none.
    private mutating func priority() throws(VisualFormatError) -> Priority {
        guard peek() == "@" else { return .required }
        index += 1
        let position = index
        let priority = Priority(Float(try constant()))
        guard priority.isValid else { throw error(VisualFormatLayout.priorityOutOfRange, at: position) }
        return priority
    }

    private mutating func relation() throws(VisualFormatError) -> Relation {
        guard let first = peek(), isRelationCharacter(first) else { return .equal }
        let relation: Relation
        switch (first, peek(1)) {
        case ("=", "="): relation = .equal
        case ("<", "="): relation = .lessThanOrEqual
        case (">", "="): relation = .greaterThanOrEqual
        default: throw error("Unknown relation; use ==, <= or >=")
        }
        index += 2
        return relation
    }

    /// A number, or a metric's value.
    private mutating func constant(allowingNegative: Bool = false) throws(VisualFormatError) -> CGFloat {
        let start = index
        if let name = identifier() {
            guard let value = metrics[name] else { throw error("Unknown metric '\(name)'", at: start) }
            guard value.isFinite else { throw error("Metric '\(name)' is not a finite number", at: start) }
            return value
        }
        if allowingNegative, peek() == "-" { index += 1 }
        while let next = peek(), isDigit(next) || next == "." { index += 1 }
        guard let value = Self.number(characters[start..<index]), value.isFinite else {
            index = start
            throw error(allowingNegative ? "Expected a number or a metric" : "Expected a number or a metric (a negative number goes in parentheses)")
        }
        return CGFloat(value)
    }

    /// `-?digits(.digits)?` as a `Double`. Up to 15 digits it is the digits
    /// as an integer divided once by a power of ten, both exact, so the
    /// quotient is the correctly rounded value, as `Double(String)` gives,
    /// without making a string; longer numbers go through `Double(String)`.
    private static func number(_ bytes: ArraySlice<UInt8>) -> Double? {
        var digits = 0, mantissa: Int64 = 0, decimals = 0
        var seenPoint = false, negative = false
        for (offset, byte) in zip(bytes.indices, bytes) {
            switch byte {
            case UInt8(ascii: "-") where offset == bytes.startIndex: negative = true
            case UInt8(ascii: "."):
                if seenPoint { return nil }
                seenPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                if digits > 15 { return Double(String(decoding: bytes, as: UTF8.self)) }
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                if seenPoint { decimals += 1 }
            default: return nil
            }
        }
        guard digits > 0 else { return nil }
        let value = Double(mantissa) / Self.powersOfTen[decimals]
        return negative ? -value : value
    }

    private static let powersOfTen: [Double] = (0...15).map { pow(10, Double($0)) }

    /// A C identifier, consumed; nil (and nothing consumed) if there is none.
    private mutating func identifier() -> String? {
        guard let first = peek(), first == "_" || isLetter(first) else { return nil }
        let start = index
        while let next = peek(), next == "_" || isLetter(next) || isDigit(next) { index += 1 }
        return String(decoding: characters[start..<index], as: UTF8.self)
    }

    private func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private func isRelationCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "=" || scalar == "<" || scalar == ">" || scalar == "!"
    }

    /// The byte at `index + offset` as a scalar (a non-ASCII byte stands for
    /// itself and matches nothing in the grammar).
    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < characters.count ? Unicode.Scalar(characters[index + offset]) : nil
    }

    /// The whole character that starts at a byte offset, for messages.
    private func character(at offset: Int) -> Character {
        let utf8 = format.utf8
        return format[utf8.index(utf8.startIndex, offsetBy: offset)]
    }

    /// An error at a byte offset, reported as an offset in `Character`s; the
    /// two differ only after a non-ASCII character.
    private func error(_ message: String, at position: Int? = nil) -> VisualFormatError {
        let utf8 = format.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: min(position ?? index, characters.count))
        return VisualFormatError(format: format, position: format.distance(from: format.startIndex, to: end), message: message)
    }
}
