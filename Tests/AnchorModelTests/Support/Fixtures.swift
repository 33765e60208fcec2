import Foundation
import AnchorModel

/// A root with two children, `a` and `b`, each with one child, `a1` and `b1`.
struct Tree {
    let root = View(name: "root")
    let a = View(name: "a")
    let b = View(name: "b")
    let a1 = View(name: "a1")
    let b1 = View(name: "b1")

    init() {
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(a1)
        b.addSubview(b1)
    }
}

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
