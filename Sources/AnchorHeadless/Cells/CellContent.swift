import Foundation

/// What a table or collection cell does with its content view, as UIKit's
/// cells do: makes it, measures it at a width with UIKit's fitting
/// priorities, and places it with the encapsulated constraints UIKit adds
/// (`UIView-Encapsulated-Layout-Width` and `-Height`, required, as public
/// constraint dumps print them: no priority).
final class CellContent<Request: Equatable> {
    let contentView: View
    /// The constraints that place the content view in the cell: left, top,
    /// width and height, all required.
    private let encapsulated: [LayoutConstraint]
    /// The content view's height held towards a target at
    /// `fittingSizeLevel` (50): while the cell fits it, the encapsulated
    /// height is off and this decides; placed, the required one does. The
    /// fitting is solved by the cell's own engine, so that placing the
    /// content view afterwards adds one constraint.
    private let fittingHeight: LayoutConstraint
    /// After a fitting: whether the content view's constraints gave it no
    /// height (or size) of its own, and the standard one used instead.
    private(set) var collapse: (standard: CGSize, fitted: CGSize)?
    /// What the last sizing was asked and gave: asked the same again, with
    /// nothing changed in the cell since, the cell keeps its size without
    /// solving (a table fitting its rows again after one changed).
    private var lastSizing: (request: Request, size: CGSize)?

    init(in cell: View) {
        contentView = View(name: "\(cell.name).contentView")
        cell.addSubview(contentView)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        let named: [(LayoutConstraint, String)] = [
            (LayoutConstraint(item: contentView, attribute: .left, relatedBy: .equal, toItem: cell, attribute: .left), "Left"),
            (LayoutConstraint(item: contentView, attribute: .top, relatedBy: .equal, toItem: cell, attribute: .top), "Top"),
            (LayoutConstraint(item: contentView, attribute: .width, relatedBy: .equal), "Width"),
            (LayoutConstraint(item: contentView, attribute: .height, relatedBy: .equal), "Height"),
        ]
        for (constraint, edge) in named {
            constraint.identifier = "UIView-Encapsulated-Layout-\(edge)"
            constraint.placesForTheSystem = true
        }
        encapsulated = named.map(\.0)
        fittingHeight = LayoutConstraint(item: contentView, attribute: .height, relatedBy: .equal, priority: .fittingSize)
        fittingHeight.identifier = "fitting height"
        LayoutConstraint.activate(encapsulated + [fittingHeight])
    }

    /// Why the cell cannot size itself, or nil: its content view was
    /// removed, or its own or the content view's
    /// `translatesAutoresizingMaskIntoConstraints` was changed (UIKit warns
    /// that this "will result in incorrect self-sizing").
    func problem(in cell: View) -> String? {
        if contentView.superview !== cell { return "its content view was removed from it" }
        if contentView.translatesAutoresizingMaskIntoConstraints {
            return "its content view's translatesAutoresizingMaskIntoConstraints was changed"
        }
        if !cell.translatesAutoresizingMaskIntoConstraints {
            return "its translatesAutoresizingMaskIntoConstraints was changed"
        }
        return nil
    }

    /// The content view's size at `target` with UIKit's priorities: the
    /// width required, the height at `fittingSizeLevel` (50) towards the
    /// target's, which lets it settle at what the constraints ask. Lays the
    /// cell out to find it. The size is the solved one, not the frame put
    /// on the pixels: the content asks for exactly that much.
    func fitted(_ target: CGSize, in cell: View) -> CGSize {
        encapsulated[2].constant = target.width
        fittingHeight.constant = target.height
        if encapsulated[3].isActive { LayoutConstraint.deactivate([encapsulated[3]]) }
        cell.layoutIfNeeded()
        return cell.layoutEngine.rect(of: contentView).size
    }

    /// Notes whether the last fitting collapsed, and to what.
    func noteFitting(collapsedTo standard: CGSize?, fitted: CGSize) {
        collapse = standard.map { ($0, fitted) }
    }

    /// Places the content view at `frame` in a cell of `size` and, when
    /// `laysOut`, lays the cell out: the cell is the root of its tree, as a
    /// cell a table sizes (a table that lays the row out with the rest of
    /// its content does not need it laid out alone). Remembers `request`
    /// as what gave that size.
    func place(_ frame: CGRect, in cell: View, size: CGSize, for request: Request, laysOut: Bool = true) {
        encapsulated[0].constant = frame.minX
        encapsulated[1].constant = frame.minY
        encapsulated[2].constant = frame.width
        encapsulated[3].constant = frame.height
        // The fitting height stays: below the required height, it holds nothing.
        if !encapsulated[3].isActive { LayoutConstraint.activate([encapsulated[3]]) }
        cell.frame = CGRect(origin: cell.frame.origin, size: size)
        if laysOut { cell.layoutIfNeeded() }
        lastSizing = (request, size)
    }

    /// The size the last sizing gave, if it was asked `request` and nothing
    /// in the cell changed since.
    func keptSize(for request: Request, in cell: View) -> CGSize? {
        guard let lastSizing, lastSizing.request == request, cell.engine?.hasPendingChanges == false else { return nil }
        return lastSizing.size
    }
}
