import AnchorDSL
import AnchorHeadless

/// A way of rewriting every label's text and button's title for one pass
/// of `expectValidLayout`: the text as written, Xcode's double-length
/// pseudolanguage, or a transform of your own (a translation's length, a
/// right-to-left script).
///
///     expectValidLayout(root, text: [.asWritten, .doubleLength])
///
/// With a tree (`expectValidLayout(root, …)`) the texts are rewritten
/// after it is built and put back after each pass. With a closure
/// (`expectValidLayout(…) { makeScreen() }`) the tree is built inside each
/// variant, and every text set while it is built is rewritten as it is
/// set, so that what the app reads back while building (a width from a
/// title, a tie-break by length) is the variant's text, as a phone in that
/// language would read it.
public struct TextVariant: Sendable, CustomStringConvertible {
    /// How a failure names the variant: `double length`.
    public let name: String
    /// Nil for the texts as written.
    let transform: (@Sendable (String) -> String)?

    private init(name: String, transform: (@Sendable (String) -> String)?) {
        self.name = name
        self.transform = transform
    }

    /// The labels' texts as they are.
    ///
    ///     expectValidLayout(root, text: [.asWritten])
    public static let asWritten = TextVariant(name: "as written", transform: nil)

    /// Xcode's double-length pseudolanguage: each text twice, a space
    /// between, for translations that run long (German is often 40% longer
    /// than English).
    ///
    ///     expectValidLayout(root, text: [.asWritten, .doubleLength])
    public static let doubleLength = TextVariant(name: "double length") { $0.isEmpty ? $0 : $0 + " " + $0 }

    /// A variant of your own: `transform` rewrites each label's text.
    ///
    ///     .custom("German", { $0 + String(repeating: "x", count: $0.count * 2 / 5) })
    public static func custom(_ name: String, _ transform: @escaping @Sendable (String) -> String) -> TextVariant {
        TextVariant(name: name, transform: transform)
    }

    public var description: String { name }

    /// Rewrites the text of every label of `root`'s tree, runs `body`, and
    /// puts the texts back.
    func applied<Result>(to root: View, _ body: () -> Result) -> Result {
        guard let transform else { return body() }
        let views = root.depthFirstViews.filter { !$0.shownTexts.isEmpty }
        let written = views.map(\.shownTexts)
        for view in views { view.shownTexts = view.shownTexts.map(transform) }
        defer { for (view, texts) in zip(views, written) { view.shownTexts = texts } }
        return body()
    }
}
