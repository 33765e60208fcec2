internal import AnchorSolver

/// What a solver constraint of the engine stands for.
enum EntryKey: Hashable {
    /// An active `LayoutConstraint`.
    case constraint(ObjectIdentifier)
    /// A constraint the engine derives from an item's properties.
    case structural(ObjectIdentifier, StructuralRole)
}

/// The constraints the engine derives from views and guides, as UIKit's
/// engine does (its `UIView-Encapsulated-Layout-*`, autoresizing-mask,
/// content-size and margin-guide constraints).
enum StructuralRole: Hashable, CaseIterable {
    /// A root's origin (0, 0), or an autoresizing view's, from its frame.
    case originX, originY
    /// A root's size, or an autoresizing view's, from its frame.
    case width, height
    /// `intrinsicContentSize`: hugging (`<=`) and compression resistance (`>=`).
    case hugWidth, hugHeight, resistWidth, resistHeight
    /// A margins or safe-area guide's four sides, inset from its owner's.
    case insetLeft, insetTop, insetRight, insetBottom
    /// A wrapping label's width that a solve while labels wrap made
    /// negative: not negative from then on (`keepWrappingWidthsNotNegative`).
    case widthNotNegative
}

/// One solver constraint of the engine and what it was built from.
struct EngineEntry {
    var spec: LinearSpec
    /// The constraint in the solver; nil while it is broken (an active
    /// constraint the engine could not satisfy together with the others).
    var installed: Constraint?
    /// Creation order: sweeps and retries go in this order, so that every
    /// run makes the same solver calls and gets bit-identical frames.
    let sequence: Int
    /// The sync pass that last asked for this entry.
    var generation: UInt32
    /// For descriptions: the active constraint, or what the engine derived.
    var source: Source

    enum Source {
        case constraint(LayoutConstraint)
        /// Read as `item.attribute relation relative.attribute + value
        /// (reason)`, the value being the spec's constant negated, so it
        /// stays true as constants change:
        /// `legacy.left == card.left + 10 (autoresizing mask)`. Names and
        /// literals only: nothing is formatted until a report needs it.
        case structural(item: String, role: StructuralRole, relative: String?, reason: String)
    }
}

extension StructuralRole {
    /// The attribute the role constrains, as a constraint description names it.
    var attributeName: String {
        switch self {
        case .originX, .insetLeft: "left"
        case .originY, .insetTop: "top"
        case .insetRight: "right"
        case .insetBottom: "bottom"
        case .width, .hugWidth, .resistWidth, .widthNotNegative: "width"
        case .height, .hugHeight, .resistHeight: "height"
        }
    }
}
