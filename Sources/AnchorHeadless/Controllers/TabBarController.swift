import Foundation

/// Screens behind a tab bar, named after UIKit's `UITabBarController`: the
/// selected controller's view fills this one's, and the tab bar adds 49
/// points to the bottom of its safe area, above the home indicator's inset
/// (83 in all on a phone with one); 32 on a phone on its side (compact
/// height), 50 on an iPad (regular width and height), as UIKit's bar
/// metrics read (`BarMetrics`). On iOS 26 the bar floats over the content,
/// which runs under it to the screen's bottom as before: the safe area
/// still ends at the bar's top (a probe on an iPhone 17 read 83), and a
/// scroll view whose insets adjust keeps its last row reachable above it.
///
///     let tabs = TabBarController(viewControllers: [NavigationController(rootViewController: feed), settings])
///
/// The bar is not a view of the tree: the system draws it above the
/// content, which the safe area keeps clear of it.
open class TabBarController: ViewController {
    /// The controllers of the tabs, in order.
    public let viewControllers: [ViewController]

    /// A tab bar controller of `viewControllers`, the first selected. A
    /// controller that another container already shows is reported and left
    /// out.
    ///
    ///     let tabs = TabBarController(viewControllers: [feed, settings])
    public init(viewControllers: [ViewController]) {
        var accepted: [ViewController] = []
        var refused: [(ViewController, String)] = []
        for controller in viewControllers {
            if let parent = controller.parent {
                refused.append((controller, "'\(controller.name)' is already shown by '\(parent.name)'"))
            } else if accepted.contains(where: { $0 === controller }) {
                refused.append((controller, "'\(controller.name)' is in the list twice"))
            } else {
                accepted.append(controller)
            }
        }
        self.viewControllers = accepted
        super.init(name: "tabs")
        for controller in accepted { controller.parent = self }
        for (controller, problem) in refused { refuse("viewControllers", controller.name, problem) }
    }

    /// The index of the tab that shows: 0. An index outside the tabs is
    /// reported and refused.
    ///
    ///     tabs.selectedIndex = 1
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard viewControllers.indices.contains(newValue) else {
                return refuse("selectedIndex", newValue, "there are \(viewControllers.count) tabs")
            }
            guard newValue != storedSelectedIndex else { return }
            if isViewLoaded, let shown = selectedViewController { unembed(shown) }
            storedSelectedIndex = newValue
            if let shown = selectedViewController {
                shown.parent = self
                if isViewLoaded { embed(shown) }
            }
        }
    }

    private var storedSelectedIndex = 0

    /// The controller of the selected tab; nil without tabs.
    ///
    ///     tabs.selectedViewController?.title
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(storedSelectedIndex) ? viewControllers[storedSelectedIndex] : nil
    }

    open override var children: [ViewController] { viewControllers }

    open override func loadView() {
        super.loadView()
        if let shown = selectedViewController { embed(shown) }
    }

    override func barInsets(forChild child: ViewController, traits: TraitCollection) -> EdgeInsets {
        guard child === selectedViewController else { return .zero }
        return EdgeInsets(top: 0, leading: 0, bottom: BarMetrics(traits).tabBar, trailing: 0)
    }

    override var adjustsContentScrollViewInsets: Bool { true }
}
