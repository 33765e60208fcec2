import AnchorHeadless
import Foundation

// Text and controls the system's bars or the sensor housing would cover.
extension LayoutCheck {
    /// Text and controls outside the root's safe area: a label with text,
    /// a button with a title, a switch or an indicator that is seen and not
    /// wholly inside the root's bounds less its `safeAreaInsets` (the status
    /// bar, the sensor housing, the home indicator: each `LayoutDevice`'s
    /// published insets), where the system draws over it or takes its
    /// touches. Backgrounds and images may extend under the bars, and the
    /// content of a scroll view scrolls into view, so neither is reported.
    /// Apple's Human Interface Guidelines (Layout): "avoid placing
    /// interactive controls" and text where system features cover them.
    public static let outsideSafeArea = LayoutCheck(Definition(
        builtIn: "outsideSafeArea", bit: 1 << 7,
        find: { $0.finder.outsideSafeArea() },
        undoings: { finder, subjects in [FrameBound.inside(subjects[0], finder.root, finder.root.safeAreaRect)] }))
}

extension LayoutProblemFinder {
    func outsideSafeArea() -> [LayoutProblem] {
        let safe = root.safeAreaRect
        guard safe != root.bounds else { return [] }
        // Whether a view's subviews are scroll content, which scrolls into view.
        var holdsScrollContent: [ObjectIdentifier: Bool] = [:]
        return views.compactMap { view, isVisible in
            let scrolls = view.superview.map { holdsScrollContent[ObjectIdentifier($0)] ?? false } ?? false
            if !view.subviews.isEmpty { holdsScrollContent[ObjectIdentifier(view)] = scrolls || view.scrollGeometry != nil }
            if scrolls { return nil }
            guard isVisible, view.needsSafeArea, view !== root, !ignoring.contains(view.name) else { return nil }
            let rect = pictureRect(of: view).standardized
            let t = Self.tolerance
            let bounds = root.bounds
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
            let message = "\(view.name) \(Self.format(rect)) is outside the safe area of \(root.name) "
                + "\(Self.format(safe)): \(how), where \(Self.coverer(of: over.map(\.0))) covers it"
            var axes: [LayoutAxis] = []
            for side in over where !axes.contains(side.2) { axes.append(side.2) }
            return LayoutProblem(
                check: .outsideSafeArea, views: [view.name], message: message,
                constraints: constraints(placing: [view], along: axes), overlays: [.outside(rect, container: safe)],
                subjects: [ObjectIdentifier(view)])
        }
    }

    /// What lies over the sides of a phone's screen that its safe area leaves out.
    private static func coverer(of sides: [String]) -> String {
        let names = sides.map { side in
            switch side {
            case "top": "the status bar or the sensor housing"
            case "bottom": "the home indicator"
            default: "the sensor housing or the rounded corner"
            }
        }
        return names.joined(separator: " and ")
    }
}
