import AnchorDSL
import AnchorHeadless

/// One input: a Visual Format string on the first line; an optional second
/// line, the options' raw value in decimal; then one metric a line,
/// `name=number`. The format is read against a fresh small tree, and what it
/// makes is activated, laid out and deactivated, so that the walk and the
/// engine see it too. A refused format or activation is reported, which is
/// fine; only a crash or a sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let lines = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false)
    let options = LayoutConstraint.FormatOptions(rawValue: lines.dropFirst().first.flatMap { UInt($0) } ?? 0)
    var metrics: [String: CGFloat] = [:]
    for line in lines.dropFirst(2) {
        let parts = line.split(separator: "=", maxSplits: 1)
        if parts.count == 2, let value = Double(parts[1]) { metrics[String(parts[0])] = CGFloat(value) }
    }
    // Errors go to the diagnostics handler: collected and dropped, not logged
    // once per execution.
    _ = LayoutDiagnostics.capture {
        lay(String(lines.first ?? ""), options: options, metrics: metrics)
    }
    return 0
}

/// `root` holds a, b, c and the guide g, and m is its margins guide; c
/// holds d, so that a format can reach across levels; o has no superview,
/// for `|` without one.
private func lay(_ format: String, options: LayoutConstraint.FormatOptions, metrics: [String: CGFloat]) {
    let root = View(name: "root")
    let (a, b, c, d, o) = (View(name: "a"), View(name: "b"), View(name: "c"), View(name: "d"), View(name: "o"))
    let g = LayoutGuide(name: "g")
    for view in [a, b, c] { root.addSubview(view) }
    c.addSubview(d)
    root.addLayoutGuide(g)
    let views: [String: any LayoutItem] = ["a": a, "b": b, "c": c, "d": d, "o": o, "g": g, "m": root.layoutMarginsGuide]
    guard let constraints = try? LayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views
    ) else { return }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    LayoutConstraint.deactivate(constraints)
    root.layoutIfNeeded()
}
