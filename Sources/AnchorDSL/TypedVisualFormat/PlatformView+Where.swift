import AnchorModel

extension PlatformView {
    /// This view with predicates on its size along the chain's axis (width
    /// for `H:`, height for `V:`): constants, relations, priorities.
    ///
    ///     withVFL(H: |-icon.where(==44) - name.where(>=80, <=200)-|)
    public nonisolated func `where`(_ sizes: VFLConstant...) -> VFLChain<VFLItem, VFLItem> {
        VFLChain(self, sizes: sizes.map(\.sizePredicate))
    }

    /// This view with its size related to another view's, and constants.
    ///
    ///     withVFL(H: |-icon - name.where(>=icon ~ .high)-|)
    public nonisolated func `where`(_ relation: VFLViewRelation, _ sizes: VFLConstant...) -> VFLChain<VFLItem, VFLItem> {
        VFLChain(self, sizes: [relation.predicate] + sizes.map(\.sizePredicate))
    }
}
