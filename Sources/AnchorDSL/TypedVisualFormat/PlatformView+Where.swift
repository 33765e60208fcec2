import AnchorCore

// Always inlined: the caller then keeps the variadic array of sizes on the
// stack instead of allocating it for every chain.
extension PlatformView {
    /// This view with predicates on its size along the chain's axis (width
    /// for `H:`, height for `V:`): constants, relations, priorities.
    ///
    ///     withVFL(H: |-icon.where(==44) - name.where(>=80, <=200)-|)
    @_alwaysEmitIntoClient @inline(__always) public nonisolated func `where`(_ sizes: VFLConstant...) -> VFLChain<VFLItem, VFLItem> {
        var chain = VFLChain<VFLItem, VFLItem>(.owning(self))
        for size in sizes { chain.append(.size(size.predicate)) }
        return chain
    }

    /// This view with its size related to another view's, and constants.
    ///
    ///     withVFL(H: |-icon - name.where(>=icon ~ .high)-|)
    @_alwaysEmitIntoClient @inline(__always) public nonisolated func `where`(_ relation: VFLViewRelation, _ sizes: VFLConstant...) -> VFLChain<VFLItem, VFLItem> {
        var chain = VFLChain<VFLItem, VFLItem>(.owning(self))
        chain.append(.owning(relation))
        for size in sizes { chain.append(.size(size.predicate)) }
        return chain
    }
}
