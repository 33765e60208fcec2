import Foundation

/// A headless `UICollectionViewCell`: lay its content out in `contentView`,
/// and `fittedSize(width:estimatedHeight:)` sizes it as a compositional
/// layout does an item of a fixed width and an estimated height.
///
///     let cell = CollectionViewCell(name: "photo")
open class CollectionViewCell: View {
    /// The view to lay the cell's content out in.
    ///
    ///     caption.bottom == cell.contentView.bottom - 8
    public var contentView: View { content.contentView }

    /// After `fittedSize`, whether the content view's constraints gave it no
    /// height of its own (UIKit's "Detected a case where constraints
    /// ambiguously suggest a size of zero for a collection view cell's
    /// content view"), and the size used instead; nil otherwise.
    ///
    ///     cell.collapsedToStandardSize
    public var collapsedToStandardSize: CGSize? { content.collapse?.standard }

    private lazy var content = CellContent<SizingRequest>(in: self)

    /// What an item's size depends on besides the cell's own views.
    private struct SizingRequest: Equatable {
        let width: CGFloat, estimatedHeight: CGFloat, traits: TraitCollection, direction: LayoutDirection
    }

    // The kind seam (View.swift).
    package override var contentCollapse: (zeroOf: String, usedInstead: String)? {
        collapsedToStandardSize.map { ("a size of zero for a collection view cell's", "its estimate, \(NumberText.format($0))") }
    }

    /// A cell named for descriptions and errors.
    ///
    ///     let cell = CollectionViewCell(name: "photo")
    public override init(name: String) {
        super.init(name: name)
        _ = content
    }
}

extension CollectionViewCell {
    /// The size a compositional layout gives this cell as an item
    /// `width` wide with an estimated height: fitted with the width
    /// required and the height at `fittingSizeLevel` (50), the estimate as
    /// its target, so an under-constrained cell settles near the estimate;
    /// then rounded to the pixel at the tree's `displayScale`. Lays the cell
    /// out at that size. A height of 0 falls back to the estimate (UIKit's
    /// "standard size" is not published). A negative or non-finite width or
    /// estimate, or a cell whose content view was removed or whose
    /// `translatesAutoresizingMaskIntoConstraints` was changed, is reported
    /// to `LayoutDiagnostics` and changes nothing.
    ///
    ///     let size = cell.fittedSize(width: 393, estimatedHeight: 120)
    public func fittedSize(width: CGFloat, estimatedHeight: CGFloat) -> CGSize {
        guard width.isFinite, width >= 0, estimatedHeight.isFinite, estimatedHeight >= 0 else {
            refuse("fittedSize(width:estimatedHeight:)", CGSize(width: width, height: estimatedHeight),
                   "a width and an estimate must be finite and 0 or more")
            return frame.size
        }
        if let problem = content.problem(in: self) {
            refuse("fittedSize(width:estimatedHeight:)", CGSize(width: width, height: estimatedHeight),
                   "the cell cannot size itself: \(problem)")
            return frame.size
        }
        let request = SizingRequest(
            width: width, estimatedHeight: estimatedHeight, traits: traitCollection, direction: layoutDirection)
        if let kept = content.keptSize(for: request, in: self) { return kept }
        // The width is a whole number of pixels before the content wraps at it.
        let scale = traitCollection.pixelsPerPoint
        let pixelWidth = (width * scale).rounded() / scale
        let fitted = content.fitted(CGSize(width: pixelWidth, height: estimatedHeight), in: self)
        let collapsed = fitted.height <= MeasuredText.fitTolerance
        content.noteFitting(collapsedTo: collapsed ? CGSize(width: pixelWidth, height: estimatedHeight) : nil, fitted: fitted)
        let height = ((collapsed ? estimatedHeight : fitted.height) * scale).rounded() / scale
        let size = CGSize(width: pixelWidth, height: height)
        content.place(CGRect(origin: .zero, size: size), in: self, size: size, for: request)
        return size
    }
}
