import AnchorHeadless

/// Constraints by identity, for comparing `view.constraints` with an expected list.
public func ids(_ constraints: [LayoutConstraint]) -> [ObjectIdentifier] {
    constraints.map(ObjectIdentifier.init)
}
