import Foundation

// A view's geometry: what it is placed by (its frame, for a root or a view
// that translates its autoresizing mask), its margins and safe area, and
// where its baselines lie. Each value is checked where it enters: a value
// that is not finite is reported and refused, so the engine never meets a
// NaN.
extension View {
    /// The view's rectangle in its superview's coordinates. A root's frame is
    /// what you set (its size is the space the tree is laid out in); other
    /// views' frames are written by `layoutIfNeeded()`, except that a view
    /// that still translates its autoresizing mask keeps the frame you set.
    ///
    ///     root.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
    public var frame: CGRect {
        get { solvedFrame }
        set {
            guard Self.isFinite(newValue.origin.x, newValue.origin.y, newValue.width, newValue.height) else {
                return reportInvalid("frame", newValue)
            }
            let keepsWidth = newValue.minX == solvedFrame.minX && newValue.width == solvedFrame.width
            solvedFrame = newValue
            if keepsWidth { rootView.engine?.noteChangedKeepingWidths(self) } else { noteLayoutChange() }
        }
    }

    /// The rectangle Auto Layout aligned, in the superview's coordinates: the
    /// frame less `alignmentRectInsets` (the frame itself where the insets
    /// were refused), as UIKit's `alignmentRect(forFrame:)`.
    ///
    ///     slider.alignmentRect.height   // 40 in a 48-point frame outset 4 above and below
    public var alignmentRect: CGRect {
        let insets = AbsoluteInsets(alignmentRectInsets, layoutDirection)
        let rect = CGRect(
            x: frame.origin.x + insets.left, y: frame.origin.y + insets.top,
            width: frame.size.width - insets.left - insets.right, height: frame.size.height - insets.top - insets.bottom)
        let usable = Self.isFinite(insets.top, insets.left, insets.bottom, insets.right)
            && rect.size.width >= 0 && rect.size.height >= 0
        return usable ? rect : frame
    }

    /// The view's rectangle in its own coordinates.
    ///
    ///     card.bounds.size == card.frame.size
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// Whether the view's frame is pinned as it was set, as UIKit's autoresizing
    /// mask does. Activating a constraint whose first item is this view turns it off.
    ///
    ///     legacy.translatesAutoresizingMaskIntoConstraints = true
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedTranslatesAutoresizingMask }
        set {
            guard newValue != storedTranslatesAutoresizingMask else { return }
            storedTranslatesAutoresizingMask = newValue
            noteLayoutChange()
        }
    }

    /// The insets of `layoutMarginsGuide` from the view's edges (or from its
    /// safe area, see `insetsLayoutMarginsFromSafeArea`). A view controller's
    /// root view reads at least the controller's `systemMinimumLayoutMargins`
    /// while it respects them, as UIKit's does.
    ///
    ///     card.layoutMargins = EdgeInsets(16)
    public var layoutMargins: EdgeInsets {
        get {
            guard isControllersView else { return storedLayoutMargins }
            return viewController?.layoutMargins(ofView: storedLayoutMargins) ?? storedLayoutMargins
        }
        set {
            guard newValue.isFinite else { return reportInvalid("layoutMargins", newValue) }
            storedLayoutMargins = newValue
            noteLayoutChange()
        }
    }

    /// The view's own safe-area insets: on a root, the device's; on any
    /// view, added to what its ancestors' unsafe areas cover of it, as
    /// UIKit's `additionalSafeAreaInsets`. `effectiveSafeAreaInsets` gives
    /// the total.
    ///
    ///     root.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    public var safeAreaInsets: EdgeInsets {
        get { storedSafeAreaInsets }
        set {
            guard newValue.isFinite else { return reportInvalid("safeAreaInsets", newValue) }
            storedSafeAreaInsets = newValue
            noteLayoutChange()
        }
    }

    /// The view's own insets as the safe-area rule adds them: a controller's
    /// root view adds what the controllers around it cover and the
    /// controller's `additionalSafeAreaInsets`.
    var ownSafeAreaInsets: EdgeInsets {
        guard isControllersView else { return storedSafeAreaInsets }
        return viewController?.safeAreaInsets(ofView: storedSafeAreaInsets) ?? storedSafeAreaInsets
    }

    /// Whether `layoutMarginsGuide` is measured from the safe-area edge
    /// rather than the view's edge; true by default, as in UIKit.
    ///
    ///     root.insetsLayoutMarginsFromSafeArea = false
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { storedInsetsLayoutMarginsFromSafeArea }
        set {
            storedInsetsLayoutMarginsFromSafeArea = newValue
            noteLayoutChange()
        }
    }

    /// Whether the superview's margins count too, as UIKit's
    /// `preservesSuperviewLayoutMargins`: where the view lies closer to an
    /// edge of its superview than the superview's margin there, its own
    /// margin grows to keep its content inside the superview's margin (a
    /// content view as large as its superview keeps the superview's
    /// margins). False by default.
    ///
    ///     content.preservesSuperviewLayoutMargins = true
    public var preservesSuperviewLayoutMargins: Bool {
        get { storedPreservesSuperviewLayoutMargins }
        set {
            guard newValue != storedPreservesSuperviewLayoutMargins else { return }
            storedPreservesSuperviewLayoutMargins = newValue
            noteLayoutChange()
        }
    }

    /// The first baseline of the view's text.
    public var firstBaseline: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline of the view's text.
    public var lastBaseline: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }

    /// Where `firstBaseline` lies, measured down from the top; `nil` (the
    /// default) puts it at the bottom edge, as UIKit does for a view without
    /// text. A label's is its first line's baseline, set by its font.
    ///
    ///     label.firstBaselineOffsetFromTop = 17
    public var firstBaselineOffsetFromTop: CGFloat? {
        get { engineFirstBaselineOffsetFromTop }
        set {
            if let rule = baselineRule {
                return refuse("firstBaselineOffsetFromTop", newValue as Any, rule)
            }
            guard Self.isFinite(newValue ?? 0) else { return reportInvalid("firstBaselineOffsetFromTop", newValue as Any) }
            storedFirstBaselineOffsetFromTop = newValue
            rootView.engine?.noteTreeChanged()
        }
    }

    /// Where `lastBaseline` lies, measured up from the bottom; 0 (the
    /// default) puts it at the bottom edge. A label's is its last line's
    /// baseline, set by its font.
    ///
    ///     label.lastBaselineOffsetFromBottom = 5
    public var lastBaselineOffsetFromBottom: CGFloat {
        get { engineLastBaselineOffsetFromBottom }
        set {
            if let rule = baselineRule {
                return refuse("lastBaselineOffsetFromBottom", newValue, rule)
            }
            guard Self.isFinite(newValue) else { return reportInvalid("lastBaselineOffsetFromBottom", newValue) }
            storedLastBaselineOffsetFromBottom = newValue
            rootView.engine?.noteTreeChanged()
        }
    }
}
