/// Why a Visual Format Language string was refused: where, and what was
/// expected there. Nothing of a refused format is kept.
///
///     catch let error as VisualFormatError { print(error) }   // the message, the format, a caret
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The format as given.
    public let format: String
    /// The 0-based offset, in `Character`s, of the first character of the
    /// wrong token, or where a missing one was expected (`format.count` at
    /// the end).
    public let position: Int
    /// What is wrong, e.g. "Unknown metric 'q'".
    public let message: String

    /// An error at a position of a format.
    ///
    ///     VisualFormatError(format: "H:[a]-q-[b]", position: 6, message: "Unknown metric 'q'")
    public init(format: String, position: Int, message: String) {
        self.format = format
        self.position = position
        self.message = message
    }

    /// The message, then the format with a caret under the position.
    public var description: String {
        "\(message)\n\(format)\n\(String(repeating: " ", count: position))^"
    }
}
