import AnchorHeadless
import Foundation

// Text and controls the system's bars or the sensor housing would cover.
extension LayoutCheck {
    /// Text and controls outside the safe area: a label with text, a button
    /// with a title, a switch or an indicator that is seen and not wholly
    /// inside the safe area of the nearest view controller's view around it
    /// (the bars its containers add: a navigation bar, a toolbar, a tab bar,
    /// in the device's design), or else of the root (the status bar, the
    /// sensor housing, the home indicator: each `LayoutDevice`'s published
    /// insets), where the system draws over it or takes its touches. Backgrounds and images may extend under the bars, and the
    /// content of a scroll view scrolls into view, so neither is reported.
    /// Apple's Human Interface Guidelines (Layout): "avoid placing
    /// interactive controls" and text where system features cover them.
    public static let outsideSafeArea = LayoutCheck(Definition(
        builtIn: "outsideSafeArea", bit: 1 << 7,
        find: { $0.finder.outsideSafeArea() }, undoings: LayoutProblemFinder.intoTheSafeArea))
}

extension LayoutProblemFinder {
    /// What undoes it: the view inside the safe area around it.
    static func intoTheSafeArea(_ finder: LayoutProblemFinder, _ subjects: [View]) -> [[FrameBound]] {
        [FrameBound.inside(subjects[0], finder.root, finder.safeArea(around: subjects[0]))]
    }

    func outsideSafeArea() -> [LayoutProblem] {
        // Whether a view's subviews are scroll content, which scrolls into view.
        var holdsScrollContent: [ObjectIdentifier: Bool] = [:]
        // The safe area each view's subviews are judged against, by holder, measured once each.
        var holders: [ObjectIdentifier: View] = [:]
        var measured: [ObjectIdentifier: (safe: CGRect, bounds: CGRect)] = [:]
        let screen = root.safeAreaRect
        // Nothing is unsafe on a screen without insets and without controllers' bars (a cell's).
        guard screen != root.bounds || views.contains(where: { $0.view !== root && $0.view.viewController != nil }) else {
            return []
        }
        return views.compactMap { view, isVisible in
            let scrolls = view.superview.map { holdsScrollContent[ObjectIdentifier($0)] ?? false } ?? false
            let holder = view.superview.flatMap { holders[ObjectIdentifier($0)] } ?? root
            if !view.subviews.isEmpty {
                holdsScrollContent[ObjectIdentifier(view)] = scrolls || view.scrollGeometry != nil
                holders[ObjectIdentifier(view)] = view.viewController != nil ? view : holder
            }
            if scrolls { return nil }
            guard isVisible, view.needsSafeArea, view !== root, !ignoring.contains(view.name) else { return nil }
            let area = measured[ObjectIdentifier(holder)] ?? safeArea(of: holder)
            measured[ObjectIdentifier(holder)] = area
            let (safe, bounds) = area
            guard safe != bounds else { return nil }
            let rect = pictureRect(of: view).standardized
            let t = Self.tolerance
            // Only what lies in an inset counts: past the root's edge, the
            // view is outside its superview, a report of its own.
            let sides: [(String, CGFloat, LayoutAxis)] = [
                ("top", min(safe.minY - rect.minY, safe.minY - bounds.minY), .vertical),
                ("bottom", min(rect.maxY - safe.maxY, bounds.maxY - safe.maxY), .vertical),
                ("left", min(safe.minX - rect.minX, safe.minX - bounds.minX), .horizontal),
                ("right", min(rect.maxX - safe.maxX, bounds.maxX - safe.maxX), .horizontal),
            ]
            let over = sides.filter { $0.1 > t }
            guard !over.isEmpty else { return nil }
            let how = over.map { "\(NumberText.format((Double($0.1) * 1e6).rounded() / 1e6)) into the \($0.0) inset" }
                .joined(separator: " and ")
            // Within the screen's safe area, what covers the view is a bar of a container.
            let underBars = over.map(\.0).filter { side in
                side == "top" ? rect.minY >= screen.minY - t : side == "bottom" ? rect.maxY <= screen.maxY + t : false
            }
            let coverers = over.map { underBars.contains($0.0) ? Self.bar(at: $0.0) : Self.coverer(of: $0.0) }
            let message = "\(view.name) \(Self.format(rect)) is outside the safe area of \(holder.name) "
                + "\(Self.format(safe)): \(how), where \(coverers.joined(separator: " and ")) covers it"
            var axes: [LayoutAxis] = []
            for side in over where !axes.contains(side.2) { axes.append(side.2) }
            return LayoutProblem(
                check: .outsideSafeArea, views: [view.name], message: message,
                constraints: constraints(placing: [view], along: axes), overlays: [.outside(rect, container: safe)],
                subjects: [ObjectIdentifier(view)])
        }
    }

    /// The safe area that keeps `view` clear of the system, in the root's
    /// coordinates: that of the nearest view controller's view around it,
    /// which its containers' bars inset, or else the root's.
    func safeArea(around view: View) -> CGRect {
        var node = view.superview
        while let current = node, current !== root, current.viewController == nil { node = current.superview }
        return safeArea(of: node ?? root).safe
    }

    /// A holder's safe area and bounds, in the root's coordinates.
    private func safeArea(of holder: View) -> (safe: CGRect, bounds: CGRect) {
        guard holder !== root else { return (root.safeAreaRect, root.bounds) }
        let bounds = pictureRect(of: holder)
        return (holder.safeAreaRect.offsetBy(dx: bounds.minX, dy: bounds.minY), bounds)
    }

    /// What lies over a side of a phone's screen that its safe area leaves out.
    private static func coverer(of side: String) -> String {
        switch side {
        case "top": "the status bar or the sensor housing"
        case "bottom": "the home indicator"
        default: "the sensor housing or the rounded corner"
        }
    }

    /// The bar a container adds at a side of a controller's view.
    private static func bar(at side: String) -> String {
        side == "top" ? "the navigation bar" : "the toolbar or the tab bar"
    }
}
