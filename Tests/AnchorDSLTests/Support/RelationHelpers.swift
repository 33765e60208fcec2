import AnchorDSL
import AnchorHeadless
import Foundation

// Parameterized tests run the same expression with each relation operator;
// these helpers pick the operator, so every branch is written with the DSL.

/// `lhs == rhs`, `lhs <= rhs` or `lhs >= rhs`.
func relate<L: LayoutOperand, R: LayoutOperand>(
    _ lhs: L, _ relation: Relation, _ rhs: R
) -> LayoutConstraint where L.Anchor == R.Anchor {
    switch relation {
    case .equal: lhs == rhs
    case .lessThanOrEqual: lhs <= rhs
    case .greaterThanOrEqual: lhs >= rhs
    }
}

/// `lhs == value`, `lhs <= value` or `lhs >= value` for a dimension.
func relate<L: LayoutOperand>(
    _ lhs: L, _ relation: Relation, _ value: CGFloat
) -> LayoutConstraint where L.Anchor == DimensionAnchor {
    switch relation {
    case .equal: lhs == value
    case .lessThanOrEqual: lhs <= value
    case .greaterThanOrEqual: lhs >= value
    }
}

/// `lhs == rhs`, `lhs <= rhs` or `lhs >= rhs` for composites.
func relate<L: CompositeAnchor, R: CompositeOperand>(
    _ lhs: L, _ relation: Relation, _ rhs: R
) -> [LayoutConstraint] where R.Anchors == L {
    switch relation {
    case .equal: lhs == rhs
    case .lessThanOrEqual: lhs <= rhs
    case .greaterThanOrEqual: lhs >= rhs
    }
}

/// `size == value`, `size <= value` or `size >= value`.
func relate(_ lhs: SizeAnchors, _ relation: Relation, _ value: CGSize) -> [LayoutConstraint] {
    switch relation {
    case .equal: lhs == value
    case .lessThanOrEqual: lhs <= value
    case .greaterThanOrEqual: lhs >= value
    }
}

/// The relation after multiplying both sides by a negative number, written
/// out here rather than taken from `Relation.flipped`, which is under test.
func mirrored(_ relation: Relation) -> Relation {
    switch relation {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
}

/// The anchor of `view` for a horizontal attribute.
func xAnchor(_ view: View, _ attribute: LayoutAttribute) -> XAxisAnchor {
    switch attribute {
    case .left: view.left
    case .right: view.right
    case .leading: view.leading
    case .trailing: view.trailing
    case .centerX: view.centerX
    default: fatalError("\(attribute) is not horizontal")
    }
}

/// The anchor of `view` for a vertical attribute.
func yAnchor(_ view: View, _ attribute: LayoutAttribute) -> YAxisAnchor {
    switch attribute {
    case .top: view.top
    case .bottom: view.bottom
    case .centerY: view.centerY
    case .firstBaseline: view.firstBaseline
    case .lastBaseline: view.lastBaseline
    default: fatalError("\(attribute) is not vertical")
    }
}

/// The anchor of `view` for a dimension.
func dimensionAnchor(_ view: View, _ attribute: LayoutAttribute) -> DimensionAnchor {
    switch attribute {
    case .width: view.width
    case .height: view.height
    default: fatalError("\(attribute) is not a dimension")
    }
}
