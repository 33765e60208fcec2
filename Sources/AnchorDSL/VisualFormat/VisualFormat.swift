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

extension ConstraintBuilder {
    /// A `VisualFormat`'s constraints, or none and a report if it is malformed.
    public static func buildExpression(
        _ visualFormat: VisualFormat, fileID: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        let location = LayoutConstraint.SourceLocation(fileID: fileID, line: line)
        do {
            let constraints = try LayoutConstraint.constraints(
                withVisualFormat: visualFormat.format, options: visualFormat.options, metrics: visualFormat.metrics,
                views: visualFormat.views)
            return buildExpression(constraints, fileID: fileID, line: line)
        } catch {
            LayoutDiagnostics.report(.invalidVisualFormat(format: error.format, position: error.position,
                message: error.message, location: location))
            return []
        }
    }
}
