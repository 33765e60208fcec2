import Foundation

// What activation checks of a constraint by itself: numbers, attributes,
// priority, items that are gone, and the mix-ups the compiler cannot catch.
extension LayoutConstraint {
    /// The first problem the constraint carries by itself (numbers, attributes,
    /// priority, a deallocated item); `nil` if none. Problems of the hierarchy
    /// (no common ancestor, a guide without owner) depend on where the items
    /// are and are found when activation is attempted.
    ///
    ///     LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, constant: 10).problem == .positionEqualsConstant(.left)
    public var problem: ConstraintProblem? {
        var systems = LayoutSystemLookup()
        return problem(&systems)
    }

    /// `problem`, with the layout systems of the items looked up in
    /// `systems`, which activation keeps for a whole call.
    package func problem(_ systems: inout LayoutSystemLookup) -> ConstraintProblem? {
        if let constructionProblem { return constructionProblem }
        // The multiplier first: a non-finite multiplier usually makes the
        // constant non-finite too (`b.width / 0`), and it is the cause.
        if !multiplier.isFinite { return .nonFiniteMultiplier(multiplier) }
        if !storedConstant.isFinite { return .nonFiniteConstant(storedConstant) }
        if !storedPriority.isValid { return .priorityOutOfRange(storedPriority) }
        guard let firstItem else { return .itemDeallocated }
        if hasDistance { return distanceConstraintProblem(firstItem, &systems) }
        if let problem = Self.baselineProblem(firstItem, firstAttribute) { return problem }
        if let secondItem, let secondAttribute, let problem = Self.baselineProblem(secondItem, secondAttribute) {
            return problem
        }
        guard let secondAttribute else {
            if hasSecondItem { return .incompleteSecondSide }
            return firstAttribute.axis == .dimension ? nil : .positionEqualsConstant(firstAttribute)
        }
        if !hasSecondItem { return .incompleteSecondSide }
        guard let secondItem else { return .itemDeallocated }
        if !systems.share(firstItem, secondItem) {
            return .mixedLayoutSystems(first: firstItem.qualifiedName, second: secondItem.qualifiedName)
        }
        if firstAttribute.axis != secondAttribute.axis {
            return .incompatibleAttributes(firstAttribute, secondAttribute)
        }
        if let first = firstAttribute.isDirectional, let second = secondAttribute.isDirectional, first != second {
            return .mixedDirectionality(firstAttribute, secondAttribute)
        }
        if multiplier == 0, firstAttribute.axis != .dimension {
            return .positionEqualsConstant(firstAttribute)
        }
        return nil
    }

    /// The problems of a constraint with a distance on either side, checked
    /// apart so that the common case allocates nothing.
    private func distanceConstraintProblem(
        _ firstItem: any LayoutItem, _ systems: inout LayoutSystemLookup
    ) -> ConstraintProblem? {
        if firstOriginAttribute != nil, firstOriginItem == nil { return .itemDeallocated }
        if secondOriginAttribute != nil, secondOriginItem == nil { return .itemDeallocated }
        if hasSecondItem, secondItem == nil { return .itemDeallocated }
        let anchors = anchorsWithItems(firstItem)
        for (item, attribute) in anchors {
            if let problem = Self.baselineProblem(item, attribute) { return problem }
        }
        if let problem = distanceProblem(firstAttribute, firstOriginAttribute)
            ?? distanceProblem(secondAttribute, secondOriginAttribute) {
            return problem
        }
        let firstAxis = firstOriginAttribute != nil ? .dimension : firstAttribute.axis
        if let secondAttribute {
            let secondAxis = secondOriginAttribute != nil ? .dimension : secondAttribute.axis
            if firstAxis != secondAxis { return .incompatibleAttributes(firstAttribute, secondAttribute) }
        } else if hasSecondItem {
            return .incompleteSecondSide
        } else if firstAxis != .dimension {
            return .positionEqualsConstant(firstAttribute)
        }
        for (item, _) in anchors where !systems.share(firstItem, item) {
            return .mixedLayoutSystems(first: firstItem.qualifiedName, second: item.qualifiedName)
        }
        return Self.directionalityProblem(anchors.map(\.1))
    }

    /// The items and attributes of every anchor the constraint mentions.
    private func anchorsWithItems(_ firstItem: any LayoutItem) -> [(any LayoutItem, LayoutAttribute)] {
        var anchors: [(any LayoutItem, LayoutAttribute)] = [(firstItem, firstAttribute)]
        if let item = firstOriginItem, let attribute = firstOriginAttribute { anchors.append((item, attribute)) }
        if let item = secondItem, let attribute = secondAttribute { anchors.append((item, attribute)) }
        if let item = secondOriginItem, let attribute = secondOriginAttribute { anchors.append((item, attribute)) }
        return anchors
    }

    /// A distance is between two positions of one axis.
    private func distanceProblem(_ target: LayoutAttribute?, _ origin: LayoutAttribute?) -> ConstraintProblem? {
        guard let target, let origin else { return nil }
        let positions = target.axis != .dimension && origin.axis != .dimension
        return positions && target.axis == origin.axis ? nil : .incompatibleAttributes(origin, target)
    }

    /// Leading/trailing against left/right anywhere in the constraint.
    private static func directionalityProblem(_ attributes: [LayoutAttribute]) -> ConstraintProblem? {
        var seen: (directional: LayoutAttribute?, absolute: LayoutAttribute?) = (nil, nil)
        for attribute in attributes {
            switch attribute.isDirectional {
            case true?: seen.directional = seen.directional ?? attribute
            case false?: seen.absolute = seen.absolute ?? attribute
            case nil: continue
            }
            if let directional = seen.directional, let absolute = seen.absolute {
                return attributes.firstIndex(of: directional)! < attributes.firstIndex(of: absolute)!
                    ? .mixedDirectionality(directional, absolute) : .mixedDirectionality(absolute, directional)
            }
        }
        return nil
    }

    private static func baselineProblem(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> ConstraintProblem? {
        guard attribute == .firstBaseline || attribute == .lastBaseline else { return nil }
        let isGuide = item.seam?.isGuide == true
        return isGuide ? .baselineOfGuide(guide: item.qualifiedName, attribute: attribute) : nil
    }

    /// The error that reports `problem` for this constraint.
    package func error(_ problem: ConstraintProblem) -> LayoutError {
        .invalidConstraint(constraint: description, problem: problem)
    }
}
