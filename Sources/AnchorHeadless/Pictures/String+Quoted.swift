import Foundation

extension String {
    /// The text in quotes, its quotes, backslashes and line breaks escaped
    /// as Swift writes them: how the pictures' legends and the layout
    /// checks show a label's text.
    package var quoted: String {
        "\"" + replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
