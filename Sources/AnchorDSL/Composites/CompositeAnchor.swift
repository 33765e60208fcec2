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
    @_alwaysEmitIntoClient public var compositeExpression: CompositeExpression<Self> {
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
    /// Which sides the horizontal insets were given by: leading and trailing
    /// (`LayoutInsets`, `NSDirectionalEdgeInsets`), or left and right
    /// (`UIEdgeInsets`, `NSEdgeInsets`), whose constraints then hold `left`
    /// and `right`; nil while only numbers were added (leading and trailing).
    public var horizontalSides: HorizontalInsetSides?

    /// Anchors with insets added (and a multiplier, for `size`).
    ///
    ///     let target = CompositeExpression(anchors: root.edges, insets: LayoutInsets(8))
    @_alwaysEmitIntoClient public init(
        anchors: Anchors, insets: Anchors.Insets, multiplier: CGFloat = 1,
        horizontalSides: HorizontalInsetSides? = nil
    ) {
        self.anchors = anchors
        self.insets = insets
        self.multiplier = multiplier
        self.horizontalSides = horizontalSides
    }

    /// The insets `added`, given by `sides` (nil for a number), added to these.
    @_alwaysEmitIntoClient @inline(__always) public func adding(_ added: Anchors.Insets, by sides: HorizontalInsetSides?) -> Self {
        var sum = self
        if let sides, sides != horizontalSides {
            sum.horizontalSides = HorizontalInsetSides.combining(
                horizontalSides, insets.isHorizontallySymmetric, sides, added.isHorizontallySymmetric)
        }
        sum.insets = insets.adding(added)
        return sum
    }

    @_alwaysEmitIntoClient public var compositeExpression: CompositeExpression<Anchors> { self }
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
    /// Whether the insets are the same on the leading and the trailing side
    /// (always, for insets with no horizontal sides), so that they read the
    /// same as left and right insets.
    var isHorizontallySymmetric: Bool { get }
}

extension CompositeInsets {
    @_alwaysEmitIntoClient public var isHorizontallySymmetric: Bool { true }
}

/// The insets of a composite with edges (`edges`, `horizontalEdges`,
/// `verticalEdges`), which UIKit's and AppKit's edge insets can be added to:
/// each takes the sides it has.
public protocol EdgeCompositeInsets: CompositeInsets {
    /// The sides of `insets` this composite has.
    init(edgesOf insets: LayoutInsets)
}

/// Which sides a composite's horizontal insets were given by.
///
///     (card.edges + UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 4)).horizontalSides == .leftRight
public enum HorizontalInsetSides: Sendable, Hashable {
    /// Leading and trailing, which swap in right-to-left layouts.
    case leadingTrailing
    /// Left and right, whatever the layout direction.
    case leftRight
    /// Both, with different leading and trailing insets: no one constraint
    /// per edge says that, and activation reports it.
    case mixed

    /// The sides of insets given by `soFar` after insets given by `added`
    /// are added. Insets that are the same on both sides read either way, so
    /// the other insets' sides decide; when both are, the first sides given
    /// stay.
    @_alwaysEmitIntoClient public static func combining(
        _ soFar: Self?, _ soFarSymmetric: Bool, _ added: Self?, _ addedSymmetric: Bool
    ) -> Self? {
        guard let added else { return soFar }
        guard let soFar, soFar != added, soFar != .mixed else { return soFar ?? added }
        if addedSymmetric { return soFar }
        return soFarSymmetric ? added : .mixed
    }

    /// Marks the horizontal constraints of a composite whose insets mix
    /// leading/trailing and left/right sides, so that activation reports it.
    @usableFromInline static func reportMixed(_ near: LayoutConstraint, _ far: LayoutConstraint) {
        near.constructionProblem = .mixedInsetSides
        far.constructionProblem = .mixedInsetSides
    }
}

/// Insets that a plain number stands for, the same on every side:
/// `a.edges == b.edges + 8`.
public protocol UniformCompositeInsets: CompositeInsets {
    /// The same value on every side.
    init(uniform value: CGFloat)
}
