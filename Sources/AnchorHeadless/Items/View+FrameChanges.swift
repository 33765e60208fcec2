import Foundation

extension View {
    /// Lays out the root's tree before and after `body`, and returns every
    /// view whose frame changed, depth first (a view before its subviews,
    /// subviews back to front), with both frames: what
    /// `UIView.animate { …; view.layoutIfNeeded() }` would move. A view
    /// added during `body` changes from the frame it had when it was added;
    /// a view removed during `body` is not listed.
    ///
    ///     let moved = root.frameChanges { group.update() }
    public func frameChanges(during body: () -> Void) -> [FrameChange] {
        let root = rootView
        root.layoutIfNeeded()
        var before: [ObjectIdentifier: CGRect] = [:]
        for view in root.depthFirstViews { before[ObjectIdentifier(view)] = view.frame }
        body()
        let afterRoot = rootView
        // Laying out changes frames, not the tree: one walk serves both sides.
        let views = afterRoot.depthFirstViews
        // Views added by `body` have not been laid out yet: their current
        // frame is where an animation would start them.
        for view in views where before[ObjectIdentifier(view)] == nil {
            before[ObjectIdentifier(view)] = view.frame
        }
        afterRoot.layoutIfNeeded()
        var changes: [FrameChange] = []
        for view in views {
            guard let from = before[ObjectIdentifier(view)], from != view.frame else { continue }
            changes.append(FrameChange(view: view.name, from: from, to: view.frame))
        }
        return changes
    }

    /// This view and every view below it, each before its subviews.
    package var depthFirstViews: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }
}
