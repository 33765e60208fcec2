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
open class ScrollView: View {
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

    /// The point of the content shown at the scroll view's top-left. Until
    /// it is set, it rests where UIKit puts a scroll view when it first
    /// appears: at minus the adjusted content inset's top and left, so that
    /// the top of the content shows below the status bar. Setting it moves
    /// the frame layout guide and what is pinned to it at the next layout,
    /// nothing else. A non-finite offset is reported to `LayoutDiagnostics`
    /// and refused.
    ///
    ///     scroll.contentOffset = CGPoint(x: 0, y: 600)
    public var contentOffset: CGPoint {
        get { storedContentOffset ?? currentAdjustedInsets.restingScrollOffset }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                return refuse("contentOffset", newValue, "an offset must be finite")
            }
            guard newValue != storedContentOffset else { return }
            storedContentOffset = newValue
            rootView.engine?.noteChangedKeepingWidths(self)
        }
    }

    /// Room around the content that scrolling also reaches, as
    /// `UIScrollView.contentInset`: zero by default. A non-finite inset is
    /// reported to `LayoutDiagnostics` and refused.
    ///
    ///     scroll.contentInset = EdgeInsets(top: 0, leading: 0, bottom: 80, trailing: 0)   // room above a toolbar
    public var contentInset: EdgeInsets {
        get { storedContentInset }
        set {
            guard newValue.isFinite else { return refuse("contentInset", newValue, EdgeInsets.finiteRule) }
            guard newValue != storedContentInset else { return }
            storedContentInset = newValue
            noteLayoutChange()
        }
    }

    /// How the safe area adds to `contentInset`, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    ///
    ///     scroll.contentInsetAdjustmentBehavior = .never
    public enum ContentInsetAdjustmentBehavior: Sendable, Hashable, CaseIterable {
        /// UIKit's default: as `.scrollableAxes`, except that top and
        /// bottom take the safe area always when the scroll view is the
        /// content of a controller shown by a navigation or tab bar
        /// controller (its root view, or that view's first subview), as
        /// Apple documents (developer.apple.com/documentation/uikit/
        /// uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic).
        case automatic
        /// Each axis takes the safe area only when the content is longer
        /// than the scroll view along it.
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added.
        case always
    }

    /// `.automatic` by default, as UIKit's.
    ///
    ///     scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { noteLayoutChange() } }
    }

    /// After layout: `contentInset` plus what the safe area adds to it,
    /// as `contentInsetAdjustmentBehavior` says (developer.apple.com/
    /// documentation/uikit/uiscrollview/adjustedcontentinset). A scroll view
    /// under the status bar and the home indicator of an iPhone 16 has 59
    /// at the top and 34 at the bottom.
    ///
    ///     scroll.adjustedContentInset.top   // 59
    public var adjustedContentInset: EdgeInsets { currentAdjustedInsets.directional(layoutDirection) }

    /// The part of the content that shows: `contentOffset` and the frame's size.
    ///
    ///     scroll.visibleContentRect   // (0, 600, 375 × 667)
    public var visibleContentRect: CGRect { CGRect(origin: contentOffset, size: frame.size) }

    /// Whether the content scrolls down (and bounces) even when it is no
    /// taller than the frame, as UIKit's `alwaysBounceVertical`: then
    /// `.automatic` and `.scrollableAxes` insets adjust top and bottom
    /// whatever the content's height. False; true for a `TableView`, as
    /// UIKit's tables bounce.
    ///
    ///     scroll.alwaysBounceVertical = true
    public var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { noteLayoutChange() } }
    }

    /// As `alwaysBounceVertical`, across: `alwaysBounceHorizontal`.
    public var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { noteLayoutChange() } }
    }

    private var storedContentOffset: CGPoint?

    private var storedContentInset = EdgeInsets.zero

    /// The adjusted insets as the last layout left the frames.
    private var currentAdjustedInsets: AbsoluteInsets {
        let safe = AbsoluteInsets(effectiveSafeAreaInsets, layoutDirection)
        return adjustedContentInsets(safeArea: safe, contentSize: contentSize, size: frame.size) ?? .zero
    }

    /// Whether the scroll view is the content scroll view of a controller
    /// that a navigation or tab bar controller shows.
    private var isContentOfContainedController: Bool {
        var current: View? = self
        while let view = current, !view.isControllersView { current = view.superview }
        guard let controller = current?.viewController, controller.isContentScrollView(self) else { return false }
        return controller.parent?.adjustsContentScrollViewInsets ?? false
    }

    // The kind seam (View.swift).
    override var clipsToBoundsByDefault: Bool { true }
    override var hasBuiltInGuides: Bool { true }
    override func keepsGuide(_ guide: LayoutGuide) -> Bool {
        guide === contentLayoutGuide || guide === frameLayoutGuide
    }
    override var scrollGuides: (content: LayoutGuide, frame: LayoutGuide, offset: CGPoint?)? {
        (contentLayoutGuide, frameLayoutGuide, storedContentOffset)
    }
    override func adjustedContentInsets(safeArea: AbsoluteInsets, contentSize: CGSize, size: CGSize) -> AbsoluteInsets? {
        let scrollsAcross = contentSize.width > size.width || alwaysBounceHorizontal
        let scrollsDown = contentSize.height > size.height || alwaysBounceVertical
        let (down, across): (Bool, Bool) = switch contentInsetAdjustmentBehavior {
        case .automatic: (scrollsDown || isContentOfContainedController, scrollsAcross)
        case .scrollableAxes: (scrollsDown, scrollsAcross)
        case .never: (false, false)
        case .always: (true, true)
        }
        let added = AbsoluteInsets(
            top: down ? safeArea.top : 0, left: across ? safeArea.left : 0,
            bottom: down ? safeArea.bottom : 0, right: across ? safeArea.right : 0)
        return AbsoluteInsets(storedContentInset, layoutDirection) + added
    }
    package override var scrollGeometry: (contentSize: CGSize, visible: CGRect, reachable: CGRect)? {
        let adjusted = currentAdjustedInsets, size = contentSize
        let offset = storedContentOffset ?? adjusted.restingScrollOffset
        let reachable = CGRect(
            x: -adjusted.left, y: -adjusted.top,
            width: size.width + adjusted.left + adjusted.right, height: size.height + adjusted.top + adjusted.bottom)
        return (size, CGRect(origin: offset, size: frame.size), reachable)
    }
    /// A content layout guide that no constraint mentions is not ambiguous:
    /// UIKit's content size stays zero (a scroll view with nothing in it).
    package override func ambiguousScrollableAxes() -> [LayoutAxis] {
        let guide = contentLayoutGuide
        let mentioned = rootView.descendantsAndSelf.contains { view in
            view.constraints.contains { constraint in constraint.items.contains { $0 === guide } }
        }
        guard mentioned else { return [] }
        let engine = rootView.layoutEngine
        engine.update()
        return engine.movableSizes(of: contentLayoutGuide)
    }
}

extension AbsoluteInsets {
    /// Where UIKit leaves a scroll view's content offset when it first shows
    /// it, these being its adjusted content inset: at minus their left and top.
    var restingScrollOffset: CGPoint { CGPoint(x: -left, y: -top) }
}
