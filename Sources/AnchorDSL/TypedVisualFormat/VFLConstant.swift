import AnchorCore
import Foundation

/// A number in a typed Visual Format chain: a gap between two items
/// (`icon - 8 - name`), or a view's size in `.where(…)`, with a relation
/// (`>=8`) and a priority (`>=8 ~ .high`). Write it as a literal, or wrap a
/// value: `VFLConstant(spacing)`.
///
///     withVFL(H: icon - (>=8 ~ .high) - name)
public struct VFLConstant: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    @usableFromInline var predicate: ParsedFormat.Predicate<CGFloat>

    /// `value`, as an equal relation at required priority.
    ///
    ///     withVFL(H: icon - VFLConstant(spacing) - name)
    @_alwaysEmitIntoClient public init<N: LayoutNumber>(_ value: N) {
        predicate = ParsedFormat.Predicate(relation: .equal, object: value.layoutValue, priority: .required)
    }

    /// An integer literal: `icon - 8 - name`.
    ///
    ///     let gap: VFLConstant = 8
    @_alwaysEmitIntoClient public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// A floating-point literal: `icon - 0.5 - name`.
    ///
    ///     let gap: VFLConstant = 0.5
    @_alwaysEmitIntoClient public init(floatLiteral value: Double) {
        self.init(value)
    }
}

/// A view's size related to another view's, in `.where(…)`: `==icon`,
/// `>=icon ~ .high`.
///
///     withVFL(H: |-icon - name.where(>=icon ~ .high)-|)
public struct VFLViewRelation {
    @usableFromInline var relation: Relation
    @usableFromInline var view: PlatformView
    @usableFromInline var priority = Priority.required

    @usableFromInline init(_ relation: Relation, _ view: PlatformView) {
        self.relation = relation
        self.view = view
    }
}

extension VFLConstant {
    @_alwaysEmitIntoClient func with(_ relation: Relation) -> VFLConstant {
        var constant = self
        constant.predicate.relation = relation
        return constant
    }
}
