import AnchorCore

/// The constraints of a horizontal typed Visual Format chain, inactive.
/// Reads like Apple's format without brackets or strings, and a malformed
/// chain does not compile. Standard spacing and bounds mean what they mean in
/// `LayoutConstraint.constraints(withVisualFormat:)`: 8 between views,
/// `|-` and `-|` relate to the superview's layout margins, a number is
/// measured from the edge written, a layout guide at an end stands for its
/// own edge (standard spacing 0 from a margins guide, 8 from any other).
/// What cannot be checked by the compiler (views in different superviews,
/// `|` next to a view without one, a priority outside 1…1000, alignment
/// along the axis) is reported through `LayoutDiagnostics` with where it was
/// written, and the chain contributes no constraints.
///
///     LayoutConstraint.activate { withVFL(H: |-16 - icon - 8 - name - 16-|) }
public func withVFL<First: VFLOuterEnd, Last: VFLOuterEnd>(
    H chain: VFLChain<First, Last>, options: LayoutConstraint.FormatOptions = [],
    fileID: StaticString = #fileID, line: UInt = #line
) -> [LayoutConstraint] {
    chain.constraints(axis: .horizontal, options: options, fileID: fileID, line: line)
}

/// The constraints of a vertical typed Visual Format chain, inactive; see
/// `withVFL(H:options:)`.
///
///     LayoutConstraint.activate { withVFL(V: |-title | subtitle - (>=8)-|) }
public func withVFL<First: VFLOuterEnd, Last: VFLOuterEnd>(
    V chain: VFLChain<First, Last>, options: LayoutConstraint.FormatOptions = [],
    fileID: StaticString = #fileID, line: UInt = #line
) -> [LayoutConstraint] {
    chain.constraints(axis: .vertical, options: options, fileID: fileID, line: line)
}
