import AnchorDSL
import AnchorHeadless

/// What a test form's closure returns: a screen with a root view to lay
/// out. A `View` is its own root; a `ViewController`'s is its view, made
/// inside the variant, where labels measure at the variant's text size.
///
///     expectValidLayout { NavigationController(rootViewController: SettingsViewController()) }
public protocol LayoutScreen: AnyObject {
    /// The root view the test form lays out and checks.
    var layoutRoot: View { get }
}

extension View: LayoutScreen {
    /// The view itself.
    public var layoutRoot: View { self }
}

extension ViewController: LayoutScreen {
    /// The controller's view, made and loaded on first use.
    public var layoutRoot: View { view }
}

/// What a test's build closure made inside a variant: the root of the tree
/// to lay out, and the screen it came from (a controller), kept alive while
/// the variant is laid out and checked (a controller owns its view, not the
/// other way round).
struct BuiltScreen {
    let root: View
    let screen: any LayoutScreen

    /// A closure that returns a screen.
    static func of<Screen: LayoutScreen>(_ build: @escaping () -> Screen) -> () -> BuiltScreen {
        {
            let screen = build()
            return BuiltScreen(root: screen.layoutRoot, screen: screen)
        }
    }

    /// The controller whose view the root is, if the screen is one.
    var controller: ViewController? { screen as? ViewController }
}

extension ViewController {
    /// Puts the controller's view on `device` and lays it out, as
    /// `View.layout(on:direction:contentSize:)` does for a root: the
    /// screen's safe area, the controllers' bars and the root margins all
    /// apply. A controller shown by another one is laid out by the one at
    /// the root of its tree; asked of it, this is recorded as a test issue
    /// and changes nothing.
    ///
    ///     NavigationController(rootViewController: settings).layout(on: .iPhone16)
    public func layout(
        on device: LayoutDevice, direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .large
    ) {
        if let parent {
            return TestIssue.record(
                "layout(on:): '\(name)' is shown by '\(parent.name)': lay out the controller at the root, "
                    + "'\(rootController.name)'", at: nil)
        }
        view.layout(on: device, direction: direction, contentSize: contentSize)
    }

    /// The controller at the root of this one's containers.
    private var rootController: ViewController {
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }
}
