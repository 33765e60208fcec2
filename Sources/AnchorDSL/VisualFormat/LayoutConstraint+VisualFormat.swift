extension LayoutConstraint {
    /// The constraints a Visual Format Language string describes, inactive.
    /// Apple's grammar in full, plus `||` for the superview's layout-margins
    /// guide; a layout guide may be named in `views` and used like a view
    /// (a `|` next to it means its owning view). Standard spacing is
    /// `StandardSpacing.siblings` (8) between items, and `|-`/`-|` relate to
    /// the superview's layout margins, as UIKit does; a number is measured
    /// from the bound written. Priorities must be in 1…1000. Throws the
    /// first problem with its position; nothing is kept of a refused format.
    ///
    ///     let row = try LayoutConstraint.constraints(
    ///         withVisualFormat: "H:|-[icon(==32)]-[name]-(>=8)-||",
    ///         options: .alignAllCenterY, views: ["icon": icon, "name": name])
    public static func constraints(
        withVisualFormat format: String,
        options: FormatOptions = [],
        metrics: [String: CGFloat] = [:],
        views: [String: any LayoutItem]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
        let parsed = try parser.parse()
        return try parsed.constraints(VisualFormatLayout(axis: parsed.axis, options: options), format: format)
    }
}
