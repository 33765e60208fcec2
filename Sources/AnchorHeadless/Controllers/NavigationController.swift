import Foundation

/// A stack of screens under a navigation bar, named after UIKit's
/// `UINavigationController`: the top controller's view fills this one's,
/// and the bar adds to its safe area at the top (below the status bar).
///
///     let navigation = NavigationController(rootViewController: SettingsViewController())
///
/// The bar's height follows the traits' design and size classes
/// (`BarMetrics`): on an upright iPhone 54 points on iOS 26 and 44 on iOS
/// 17 and 18, 106 and 96 with `prefersLargeTitles`; 32 on a phone on its
/// side (compact height, where UIKit shows no large title); 50 on an iPad.
/// A toolbar shown (`isToolbarHidden` false) adds 48 (iOS 26) or 44 to the
/// bottom of the child's safe area, above the home indicator. The bars
/// are not views of the tree: the system draws them above the content,
/// which the safe area keeps clear of them.
open class NavigationController: ViewController {
    /// The controllers on the stack, the root first; the last one shows.
    public private(set) var viewControllers: [ViewController]

    /// A navigation controller showing `rootViewController`, named after it
    /// (`<name>.navigation`).
    ///
    ///     let navigation = NavigationController(rootViewController: settings)
    public init(rootViewController: ViewController) {
        viewControllers = [rootViewController]
        super.init(name: "\(rootViewController.name).navigation")
        rootViewController.parent = self
    }

    /// The controller that shows: the last on the stack.
    ///
    ///     navigation.topViewController?.title
    public var topViewController: ViewController? { viewControllers.last }

    /// Whether the bar shows a large title (UIKit's
    /// `navigationBar.prefersLargeTitles`): false.
    ///
    ///     navigation.prefersLargeTitles = true
    public var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { notePresentationChange() } }
    }

    /// Whether the bar is hidden: false. Hidden, it covers nothing.
    ///
    ///     navigation.isNavigationBarHidden = true
    public var isNavigationBarHidden = false {
        didSet { if isNavigationBarHidden != oldValue { notePresentationChange() } }
    }

    /// Whether the toolbar is hidden (UIKit's `isToolbarHidden`): true.
    /// Shown, it adds its height to the bottom of the top controller's safe
    /// area, above the home indicator.
    ///
    ///     navigation.isToolbarHidden = false
    public var isToolbarHidden = true {
        didSet { if isToolbarHidden != oldValue { notePresentationChange() } }
    }

    /// Shows `controller` on top of the stack. A controller that another
    /// container already shows, or that is on this stack, is reported and
    /// refused.
    ///
    ///     navigation.pushViewController(detail)
    public func pushViewController(_ controller: ViewController) {
        if let problem = problemShowing(controller) { return refuse("viewControllers", controller.name, problem) }
        if let top = topViewController, isViewLoaded { unembed(top) }
        viewControllers.append(controller)
        controller.parent = self
        if isViewLoaded { embed(controller) }
    }

    /// Takes the top controller off the stack and shows the one below it;
    /// the root stays (nil then, as UIKit's).
    ///
    ///     navigation.popViewController()
    @discardableResult
    public func popViewController() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.removeLast()
        if isViewLoaded { unembed(top) }
        top.parent = nil
        if let shown = topViewController, isViewLoaded { embed(shown) }
        return top
    }

    open override var children: [ViewController] { viewControllers }

    open override func loadView() {
        super.loadView()
        if let top = topViewController { embed(top) }
    }

    override func barInsets(forChild child: ViewController, traits: TraitCollection) -> EdgeInsets {
        guard child === topViewController else { return .zero }
        let bars = BarMetrics(traits)
        let top = isNavigationBarHidden ? 0 : prefersLargeTitles ? bars.largeTitleNavigationBar : bars.navigationBar
        return EdgeInsets(top: top, leading: 0, bottom: isToolbarHidden ? 0 : bars.toolbar, trailing: 0)
    }

    override var adjustsContentScrollViewInsets: Bool { true }
}

extension ViewController {
    /// Why this container cannot show `controller`, or nil.
    func problemShowing(_ controller: ViewController) -> String? {
        if controller === self { return "a controller cannot show itself" }
        if let parent = controller.parent {
            return "'\(controller.name)' is already shown by '\(parent.name)'"
        }
        if let superview = controller.viewIfLoaded?.superview {
            return "the view of '\(controller.name)' is already in '\(superview.name)'"
        }
        return nil
    }
}
