extension LayoutConstraint {
    /// `first relation second × multiplier + constant`, or `first relation
    /// constant` without `second`: what every operator builds. Positions and
    /// sizes go through the field-by-field initializer (the path the build
    /// benchmark holds to hand-built cost); only a distance takes the
    /// anchor-based one, which records its origins.
    @_alwaysEmitIntoClient @inline(__always)
    static func between<A: LayoutAnchor>(
        _ first: A, _ relation: Relation, _ second: A?, multiplier: CGFloat, constant: CGFloat
    ) -> LayoutConstraint {
        if first.originAttribute == nil, second?.originAttribute == nil {
            return LayoutConstraint(
                item: first.item, attribute: first.attribute, relatedBy: relation,
                toItem: second?.item, attribute: second?.attribute, multiplier: multiplier, constant: constant)
        }
        guard let second else { return LayoutConstraint(first, relation, constant: constant) }
        return LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant)
    }
}
