import Foundation

// The guides UIKit gives every view, made on first use: the margins, the
// safe area and the readable width. The engine places them
// (StructuralConstraints.swift); no other view can take them.
extension View {
    /// The guide inset from the edges by `layoutMargins`; named `margins`.
    ///
    ///     label.edges == root.layoutMarginsGuide.edges
    public var layoutMarginsGuide: LayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = ownedGuide(named: "margins")
        guide.isLayoutMarginsGuide = true
        marginsGuide = guide
        rootView.engine?.placeNewGuide(guide, of: self)
        return guide
    }

    /// The guide inset from the edges by `safeAreaInsets`; named `safeArea`.
    ///
    ///     card.top == root.safeAreaLayoutGuide.top + 8
    public var safeAreaLayoutGuide: LayoutGuide {
        if let safeAreaGuide { return safeAreaGuide }
        let guide = ownedGuide(named: "safeArea")
        safeAreaGuide = guide
        rootView.engine?.placeNewGuide(guide, of: self)
        return guide
    }

    /// The guide of a comfortable line length: the margins guide, narrowed
    /// about its centre to UIKit's readable width for the tree's text size
    /// where it is wider (672 points at Large: an iPad's, never a phone's
    /// upright); named `readable`. (developer.apple.com/documentation/
    /// uikit/uiview/readablecontentguide)
    ///
    ///     body.horizontalEdges == root.readableContentGuide.horizontalEdges
    public var readableContentGuide: LayoutGuide {
        if let readableGuide { return readableGuide }
        let guide = ownedGuide(named: "readable")
        readableGuide = guide
        rootView.engine?.placeNewGuide(guide, of: self)
        return guide
    }

    /// Whether `guide` is one of this view's built-in guides, which no other
    /// view can take: its margins, safe-area or readable content guide, a
    /// scroll view's content or frame guide.
    func isBuiltInGuide(_ guide: LayoutGuide) -> Bool {
        guide === marginsGuide || guide === safeAreaGuide || guide === readableGuide || keepsGuide(guide)
    }

    private func ownedGuide(named name: String) -> LayoutGuide {
        let guide = LayoutGuide(name: name)
        addLayoutGuide(guide)
        return guide
    }

    /// The margins guide, if it has been asked for.
    var existingMarginsGuide: LayoutGuide? { marginsGuide }
    /// The safe-area guide, if it has been asked for.
    var existingSafeAreaGuide: LayoutGuide? { safeAreaGuide }
    /// The readable content guide, if it has been asked for.
    var existingReadableGuide: LayoutGuide? { readableGuide }
}
