import Foundation

// iOS 15's limits on Dynamic Type per view (`UIView.minimumContentSizeCategory`
// and `maximumContentSizeCategory`): "the view and its subviews" see the
// content size category limited to them, in their traits and their fonts
// (developer.apple.com/documentation/uikit/uiview/maximumcontentsizecategory).
extension View {
    /// The smallest text size this view and its subviews take; nil (the
    /// default) for no limit. A limit above `maximumContentSizeCategory` is
    /// reported to `LayoutDiagnostics` and refused.
    ///
    ///     caption.minimumContentSizeCategory = .medium
    public var minimumContentSizeCategory: ContentSizeCategory? {
        get { contentSizeLimits.minimum }
        set { setContentSizeLimits((newValue, contentSizeLimits.maximum), changing: "minimumContentSizeCategory", to: newValue) }
    }

    /// The largest text size this view and its subviews take; nil (the
    /// default) for no limit. A tab bar's titles, say, stop growing at
    /// `.accessibilityMedium` while the screen's text goes on. A limit below
    /// `minimumContentSizeCategory` is reported and refused.
    ///
    ///     tabTitle.maximumContentSizeCategory = .accessibilityMedium
    public var maximumContentSizeCategory: ContentSizeCategory? {
        get { contentSizeLimits.maximum }
        set { setContentSizeLimits((contentSizeLimits.minimum, newValue), changing: "maximumContentSizeCategory", to: newValue) }
    }

    private func setContentSizeLimits(
        _ limits: (minimum: ContentSizeCategory?, maximum: ContentSizeCategory?), changing property: String,
        to value: ContentSizeCategory?
    ) {
        if let minimum = limits.minimum, let maximum = limits.maximum, minimum > maximum {
            return refuse(property, value.map { "\($0)" } ?? "nil", "the minimum content size category (\(minimum)) "
                + "would be above the maximum (\(maximum))")
        }
        guard limits != contentSizeLimits else { return }
        contentSizeLimits = limits
        noteLabelsRemeasured()
    }

    /// `category` as this view sees it: limited by the limits of each view
    /// from the root down to this one, the nearest applied last.
    func clampedContentSizeCategory(_ category: ContentSizeCategory) -> ContentSizeCategory {
        var limited: [View] = []
        var current: View? = self
        while let view = current {
            if view.contentSizeLimits != (nil, nil) { limited.append(view) }
            current = view.superview
        }
        return Self.clamp(category, byLimitsOf: limited)
    }

    /// `category` limited by the limits of `limited`, given nearest first:
    /// the farthest applied first, the nearest last.
    static func clamp(_ category: ContentSizeCategory, byLimitsOf limited: [View]) -> ContentSizeCategory {
        var clamped = category
        for view in limited.reversed() {
            if let minimum = view.contentSizeLimits.minimum { clamped = max(clamped, minimum) }
            if let maximum = view.contentSizeLimits.maximum { clamped = min(clamped, maximum) }
        }
        return clamped
    }
}
