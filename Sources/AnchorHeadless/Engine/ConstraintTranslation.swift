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
/// - Between a scroll view and its content (a view inside it, or a guide of
///   one), the scroll view's edges mean its content area and its width,
///   height and centres its frame: Apple's Auto Layout Guide, "Working with
///   Scroll Views" ("Constraints between the edges or margins of the scroll
///   view and its content attach to the scroll view's content area.
///   Constraints between the height, width, or centers attach to the scroll
///   view's frame."). So SnapKit's `make.edges.equalToSuperview()` with an
///   equal width sizes the scrollable content, as on a phone. The engine
///   reads them as the content and frame layout guides.
/// (developer.apple.com/documentation/uikit/nslayoutconstraint)
extension LayoutEngine {
    /// The solver form of `constraint`; nil if an item is gone.
    func spec(of constraint: LayoutConstraint, installedOn host: View) -> LinearSpec? {
        guard let first = constraint.firstItem else { return nil }
        var directional = constraint.firstAttribute.isDirectional == true || constraint.secondAttribute?.isDirectional == true
        if constraint.hasDistance {
            directional = directional || constraint.firstOriginAttribute?.isDirectional == true
                || constraint.secondOriginAttribute?.isDirectional == true
        }
        let mirrored = directional && host.layoutDirection == .rightToLeft
        // A constraint between a scroll view and its content is installed
        // on the scroll view: only then is anything read through its guides.
        let scroll = host.scrollGuides != nil && constraint.reachesContent(of: host) ? host : nil
        func item(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> any LayoutItem {
            guard let scroll, item === scroll, let guides = scroll.scrollGuides else { return item }
            return attribute.isEdge ? guides.content : guides.frame
        }
        var spec = LinearSpec()
        spec.relation = Self.solverRelation(constraint.relation)
        spec.strength = Self.strength(constraint.priority)
        addMeasured(item(first, constraint.firstAttribute), constraint.firstAttribute, in: host, mirrored: mirrored, times: 1, to: &spec)
        // A distance is its anchor minus its origin, both measured in the
        // host: the host's own offsets cancel, and in a right-to-left host
        // the distance from a trailing edge to the next leading edge is
        // still positive.
        if let attribute = constraint.firstOriginAttribute {
            guard let origin = constraint.firstOriginItem else { return nil }
            addMeasured(item(origin, attribute), attribute, in: host, mirrored: mirrored, times: -1, to: &spec)
        }
        if let attribute = constraint.secondAttribute {
            guard let second = constraint.secondItem else { return nil }
            let factor = Double(constraint.multiplier)
            addMeasured(item(second, attribute), attribute, in: host, mirrored: mirrored, times: -factor, to: &spec)
            if let originAttribute = constraint.secondOriginAttribute {
                guard let origin = constraint.secondOriginItem else { return nil }
                addMeasured(item(origin, originAttribute), originAttribute, in: host, mirrored: mirrored, times: factor, to: &spec)
            }
        }
        spec.constant -= Double(constraint.constant(in: self))
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

    /// Adds `factor` times the attribute's value in `host`'s coordinates
    /// (mirrored: measured from the host's right edge leftwards). Terms go
    /// straight into the spec: this runs for every active constraint.
    private func addMeasured(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, in host: View, mirrored: Bool,
        times factor: Double, to spec: inout LinearSpec
    ) {
        let v = variables(of: item)
        switch attribute.axis {
        case .dimension:
            spec.add(attribute == .width ? v.width : v.height, factor)
        case .horizontal:
            // The edge as x + k·width, k being 0 (left), 1 (right) or ½.
            let k: Double
            switch attribute {
            case .left: k = 0
            case .right: k = 1
            case .leading: k = mirrored ? 1 : 0
            case .trailing: k = mirrored ? 0 : 1
            default: k = 0.5
            }
            let sign = mirrored ? -1.0 : 1.0
            spec.add(v.x, sign * factor)
            spec.add(v.width, sign * k * factor)
            let hostVariables = variables(of: host)
            if mirrored {
                spec.add(hostVariables.width, factor)
                if host !== root { spec.add(hostVariables.x, factor) }
            } else if host !== root {
                spec.add(hostVariables.x, -factor)
            }
        case .vertical:
            spec.add(v.y, factor)
            switch attribute {
            case .top: break
            case .bottom: spec.add(v.height, factor)
            case .firstBaseline:
                if let offset = (item as? View)?.engineFirstBaselineOffsetFromTop {
                    spec.constant += Double(offset) * factor
                } else {
                    spec.add(v.height, factor)
                }
            case .lastBaseline:
                spec.add(v.height, factor)
                spec.constant -= Double((item as? View)?.engineLastBaselineOffsetFromBottom ?? 0) * factor
            default: spec.add(v.height, 0.5 * factor)
            }
            if host !== root { spec.add(variables(of: host).y, -factor) }
        }
    }
}

extension LayoutConstraint {
    /// Whether the constraint relates `scroll` to its content: one of its
    /// items is a view inside the scroll view, or a guide of one (not the
    /// scroll view's own guides).
    fileprivate func reachesContent(of scroll: View) -> Bool {
        items.contains { item in
            guard let owner = item.modelOwner, owner !== scroll else { return false }
            return owner.isDescendant(of: scroll)
        }
    }
}

extension LayoutAttribute {
    /// An edge (left, right, leading, trailing, top, bottom), which a scroll
    /// view's content reads as its content area's.
    fileprivate var isEdge: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .top, .bottom: true
        default: false
        }
    }
}

extension LayoutConstraint {
    /// The constant the engine solves with: a tie-break's is its view's
    /// intrinsic length along its attribute now (wrapped as the engine wraps
    /// it), not the one read when the stack was built, so that ties go the
    /// same way after the text size, the text or the wrap width changes.
    fileprivate func constant(in engine: LayoutEngine) -> CGFloat {
        guard breaksATieOnly, secondItem == nil, let view = firstItem as? View,
              firstAttribute == .width || firstAttribute == .height else { return constant }
        let natural = engine.naturalSize(of: view)
        let length = firstAttribute == .width ? natural.width : natural.height
        return length >= 0 && length.isFinite ? length : constant
    }
}

extension LayoutConstraint {
    /// Whether every attribute the constraint relates lies down (tops,
    /// bottoms, centres, baselines, heights).
    var liesDownOnly: Bool {
        let attributes: [LayoutAttribute?] = [firstAttribute, secondAttribute, firstOriginAttribute, secondOriginAttribute]
        return attributes.allSatisfy { attribute in
            guard let attribute else { return true }
            return attribute == .height || attribute.axis == .vertical
        }
    }
}
