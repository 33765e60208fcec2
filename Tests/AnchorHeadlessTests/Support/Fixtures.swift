import Foundation
import AnchorHeadless

/// `first.firstAttribute == second.secondAttribute`, built with the raw initializer.
func equal(
    _ first: any LayoutItem, _ firstAttribute: LayoutAttribute,
    _ second: any LayoutItem, _ secondAttribute: LayoutAttribute, constant: CGFloat = 0
) -> LayoutConstraint {
    LayoutConstraint(
        item: first, attribute: firstAttribute, relatedBy: .equal,
        toItem: second, attribute: secondAttribute, constant: constant
    )
}

/// `item.width == value`, built with the raw initializer.
func width(_ item: any LayoutItem, _ value: CGFloat) -> LayoutConstraint {
    LayoutConstraint(item: item, attribute: .width, relatedBy: .equal, constant: value)
}
