extension LayoutConstraint {
    /// Where a constraint was written: the file (as `#fileID` gives it) and line.
    ///
    /// Nested in `LayoutConstraint` so that a test file importing both
    /// `Testing` and `AnchorDSL` can still write Swift Testing's
    /// `SourceLocation` unqualified.
    ///
    ///     let location = LayoutConstraint.SourceLocation(fileID: "App/Card.swift", line: 12)
    public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
        public let fileID: String
        public let line: Int

        /// A location in a file.
        ///
        ///     let location = LayoutConstraint.SourceLocation(fileID: "App/Card.swift", line: 12)
        public init(fileID: String, line: Int) {
            self.fileID = fileID
            self.line = line
        }

        public var description: String { "\(fileID):\(line)" }
    }
}
