extension LayoutConstraint: CustomStringConvertible {
    /// The relation as written in the DSL, e.g. `card.top == root.safeArea.top + 8 @750`,
    /// followed by where it was written when known: `(App/Card.swift:12)`.
    ///
    ///     print(constraint)  // card.width == 44
    public var description: String {
        guard let location else { return descriptionWithoutLocation }
        return "\(descriptionWithoutLocation) (\(location))"
    }

    /// The description without where the constraint was written:
    /// `card.top == root.safeArea.top + 8 @750`.
    package var descriptionWithoutLocation: String {
        var text = ""
        if let identifier { text += "\(identifier): " }
        // `rawValue`, not the enum itself: interpolating an enum goes through
        // reflection, which was most of the time a description took.
        text += "\(Self.side(firstItem, firstAttribute, firstOriginItem, firstOriginAttribute)) \(relation.symbol)"
        let constant = self.constant
        if let secondAttribute {
            text += " \(Self.side(secondItem, secondAttribute, secondOriginItem, secondOriginAttribute))"
            if multiplier != 1 { text += " * \(NumberText.format(Double(multiplier)))" }
            if constant != 0 || constant.isNaN {
                let sign = constant < 0 ? "-" : "+"
                text += " \(sign) \(NumberText.format(Double(abs(constant))))"
            }
        } else {
            text += " \(NumberText.format(Double(constant)))"
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    /// `card.top`, or a distance as written: `(b.leading - a.trailing)`.
    private static func side(
        _ item: (any LayoutItem)?, _ attribute: LayoutAttribute,
        _ originItem: (any LayoutItem)?, _ originAttribute: LayoutAttribute?
    ) -> String {
        let anchor = "\(name(of: item)).\(attribute.rawValue)"
        guard let originAttribute else { return anchor }
        return "(\(anchor) - \(name(of: originItem)).\(originAttribute.rawValue))"
    }

    private static func name(of item: (any LayoutItem)?) -> String {
        item?.qualifiedName ?? "<deallocated>"
    }
}
