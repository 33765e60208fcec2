import AnchorCore

// The horizontal edges a composite's constraints hold, by the sides its
// insets were given by.
extension HorizontalInsetSides {
    /// The leading edge of `item`, or its left edge for left and right insets.
    @_alwaysEmitIntoClient func nearEdge(of item: any LayoutItem) -> XAxisAnchor {
        self == .leftRight ? item.left : item.leading
    }

    /// The trailing edge of `item`, or its right edge for left and right insets.
    @_alwaysEmitIntoClient func farEdge(of item: any LayoutItem) -> XAxisAnchor {
        self == .leftRight ? item.right : item.trailing
    }

    /// Marks the horizontal constraints of a composite whose insets mix
    /// leading/trailing and left/right sides, so that activation reports it.
    @usableFromInline static func reportMixed(_ near: LayoutConstraint, _ far: LayoutConstraint) {
        near.constructionProblem = .mixedInsetSides
        far.constructionProblem = .mixedInsetSides
    }
}
