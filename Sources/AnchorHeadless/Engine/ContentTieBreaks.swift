import Foundation
internal import AnchorSolver

/// A stack's tie-break on an item with no intrinsic length along its axis
/// (a nested stack, a card with a label in it): UIStackView resizes tied
/// items "based on their index in the arrangedSubviews array"
/// (`UIStackView.Distribution.fill`), whatever the item. Such an item's
/// length is whatever its content's hugging and compression resistance
/// hold, so its tie-break weighs those: every view inside it that has an
/// intrinsic size has its hugging and resistance along the stack's axis
/// weighted by the tie-break's strength (1 to 1.5, the later the item the
/// more), within their own priority. Of a label and a nested stack that
/// hug alike, the first then stretches, as UIKit's does, where the nested
/// stack used to be ambiguous with it. The tie-break constraint itself is
/// not put in the solver: it would pin the item to its constant, 0.
extension LayoutEngine {
    /// The item and axis of a stack's tie-break that acts through content.
    func contentTieBreak(_ constraint: LayoutConstraint) -> (item: View, axis: LayoutAxis)? {
        guard let (item, axis) = Self.tieBreakLength(constraint) else { return nil }
        let natural = naturalSize(of: item)
        return (axis == .horizontal ? natural.width : natural.height) < 0 ? (item, axis) : nil
    }

    /// The view and axis a stack's tie-break holds the length of.
    private static func tieBreakLength(_ constraint: LayoutConstraint) -> (item: View, axis: LayoutAxis)? {
        guard constraint.breaksATieOnly, constraint.secondItem == nil, let item = constraint.firstItem as? View,
              constraint.firstAttribute == .width || constraint.firstAttribute == .height else { return nil }
        return (item, constraint.firstAttribute == .width ? .horizontal : .vertical)
    }

    /// Reads every active tie-break that acts through content in the tree,
    /// before anything is derived: they are installed on their items, so a
    /// pass over the views' own constraints finds them.
    func collectContentTieBreaks(_ views: [View]) {
        contentTieWeights.removeAll(keepingCapacity: true)
        for view in views {
            for constraint in view.constraints where constraint.breaksATieOnly && constraint.isActive {
                note(contentTieBreak: constraint, active: true)
            }
        }
    }

    /// Records (or forgets) one tie-break's weight on its item's content;
    /// the item, if the tie-break acts through content at all.
    @discardableResult
    func note(contentTieBreak constraint: LayoutConstraint, active: Bool) -> View? {
        guard let (item, axis) = contentTieBreak(constraint) else { return nil }
        let key = ObjectIdentifier(item)
        var weights = contentTieWeights[key] ?? ContentTieWeights()
        weights[axis] = active ? Double(constraint.priority.rawValue) : nil
        contentTieWeights[key] = weights.isEmpty ? nil : weights
        return item
    }

    /// Whether `collectContentTieBreaks` took this active constraint as a
    /// tie-break through content: read from what it recorded, without
    /// measuring the item again.
    func isCollectedContentTieBreak(_ constraint: LayoutConstraint) -> Bool {
        guard let (item, axis) = Self.tieBreakLength(constraint) else { return false }
        return contentTieWeights[ObjectIdentifier(item)]?[axis] != nil
    }

    /// The weight of `view`'s hugging and resistance along `axis`: the
    /// product of the content tie-breaks of the items it lies in.
    func contentTieWeight(of view: View, along axis: LayoutAxis) -> Double {
        guard !contentTieWeights.isEmpty else { return 1 }
        var weight = 1.0
        var container = view.superview
        while let current = container {
            if let own = contentTieWeights[ObjectIdentifier(current)]?[axis] { weight *= own }
            container = current.superview
        }
        return weight
    }

    /// A tie-break activated, deactivated or changed after the first
    /// layout: if it acts through content, the sizes inside its item are
    /// weighed again, and it is not in the solver. Whether it does.
    func syncContentTieBreak(_ constraint: LayoutConstraint) -> Bool {
        guard let item = note(contentTieBreak: constraint, active: constraint.installedView?.rootView === root) else {
            return false
        }
        var derived: [Derived] = []
        for view in item.descendantsAndSelf where view !== item { rederiveIntrinsicSpecs(of: view, &derived) }
        remove(.constraint(ObjectIdentifier(constraint)))
        return true
    }
}

/// A content tie-break's weight along each axis.
struct ContentTieWeights {
    var horizontal: Double?
    var vertical: Double?

    subscript(axis: LayoutAxis) -> Double? {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }

    var isEmpty: Bool { horizontal == nil && vertical == nil }
}
