import Foundation

/// The built-in guides of each view (margins, safe area, a scroll view's
/// content and frame guides), settled after every solve.
extension LayoutEngine {
    /// The margins and safe-area guides depend on frames (a view's safe
    /// area is what its ancestors' unsafe areas leave of it), and frames may
    /// depend on the guides. The engine settles this by iteration: solve
    /// with the insets of the frames it has, recompute the insets from the
    /// new frames, update the guides' constants if they moved, solve again,
    /// up to `passLimit` times. A layout whose insets keep moving (a
    /// view whose position depends on its own safe area in a way that has no
    /// fixed point) keeps the last pass and is not reported.
    func settleGuides() {
        guard !guideOwners.isEmpty else { return }
        for _ in 0..<Self.passLimit {
            var geometry = SafeAreaGeometry(
                top: root, frameOf: solvedFrameInSuperview, contentSizeOf: { self.rect(of: $0).size })
            var moved = false
            for owner in guideOwners.compactMap(\.view) where owner.rootView === root {
                // Only owners whose guides moved are derived again: building
                // every guide's constraints at every layout was most of a
                // scroll on a screen of 200 rows with margins.
                let insets = guideInsets(of: owner, geometry: &geometry)
                let key = ObjectIdentifier(owner)
                if settledGuideInsets[key] == insets { continue }
                settledGuideInsets[key] = insets
                for (key, spec, source) in guideSpecs(of: owner, insets) {
                    if entries[key]?.spec.constant != spec.constant { moved = true }
                    upsert(key, spec, source)
                }
            }
            installPending()
            if !moved { return }
        }
    }

    /// Gives a built-in guide first asked for after a layout the frame
    /// that layout implies, as UIKit answers `layoutMarginsGuide.layoutFrame`
    /// from the view's bounds and margins at once: the next layout adds its
    /// constraints. A view this engine has not laid out is left alone.
    func placeNewGuide(_ guide: LayoutGuide, of view: View) {
        guard !entries.isEmpty, view.engineVariables != nil, view.rootView === root else { return }
        var geometry = SafeAreaGeometry(top: root, frameOf: solvedFrameInSuperview, contentSizeOf: { self.rect(of: $0).size })
        let insets = guideInsets(of: view, geometry: &geometry)
        let inset = guide === view.existingMarginsGuide ? insets.margins
            : guide === view.existingSafeAreaGuide ? insets.safeArea
            : guide === view.existingReadableGuide ? insets.readable : nil
        guard let inset else { return }
        let size = view.frame.size
        var frame = CGRect(
            x: inset.left, y: inset.top,
            width: size.width - inset.left - inset.right, height: size.height - inset.top - inset.bottom)
        if let scale = pixelScale { frame = frame.onPixels(of: scale) }
        guide.layoutFrame = frame
    }
}
