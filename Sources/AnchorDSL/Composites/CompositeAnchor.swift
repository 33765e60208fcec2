import Foundation

/// A group of anchors constrained together (`edges`, `horizontalEdges`,
/// `verticalEdges`, `center`, `size`), each with the inset type that may be
/// added to it. The conformance decides the order of the constraints and
/// which of them flip the relation and negate the inset.
///
///     let constraints = card.edges == root.edges + 8
public protocol CompositeAnchor: CompositeOperand where Anchors == Self {
    associatedtype Insets: CompositeInsets
    /// The constraints `self relation target`, in the documented order.
    func constraints(_ relation: Relation, _ target: CompositeExpression<Self>) -> [LayoutConstraint]
}

extension CompositeAnchor {
    @inlinable public var compositeExpression: CompositeExpression<Self> {
        CompositeExpression(anchors: self, insets: .zero)
    }
}

/// The right side of a composite relation: anchors plus insets (and, for
/// `size`, a multiplier).
///
///     let target = root.edges + LayoutInsets(horizontal: 16, vertical: 8)
public struct CompositeExpression<Anchors: CompositeAnchor>: CompositeOperand {
    /// The anchors the insets apply to.
    public var anchors: Anchors
    /// The insets, offset or size constants added.
    public var insets: Anchors.Insets
    /// The factor applied to every anchor; only `size` can change it.
    public var multiplier: CGFloat

    /// Anchors with insets added (and a multiplier, for `size`).
    ///
    ///     let target = CompositeExpression(anchors: root.edges, insets: LayoutInsets(8))
    @inlinable public init(anchors: Anchors, insets: Anchors.Insets, multiplier: CGFloat = 1) {
        self.anchors = anchors
        self.insets = insets
        self.multiplier = multiplier
    }

    @inlinable public var compositeExpression: CompositeExpression<Anchors> { self }
}

/// A composite's anchors, or anchors with insets added.
public protocol CompositeOperand {
    associatedtype Anchors: CompositeAnchor
    /// The operand as anchors plus insets.
    var compositeExpression: CompositeExpression<Anchors> { get }
}

/// Insets that can be added to a composite: `LayoutInsets`, `HorizontalInsets`,
/// `VerticalInsets`, `Offset`, `CGSize`.
public protocol CompositeInsets {
    /// No inset.
    static var zero: Self { get }
    /// Both insets added component by component.
    func adding(_ other: Self) -> Self
    /// The inset pointing the other way.
    var negated: Self { get }
}

/// Insets that a plain number stands for, the same on every side:
/// `a.edges == b.edges + 8`.
public protocol UniformCompositeInsets: CompositeInsets {
    /// The same value on every side.
    init(uniform value: CGFloat)
}
