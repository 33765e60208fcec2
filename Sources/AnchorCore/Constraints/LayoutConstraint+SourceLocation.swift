extension LayoutConstraint {
    /// Where a constraint was written: the file (as `#fileID` gives it) and line.
    ///
    /// Nested in `LayoutConstraint` so that a test file importing both
    /// `Testing` and `AnchorDSL` can still write Swift Testing's
    /// `SourceLocation` unqualified.
    ///
    ///     let location = LayoutConstraint.SourceLocation(fileID: "App/Card.swift", line: 12)
    public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
        /// A builder's `#fileID` is kept as the literal it is: making a
        /// `String` of it allocated once per line of every builder, and
        /// comparing two locations of one file is then a pointer comparison.
        private enum File: Sendable {
            case literal(StaticString)
            case text(String)
        }

        private let file: File
        /// The line, 1-based.
        public let line: Int

        /// The file, as `#fileID` gives it: `App/Card.swift`.
        public var fileID: String {
            switch file {
            case let .literal(literal): literal.description
            case let .text(text): text
            }
        }

        /// A location in a file.
        ///
        ///     let location = LayoutConstraint.SourceLocation(fileID: "App/Card.swift", line: 12)
        public init(fileID: String, line: Int) {
            self.file = .text(fileID)
            self.line = line
        }

        /// A location as a builder captures it, from `#fileID` and `#line`.
        package init(fileID: StaticString, line: UInt) {
            self.file = fileID.hasPointerRepresentation ? .literal(fileID) : .text(fileID.description)
            self.line = Int(line)
        }

        public var description: String { "\(fileID):\(line)" }

        public static func == (a: Self, b: Self) -> Bool {
            guard a.line == b.line else { return false }
            if case let .literal(x) = a.file, case let .literal(y) = b.file, x.utf8Start == y.utf8Start {
                return x.utf8CodeUnitCount == y.utf8CodeUnitCount
            }
            return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(line)
            withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        /// The file's bytes, the same for a literal and for text.
        private func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            switch file {
            case let .literal(literal):
                return literal.withUTF8Buffer(body)
            case let .text(text):
                var copy = text
                return copy.withUTF8(body)
            }
        }
    }
}
