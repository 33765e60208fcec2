import AnchorDSL
import AnchorHeadless

/// What a test's build closure made inside a variant: the root of the tree
/// to lay out, and the controller whose view it is, kept alive while the
/// variant is laid out and checked (a controller owns its view, not the
/// other way round).
struct BuiltScreen {
    let root: View
    let controller: ViewController?

    /// A closure that returns a root view.
    static func views(_ build: @escaping () -> View) -> () -> BuiltScreen {
        { BuiltScreen(root: build(), controller: nil) }
    }

    /// A closure that returns a controller: its view is made inside the
    /// variant, where labels measure at the variant's text size.
    static func controllers(_ build: @escaping () -> ViewController) -> () -> BuiltScreen {
        {
            let controller = build()
            return BuiltScreen(root: controller.view, controller: controller)
        }
    }
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
