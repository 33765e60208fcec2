import AnchorHeadless

/// A root with two children, `a` and `b`, each with one child, `a1` and `b1`:
/// the family most tests relate their constraints in.
///
///     (root, a, b, a1, b1) = Tree().views   // in a suite's init
public struct Tree {
    public let root = View(name: "root")
    public let a = View(name: "a")
    public let b = View(name: "b")
    public let a1 = View(name: "a1")
    public let b1 = View(name: "b1")

    public init() {
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(a1)
        b.addSubview(b1)
    }

    /// The five views, for a suite's stored properties.
    public var views: (root: View, a: View, b: View, a1: View, b1: View) { (root, a, b, a1, b1) }
}
