import AnchorHeadless
import Foundation

/// What a check sees of a laid-out tree, read only: the views that are
/// seen and their frames, each view's constraints, what it shows, the safe
/// area, the device and its traits. A team's check (`LayoutCheck.custom`)
/// is given one, as the built-in checks are.
///
///     let tapTargets = LayoutCheck.custom("tapTargets") { context in
///         context.visibleViews.filter { $0 is Button && context.frameInRoot(of: $0).width < 44 }
///             .map { LayoutProblem(check: "tapTargets", views: [$0], message: "\($0.name) is narrower than 44") }
///     }
public struct LayoutCheckContext {
    /// What the built-in checks use: the tree walked once, and its constraints by view.
    let finder: LayoutProblemFinder

    /// The device the tree is laid out on: the variant's, in a test form;
    /// for `layoutProblems(in:)`, one made of the root's size, safe area and
    /// scale, named after the root.
    public let device: LayoutDevice

    /// The root the checks run on, laid out.
    public var root: View { finder.root }

    /// The views that are seen (neither hidden nor at `alpha` 0, nor inside
    /// one that is), the root first, a view before its subviews, without
    /// those `ignoring:` names.
    public var visibleViews: [View] {
        finder.views.compactMap { view, isVisible in isVisible && !finder.ignoring.contains(view.name) ? view : nil }
    }

    /// The active constraints that mention `view`, as its layout placed it
    /// (a stack's tie-breaks, the engine's and not the app's, left out).
    ///
    ///     context.constraints(affecting: badge).map(\.constant)
    public func constraints(affecting view: View) -> [LayoutConstraint] {
        finder.constraintIndex.constraints(mentioning: view, in: finder.views.map(\.view)).filter { !$0.breaksATieOnly }
    }

    /// Whether the view shows something: it is seen and draws something of
    /// its own (text, an image, a control, a background that is not clear)
    /// or holds a subview that does. An empty spacer shows nothing.
    public func shows(_ view: View) -> Bool {
        finder.shows(view)
    }

    /// The view's frame in the root's coordinates.
    ///
    ///     context.frameInRoot(of: button).minY >= context.safeArea.minY
    public func frameInRoot(of view: View) -> CGRect {
        finder.pictureRect(of: view)
    }

    /// The part of the root its safe area leaves, in the root's coordinates.
    public var safeArea: CGRect { root.safeAreaRect }

    /// The root's traits: size classes, scale, text size.
    public var traitCollection: TraitCollection { root.traitCollection }
}
