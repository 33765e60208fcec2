// How strongly a view holds its intrinsic size, as UIKit's content hugging
// and compression resistance: 250 and 750 on both axes by default.
extension View {
    /// The priority with which the view resists growing past its intrinsic size.
    ///
    ///     label.contentHuggingPriority(for: .horizontal) == .low
    public func contentHuggingPriority(for axis: LayoutAxis) -> Priority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size,
    /// from 0 (not at all) to 1000; anything else is reported and refused.
    ///
    ///     label.setContentHuggingPriority(.high, for: .horizontal)
    public func setContentHuggingPriority(_ priority: Priority, for axis: LayoutAxis) {
        guard Self.acceptsContentPriority(priority, of: "content hugging", for: self) else { return }
        switch axis {
        case .horizontal: huggingPriorities.horizontal = priority
        case .vertical: huggingPriorities.vertical = priority
        }
        noteLayoutChange()
    }

    /// The priority with which the view resists shrinking below its intrinsic size.
    ///
    ///     label.contentCompressionResistancePriority(for: .vertical) == .high
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Priority {
        axis == .horizontal ? compressionResistancePriorities.horizontal : compressionResistancePriorities.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size,
    /// from 0 (not at all) to 1000; anything else is reported and refused.
    ///
    ///     label.setContentCompressionResistancePriority(.required, for: .vertical)
    public func setContentCompressionResistancePriority(_ priority: Priority, for axis: LayoutAxis) {
        guard Self.acceptsContentPriority(priority, of: "compression resistance", for: self) else { return }
        switch axis {
        case .horizontal: compressionResistancePriorities.horizontal = priority
        case .vertical: compressionResistancePriorities.vertical = priority
        }
        noteLayoutChange()
    }

    /// UIKit takes content priorities from 0 to 1000 (`UILayoutPriority`):
    /// at 0 the view neither hugs nor resists along the axis, and the engine
    /// makes no constraint of it.
    private static func acceptsContentPriority(_ priority: Priority, of kind: String, for view: View) -> Bool {
        guard (0...Priority.required.rawValue).contains(priority.rawValue) else {
            LayoutDiagnostics.report(.invalidContentPriority(view: view.name, kind: kind, priority: priority))
            return false
        }
        return true
    }
}

extension View {
    /// The view's intrinsic size along `axis` as the constraint UIKit makes
    /// of it prints (`NSContentSizeLayoutConstraint`): `title.width == 120
    /// Hug:250 CompressionResistance:750`, a wrapping label's at the width
    /// it last wrapped at; nil along an axis without one.
    package func contentSizeDescription(along axis: LayoutAxis) -> String? {
        let natural = wrapsAtLayoutWidth ? intrinsicSize(wrappingAt: automaticWrapWidth) : intrinsicContentSize
        let length = axis == .horizontal ? natural.width : natural.height
        guard length >= 0 else { return nil }
        return "\(name).\(axis == .horizontal ? "width" : "height") == \(NumberText.format(Double(length)))"
            + " Hug:\(contentHuggingPriority(for: axis)) CompressionResistance:\(contentCompressionResistancePriority(for: axis))"
    }
}
