import Foundation

/// A rectangle that takes part in layout without drawing anything, owned by a
/// view (`view.addLayoutGuide(guide)`). Constraints to a guide are installed as
/// if they were to its owner.
///
///     let column = LayoutGuide(name: "column")
public final class LayoutGuide: LayoutItem {
    /// The name shown in descriptions, after the owner's: `root.column`.
    public let name: String
    /// The view the guide was added to.
    public internal(set) weak var owningView: View?
    /// The guide's rectangle in its owner's coordinates, as the last
    /// `layoutIfNeeded()` solved it.
    public internal(set) var layoutFrame: CGRect = .zero
    /// The guide's unknowns in its root's solver.
    var engineVariables: ItemVariables?
    /// Whether the guide is its owning view's `layoutMarginsGuide`: stored,
    /// because the Visual Format Language asks it of every standard gap, and
    /// reading `owningView` (a weak reference) each time was the largest
    /// cost of a typed chain after the constraints themselves.
    package internal(set) var isLayoutMarginsGuide = false

    /// A guide named for descriptions; add it to a view before constraining it.
    ///
    ///     let column = LayoutGuide(name: "column")
    public init(name: String) {
        self.name = name
    }
}

extension LayoutGuide: CustomStringConvertible {
    public var description: String { qualifiedName }
}
