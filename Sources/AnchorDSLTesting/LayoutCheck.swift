/// What `layoutProblems(in:checking:ignoring:)` and `expectValidLayout`
/// look for in a laid-out tree.
///
///     expectValidLayout(root, checking: .all.subtracting(.overlappingSiblings))
public struct LayoutCheck: OptionSet, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A view whose frame its constraints do not determine (the engine's
    /// exact test, `hasAmbiguousLayout`, on each view but the root),
    /// reported once, with the unknowns that are free and the views inside
    /// it that move with it. Where its frame came to rest is not reported
    /// again by the other checks.
    public static let ambiguity = LayoutCheck(rawValue: 1 << 0)
    /// A required constraint broken at the last layout because it conflicts with others.
    public static let conflicts = LayoutCheck(rawValue: 1 << 1)
    /// A visible view whose frame is not inside its superview's bounds
    /// (beyond 0.001 point).
    public static let outsideSuperview = LayoutCheck(rawValue: 1 << 2)
    /// Two views of one superview that both show something (see
    /// `zeroSize`) and whose frames share an area, neither of which
    /// `allowsOverlap`: a clear tap target over a field is not reported,
    /// two cards with a background are.
    public static let overlappingSiblings = LayoutCheck(rawValue: 1 << 3)
    /// A view that shows something with no width or no height, or one that
    /// required constraints gave a negative width or height ("laid out
    /// inside out"). The frame keeps a negative size, as UIKit's does, and
    /// the problem names it. A view shows something when it is seen and is
    /// a label with text, a button with a title, an image view with an
    /// image, a switch or an indicator, has a `backgroundColor` that is not
    /// clear, or holds a subview that shows something: UIKit draws nothing
    /// for an empty spacer at any size.
    public static let zeroSize = LayoutCheck(rawValue: 1 << 4)
    /// A visible label whose lines shown are not its whole text (cut by its
    /// frame or its `numberOfLines`), or a button whose title is shortened.
    public static let truncatedText = LayoutCheck(rawValue: 1 << 5)
    /// A visible view without text laid out smaller than its intrinsic size
    /// along an axis that has one (beyond 0.001 point): an image cut by a
    /// long title (an image view whose `contentMode` scales is not: UIKit
    /// scales its image to the frame); and a control that UIKit draws at one size (a `Switch`,
    /// an `ActivityIndicator`) laid out at any other, stretched or squeezed.
    public static let compressedContent = LayoutCheck(rawValue: 1 << 6)
    /// Text and controls outside the root's safe area: a label with text,
    /// a button with a title, a switch or an indicator that is seen and not
    /// wholly inside the root's bounds less its `safeAreaInsets` (the status
    /// bar, the sensor housing, the home indicator: each `LayoutDevice`'s
    /// published insets), where the system draws over it or takes its
    /// touches. Backgrounds and images may extend under the bars, and the
    /// content of a scroll view scrolls into view, so neither is reported.
    /// Apple's Human Interface Guidelines (Layout): "avoid placing
    /// interactive controls" and text where system features cover them.
    public static let outsideSafeArea = LayoutCheck(rawValue: 1 << 7)
    /// Every check.
    /// A cell whose content view's constraints give it no height (no size,
    /// for a collection cell), so that UIKit logs "Detected a case where
    /// constraints ambiguously suggest a height of zero for a table view
    /// cell's content view" and uses the standard height: found by
    /// `TableViewCell.fittedRowHeight` and `CollectionViewCell.fittedSize`.
    ///
    ///     expectValidCell(checking: .collapsedCell) { MessageCell() }
    public static let collapsedCell = LayoutCheck(rawValue: 1 << 8)
    public static let all: LayoutCheck = [
        .ambiguity, .conflicts, .outsideSuperview, .overlappingSiblings, .zeroSize, .truncatedText, .compressedContent,
        .outsideSafeArea, .collapsedCell,
    ]

    /// The members by name, as a test failure shows them: `[.conflicts, .zeroSize]`.
    public var description: String {
        var names: [String] = Self.names.filter { contains($0.check) }.map { "." + $0.name }
        let unknown = subtracting(.all)
        if !unknown.isEmpty { names.append("rawValue \(unknown.rawValue)") }
        return "[\(names.joined(separator: ", "))]"
    }

    private static let names: [(check: LayoutCheck, name: String)] = [
        (.ambiguity, "ambiguity"), (.conflicts, "conflicts"), (.outsideSuperview, "outsideSuperview"),
        (.overlappingSiblings, "overlappingSiblings"), (.zeroSize, "zeroSize"), (.truncatedText, "truncatedText"),
        (.compressedContent, "compressedContent"), (.outsideSafeArea, "outsideSafeArea"), (.collapsedCell, "collapsedCell"),
    ]
}
