import Foundation
internal import AnchorSolver

/// How an active `LayoutConstraint` becomes a solver constraint over root
/// coordinates, following UIKit:
///
/// - Position attributes are measured in the coordinate space of the view
///   the constraint is installed on (its items' nearest common ancestor), so
///   `a.centerX == container.centerX * 0.5` is a quarter across the
///   container wherever the container is. With a multiplier of 1 the
///   container's origin cancels out.
/// - In a right-to-left installed view, a constraint that mentions leading or
///   trailing is the mirror image of its left-to-right layout: positions are
///   measured from the installed view's right edge, leftwards, so
///   `a.leading == b.leading + 20` puts `a` 20 points inside `b`'s right
///   edge. Left and right never flip.
/// (developer.apple.com/documentation/uikit/nslayoutconstraint)
extension LayoutEngine {
    /// The solver form of `constraint`; nil if an item is gone.
    func spec(of constraint: LayoutConstraint, installedOn host: View) -> LinearSpec? {
        guard let first = constraint.firstItem else { return nil }
        let mirrored = host.layoutDirection == .rightToLeft
            && (constraint.firstAttribute.isDirectional == true || constraint.secondAttribute?.isDirectional == true)
        var spec = LinearSpec()
        spec.relation = Self.solverRelation(constraint.relation)
        spec.strength = Self.strength(constraint.priority)
        spec.add(measured(first, constraint.firstAttribute, in: host, mirrored: mirrored), times: 1)
        if let attribute = constraint.secondAttribute {
            guard let second = constraint.secondItem else { return nil }
            spec.add(measured(second, attribute, in: host, mirrored: mirrored), times: -Double(constraint.multiplier))
        }
        spec.constant -= Double(constraint.constant)
        return spec
    }

    /// Auto Layout priorities map onto solver levels one to one: 1000 is
    /// required, and every other value (749.5 included) is its own level,
    /// ordered by value. The level is the float's bit pattern, which orders
    /// positive floats exactly as their values.
    static func strength(_ priority: Priority) -> Strength {
        priority.isRequired ? .required : Strength(level: Int(priority.rawValue.bitPattern))
    }

    static func solverRelation(_ relation: Relation) -> Constraint.Relation {
        switch relation {
        case .lessThanOrEqual: .lessOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterOrEqual
        }
    }

    /// The attribute's value in `host`'s coordinates (mirrored: measured
    /// from the host's right edge leftwards).
    private func measured(_ item: any LayoutItem, _ attribute: LayoutAttribute, in host: View, mirrored: Bool) -> Affine {
        let v = variables(of: item)
        switch attribute.axis {
        case .dimension:
            return Affine(attribute == .width ? v.width : v.height)
        case .horizontal:
            let left = Affine(v.x), right = Affine(v.x) + Affine(v.width)
            let edge: Affine
            switch attribute {
            case .left: edge = left
            case .right: edge = right
            case .leading: edge = mirrored ? right : left
            case .trailing: edge = mirrored ? left : right
            default: edge = Affine(v.x) + Affine(v.width, 0.5)
            }
            let hostVariables = variables(of: host)
            if mirrored {
                let hostRight = host === root ? Affine(hostVariables.width)
                    : Affine(hostVariables.x) + Affine(hostVariables.width)
                return hostRight - edge
            }
            return host === root ? edge : edge - Affine(hostVariables.x)
        case .vertical:
            let edge: Affine
            switch attribute {
            case .top: edge = Affine(v.y)
            case .bottom: edge = Affine(v.y) + Affine(v.height)
            case .firstBaseline: edge = firstBaseline(of: item, v)
            case .lastBaseline:
                let fromBottom = Double((item as? View)?.lastBaselineOffsetFromBottom ?? 0)
                edge = Affine(v.y) + Affine(v.height) + Affine(constant: -fromBottom)
            default: edge = Affine(v.y) + Affine(v.height, 0.5)
            }
            return host === root ? edge : edge - Affine(variables(of: host).y)
        }
    }

    private func firstBaseline(of item: any LayoutItem, _ v: ItemVariables) -> Affine {
        guard let offset = (item as? View)?.firstBaselineOffsetFromTop else {
            return Affine(v.y) + Affine(v.height)
        }
        return Affine(v.y) + Affine(constant: Double(offset))
    }
}
