import Foundation

/// A screen of an app, named after UIKit's `UIViewController`: it makes its
/// root `view` when first asked, gives that view the margins UIKit gives a
/// controller's root, and adds to its safe area what the controllers around
/// it cover (a navigation bar, a tab bar) and what you ask for
/// (`additionalSafeAreaInsets`). Subclass it and build the screen in
/// `loadView()` or `viewDidLoad()`, as in UIKit.
///
///     final class SettingsViewController: ViewController {
///         override func viewDidLoad() { view.addSubview(list) }
///     }
open class ViewController {
    /// The name its view and errors are named after.
    public let name: String
    /// The screen's title, as a navigation bar would show it.
    ///
    ///     settings.title = "Settings"
    public var title: String?
    /// The container showing this controller (a navigation or tab bar
    /// controller); nil for a controller shown on its own.
    public internal(set) weak var parent: ViewController?

    private var loadedView: View?

    /// A controller named for its view and for errors.
    ///
    ///     let settings = ViewController(name: "settings")
    public init(name: String) {
        self.name = name
    }

    /// The root view of the screen: made by `loadView()` the first time it
    /// is asked for, after which `viewDidLoad()` runs, as UIKit's. A view
    /// already in another tree, or another controller's, is refused and
    /// reported; the controller keeps the view it had.
    ///
    ///     settings.view.addSubview(list)
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil {
                // UIKit loads a view of its own when loadView sets none.
                attach(View(name: "\(name).view"))
            }
            viewDidLoad()
            return loadedView!
        }
        set { attach(newValue) }
    }

    /// The root view if it has been made, without making it.
    var viewIfLoaded: View? { loadedView }

    /// Whether `view` has been made yet.
    ///
    ///     settings.isViewLoaded   // false until settings.view is read
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view: a plain `View` named `<name>.view`. Override it
    /// to set a view of your own kind (`view = ScrollView(name: …)`).
    ///
    ///     override func loadView() { view = ScrollView(name: "feed") }
    open func loadView() {
        view = View(name: "\(name).view")
    }

    /// Runs once, right after the view was made: where a screen adds its
    /// subviews and constraints.
    ///
    ///     override func viewDidLoad() { view.addSubview(title) }
    open func viewDidLoad() {}

    /// The least margins UIKit gives the root view (directional: the top
    /// and bottom are 0): 16 at the sides of a screen up to 393 points wide,
    /// 20 on a wider one (the larger phones, a home-button phone on its side,
    /// an iPad), and 16 again on a screen whose safe area is inset at both
    /// sides (a phone with a sensor housing on its side), where the safe area
    /// already keeps the content in (`UIViewController.systemMinimumLayoutMargins`;
    /// the widths UIKit recorded: 16 on 320 to 393-point phones, 20 on 414
    /// to 440; the 393 cut and the inset rule as UIKit's own code reads).
    /// The screen is the tree's root.
    ///
    ///     settings.systemMinimumLayoutMargins   // 0, 16, 0, 16 on an iPhone 16
    public var systemMinimumLayoutMargins: EdgeInsets {
        let screen = loadedView?.rootView
        let insets = screen?.safeAreaInsets ?? .zero
        let side = Self.minimumSideMargin(
            screenWidth: screen?.frame.width ?? 0, insetAtBothSides: insets.leading > 0 && insets.trailing > 0)
        return EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are at least
    /// `systemMinimumLayoutMargins`: true, as UIKit's. Off, the margins are
    /// the view's own (`layoutMargins` as set; a controller's root starts at 0).
    ///
    ///     settings.viewRespectsSystemMinimumLayoutMargins = false
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { loadedView?.noteLayoutChange() } }
    }

    /// Insets you add to the root view's safe area, on top of what the
    /// screen and the controllers around it cover. A negative or non-finite
    /// inset is reported and refused: the insets stay as they were.
    ///
    ///     player.additionalSafeAreaInsets = EdgeInsets(top: 0, leading: 0, bottom: 60, trailing: 0)
    public var additionalSafeAreaInsets: EdgeInsets {
        get { storedAdditionalSafeAreaInsets }
        set {
            let sides = [newValue.top, newValue.leading, newValue.bottom, newValue.trailing]
            guard sides.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                return refuse("additionalSafeAreaInsets", newValue, "an inset must be finite and not negative")
            }
            storedAdditionalSafeAreaInsets = newValue
            notePresentationChange()
        }
    }

    private var storedAdditionalSafeAreaInsets = EdgeInsets.zero

    /// The navigation controller this controller is shown in, if any.
    ///
    ///     settings.navigationController?.prefersLargeTitles = true
    public var navigationController: NavigationController? { nearestContainer() }

    /// The tab bar controller this controller is shown in, if any.
    ///
    ///     settings.tabBarController?.selectedIndex = 1
    public var tabBarController: TabBarController? { nearestContainer() }

    /// The controllers this one shows; none for a plain controller.
    ///
    ///     tabs.children.count   // 3
    open var children: [ViewController] { [] }

    // MARK: What a container adds

    /// What this controller's own chrome covers of the child it shows, in
    /// `traits` (a navigation bar at the top, a tab bar at the bottom).
    func barInsets(forChild child: ViewController, traits: TraitCollection) -> EdgeInsets { .zero }

    /// Whether a scroll view that is this controller's content gets its
    /// insets adjusted always (a navigation or tab bar controller's).
    var adjustsContentScrollViewInsets: Bool { false }

    /// Shows `child`: it becomes this controller's child, and its view a
    /// subview of this one's, edge to edge.
    func embed(_ child: ViewController) {
        child.parent = self
        let container = view, content = child.view
        container.addSubview(content)
        LayoutConstraint.activate([LayoutAttribute.left, .right, .top, .bottom].map { attribute in
            let constraint = LayoutConstraint(
                item: content, attribute: attribute, relatedBy: .equal, toItem: container, attribute: attribute)
            constraint.identifier = "\(name)-contentView"
            return constraint
        })
    }

    /// Takes `child`'s view out of this controller's view.
    func unembed(_ child: ViewController) {
        if child.isViewLoaded { child.view.removeFromSuperview() }
    }

    // MARK: The root view's margins and safe area

    /// The root view's margins with the system's minimum, as UIKit's
    /// `layoutMargins` of a controller's root view reads.
    func layoutMargins(ofView own: EdgeInsets) -> EdgeInsets {
        guard viewRespectsSystemMinimumLayoutMargins else { return own }
        let least = systemMinimumLayoutMargins
        return EdgeInsets(
            top: max(own.top, least.top), leading: max(own.leading, least.leading),
            bottom: max(own.bottom, least.bottom), trailing: max(own.trailing, least.trailing))
    }

    /// The root view's own safe-area insets: `own` (the screen's, for a
    /// controller at the root of its tree), the bars of the controllers
    /// around it, and `additionalSafeAreaInsets`.
    func safeAreaInsets(ofView own: EdgeInsets) -> EdgeInsets {
        var total = own.adding(storedAdditionalSafeAreaInsets)
        if let parent, let traits = loadedView?.rootView.rootTraits {
            total = total.adding(parent.barInsets(forChild: self, traits: traits))
        }
        return total
    }

    /// Whether `scrollView` is this screen's content scroll view: the root
    /// view, or the first scroll view down the chain of first subviews
    /// (UIKit's rule for the scroll view a container adjusts, behind a
    /// translucent bar, as iOS's bars are).
    func isContentScrollView(_ scrollView: View) -> Bool {
        var current = loadedView
        while let view = current {
            if view === scrollView { return true }
            if view.scrollGeometry != nil { return false }
            current = view.subviews.first
        }
        return false
    }

    /// A change that moves the root view's safe area or margins, and those
    /// of the children it shows.
    func notePresentationChange() {
        loadedView?.noteLayoutChange()
        for child in children where child.isViewLoaded { child.notePresentationChange() }
    }

    func refuse(_ property: String, _ value: Any, _ reason: String) {
        LayoutDiagnostics.report(.invalidControllerProperty(
            controller: name, property: property, value: "\(value)", reason: reason))
    }

    /// Makes `newView` the root view, if it is free to be one.
    private func attach(_ newView: View) {
        if newView === loadedView { return }
        if let owner = newView.viewController, owner !== self {
            return refuse("view", newView.name, "'\(newView.name)' is already the view of controller '\(owner.name)'")
        }
        if let superview = newView.superview {
            return refuse("view", newView.name, "'\(newView.name)' is already in '\(superview.name)': a controller's view is the root of its screen")
        }
        if let old = loadedView {
            old.viewController = nil
            old.noteLayoutChange()
        }
        loadedView = newView
        newView.viewController = self
        // A controller's root view has no margins of its own: the system's
        // minimum decides them until the screen sets some.
        newView.layoutMargins = .zero
    }

    private func nearestContainer<Container: ViewController>() -> Container? {
        var current = parent
        while let controller = current {
            if let found = controller as? Container { return found }
            current = controller.parent
        }
        return nil
    }

    /// UIKit's side margin for a screen `width` points wide.
    static func minimumSideMargin(screenWidth width: CGFloat, insetAtBothSides: Bool) -> CGFloat {
        width > 393 && !insetAtBothSides ? 20 : 16
    }
}
