import AnchorDSL
import AnchorHeadless
import Foundation

extension View {
    /// Sets the root's frame, safe area, layout direction and traits (the
    /// device's size classes, `contentSize` for Dynamic Type) and lays it out.
    ///
    ///     root.layout(on: .iPhoneSE, direction: .rightToLeft, contentSize: .accessibilityLarge)
    ///
    /// Only a root can be put on a device, and only a device with a finite,
    /// non-negative size and insets: anything else is recorded as a test
    /// issue and changes nothing.
    public func layout(
        on device: LayoutDevice, direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .large
    ) {
        if let problem = deviceLayoutProblem(device) {
            TestIssue.record("layout(on:): \(problem)", at: nil)
            return
        }
        applyDevice(device, direction: direction, contentSize: contentSize)
        layoutIfNeeded()
    }

    /// Why this view cannot be laid out on `device`, or nil.
    func deviceLayoutProblem(_ device: LayoutDevice) -> String? {
        rootProblem ?? device.problem
    }

    /// Why this view cannot be put on a device, or nil: it is not a root.
    var rootProblem: String? {
        guard let superview else { return nil }
        return "'\(name)' is in '\(superview.name)': lay out the root of its tree, '\(rootView.name)'"
    }

    /// Sets the device's geometry, changing only what differs: a layout
    /// direction set again would make the engine derive every constraint anew.
    func applyDevice(_ device: LayoutDevice, direction: LayoutDirection, contentSize: ContentSizeCategory) {
        applyTraits(of: device, direction: direction, contentSize: contentSize)
        let frame = CGRect(origin: .zero, size: device.size)
        if self.frame != frame { self.frame = frame }
        if safeAreaInsets != device.safeAreaInsets { safeAreaInsets = device.safeAreaInsets }
    }

    /// Sets the device's traits at `contentSize` and the direction, not its
    /// screen: what a cell, sized by its table, takes of a device.
    func applyTraits(of device: LayoutDevice, direction: LayoutDirection, contentSize: ContentSizeCategory) {
        var traits = device.traitCollection
        traits.contentSizeCategory = contentSize
        if traitCollection != traits { traitCollection = traits }
        if layoutDirection != direction { layoutDirection = direction }
    }
}

extension LayoutDevice {
    /// The tree `build` makes inside a variant on this device: with the
    /// device's traits at `contentSize`, and `text`'s transform rewriting
    /// every text set (`BuildEnvironment`).
    func tree<Built>(at contentSize: ContentSizeCategory, _ text: TextVariant, _ build: () -> Built) -> Built {
        var traits = traitCollection
        traits.contentSizeCategory = contentSize
        return Self.$building.withValue(self) {
            BuildEnvironment.building(traits: traits, textTransform: text.transform, build)
        }
    }

    /// The device of the variant whose tree is being built, inside a test
    /// form's build closure (`expectValidLayout { … }`, `layoutVariants`,
    /// `expectLayoutSnapshot`, `expectValidCell`); nil anywhere else. For
    /// an app that reads its screen while it builds (`UIScreen.main.bounds`,
    /// a cell 0.8 of the screen wide).
    ///
    ///     let width = (LayoutDevice.current?.size.width ?? 375) * 0.8
    public static var current: LayoutDevice? { building }

    @TaskLocal private static var building: LayoutDevice?
}
