/// A Visual Format Language string inside a `@ConstraintBuilder`: it
/// contributes its constraints, each tagged with the line it was written on.
/// A bad format is reported through `LayoutDiagnostics`
/// (`LayoutError.invalidVisualFormat`, with where it was written) and
/// contributes none.
///
///     LayoutConstraint.activate { VisualFormat("H:|-[icon]-[name]-|", views: ["icon": icon, "name": name]) }
public struct VisualFormat {
    public let format: String
    public let options: LayoutConstraint.FormatOptions
    public let metrics: [String: CGFloat]
    public let views: [String: any LayoutItem]

    /// A format with its options, metrics and views, as in
    /// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    ///
    ///     VisualFormat("V:|[title][subtitle]", views: ["title": title, "subtitle": subtitle])
    public init(
        _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: CGFloat] = [:],
        views: [String: any LayoutItem]
    ) {
        self.format = format
        self.options = options
        self.metrics = metrics
        self.views = views
    }
}

extension VisualFormat: ConstraintComponent {
    /// The format's constraints, or none and a report if it is malformed.
    ///
    ///     let made = VisualFormat("H:|[a]|", views: ["a": a]).constraints(at: location)
    public func constraints(at location: LayoutConstraint.SourceLocation) -> [LayoutConstraint] {
        do {
            return try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        } catch {
            LayoutDiagnostics.report(.invalidVisualFormat(format: error.format, position: error.position,
                message: error.message, location: location))
            return []
        }
    }
}
