import Foundation

/// A headless `UIScrollView`. What is constrained to `contentLayoutGuide`
/// sets the scrollable content's size, `contentSize`; `frameLayoutGuide` is
/// the scroll view's own frame, which does not scroll. Subviews' frames are
/// in content coordinates, as UIKit's: scrolling (`contentOffset`) moves no
/// content frame, and what is pinned to `frameLayoutGuide` follows the
/// visible part (a floating header).
///
///     let scroll = ScrollView(name: "scroll")
///     LayoutConstraint.activate {
///         scroll.edges == root.edges
///         Stack(.vertical, in: scroll.contentLayoutGuide, spacing: 8) { rows }
///         scroll.contentLayoutGuide.width == scroll.frameLayoutGuide.width
///     }
public final class ScrollView: View {
    /// Its edges are the scrollable content's: what is constrained to it
    /// sets `contentSize`. Named `content`.
    ///
    ///     list.edges == scroll.contentLayoutGuide.edges
    public let contentLayoutGuide = LayoutGuide(name: "content")
    /// The scroll view's own frame, which does not scroll: its `layoutFrame`
    /// is the visible part, at `contentOffset`. Named `frame`.
    ///
    ///     header.top == scroll.frameLayoutGuide.top
    public let frameLayoutGuide = LayoutGuide(name: "frame")

    /// A scroll view named for descriptions and errors, with its two guides.
    ///
    ///     let scroll = ScrollView(name: "settings")
    public override init(name: String) {
        super.init(name: name)
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
    }

    /// After layout: the content layout guide's solved size.
    ///
    ///     scroll.contentSize.height   // 1,400
    public var contentSize: CGSize { contentLayoutGuide.layoutFrame.size }

    /// The point of the content shown at the scroll view's top-left; (0, 0)
    /// by default. Setting it moves the frame layout guide and what is pinned
    /// to it at the next layout, nothing else. A non-finite offset is
    /// reported to `LayoutDiagnostics` and refused.
    ///
    ///     scroll.contentOffset = CGPoint(x: 0, y: 600)
    public var contentOffset: CGPoint {
        get { storedContentOffset }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                return refuse("contentOffset", newValue, "an offset must be finite")
            }
            guard newValue != storedContentOffset else { return }
            storedContentOffset = newValue
            noteLayoutChange()
        }
    }

    /// The part of the content that shows: `contentOffset` and the frame's size.
    ///
    ///     scroll.visibleContentRect   // (0, 600, 375 × 667)
    public var visibleContentRect: CGRect { CGRect(origin: storedContentOffset, size: frame.size) }

    private var storedContentOffset = CGPoint.zero

    // The kind seam (View.swift).
    override var hasBuiltInGuides: Bool { true }
    override func keepsGuide(_ guide: LayoutGuide) -> Bool {
        guide === contentLayoutGuide || guide === frameLayoutGuide
    }
    override var scrollGuides: (content: LayoutGuide, frame: LayoutGuide, offset: CGPoint)? {
        (contentLayoutGuide, frameLayoutGuide, storedContentOffset)
    }
    package override var scrollGeometry: (contentSize: CGSize, visible: CGRect)? { (contentSize, visibleContentRect) }
    package override func ambiguousScrollableAxes() -> [LayoutAxis] {
        let engine = rootView.layoutEngine
        engine.update()
        return engine.movableSizes(of: contentLayoutGuide)
    }
}
