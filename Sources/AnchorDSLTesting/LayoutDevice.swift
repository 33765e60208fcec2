import AnchorDSL
import AnchorHeadless
import Foundation

/// A screen to lay a tree out on: its size in points, the safe-area
/// insets the system gives a full-screen root there, its scale, and the
/// design of the system's bars (`SystemDesign`).
///
///     root.layout(on: .iPhone17.landscape)
///
/// The phones and iPads on sale or supported by iOS 26 are named
/// (`LayoutDevice.allPhones`, `LayoutDevice.iPads`), each with its sources.
public struct LayoutDevice: Hashable, Sendable, CustomStringConvertible {
    /// How failures name the device: `iPhone SE`.
    public var name: String
    /// The screen in points, as the root's frame gets it.
    ///
    ///     LayoutDevice.iPhoneSE.size.width   // 375
    public var size: CGSize
    /// The unsafe areas at the screen's edges (status bar, sensor housing,
    /// home indicator), as the root's `safeAreaInsets` gets them.
    public var safeAreaInsets: EdgeInsets
    /// Pixels per point of the screen: 2 for the iPhone SE and the iPads, 3
    /// for the other phones (Apple's Human Interface Guidelines, Layout,
    /// "Device screen sizes and orientations"). The traits carry it as
    /// `displayScale`.
    ///
    ///     LayoutDevice.iPhone17.scale   // 3
    public var scale: CGFloat
    /// The design of the system's bars on the device: `.iOS26` unless set
    /// (`with(design:)`). The traits carry it, and the controllers' bars
    /// and a named phone's safe area on its side follow it.
    ///
    ///     LayoutDevice.iPhone17.with(design: .iOS18).design   // .iOS18
    public private(set) var design: SystemDesign = .iOS26
    /// The insets Apple's figures give the named device on its side, per
    /// design, where the rule of `landscape` cannot derive them.
    private var publishedLandscape: LandscapeInsets?
    /// Which row of Apple's size-class table the device follows.
    private var family: Family

    /// The kinds of device Apple's size-class table tells apart.
    enum Family: Hashable, Sendable {
        /// Compact width either way; compact height on its side.
        case phone
        /// The largest iPhones (414 points wide or more upright, as the
        /// Plus, Max and Air models): regular width on their side.
        case largePhone
        /// Regular both ways, either way up.
        case pad
    }

    /// A named device's safe area on its side under each design.
    struct LandscapeInsets: Hashable, Sendable {
        let iOS18: EdgeInsets
        let iOS26: EdgeInsets

        /// The same on its side under both designs.
        init(_ both: EdgeInsets) {
            self.init(iOS18: both, iOS26: both)
        }

        init(iOS18: EdgeInsets, iOS26: EdgeInsets) {
            self.iOS18 = iOS18
            self.iOS26 = iOS26
        }

        func under(_ design: SystemDesign) -> EdgeInsets {
            design == .iOS26 ? iOS26 : iOS18
        }
    }

    /// A device of your own, at `scale` pixels per point (3 by default, as
    /// most phones); `landscape` derives its other orientation.
    ///
    ///     let small = LayoutDevice(name: "small phone", size: CGSize(width: 320, height: 568), scale: 2)
    /// A device whose shorter side is 600 points or more takes an iPad's
    /// size classes, any other an iPhone's (compact width on its side too).
    public init(name: String, size: CGSize, safeAreaInsets: EdgeInsets = .zero, scale: CGFloat = 3) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
        family = min(size.width, size.height) >= 600 ? .pad : .phone
    }

    /// A named device: upright, with its published insets on its side.
    init(name: String, size: CGSize, top: CGFloat, bottom: CGFloat, landscape: LandscapeInsets, family: Family, scale: CGFloat) {
        self.init(name: name, size: size, safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), scale: scale)
        publishedLandscape = landscape
        self.family = family
    }

    /// The same device (name, size, scale, insets) with the bars of
    /// `design`; a named phone on its side takes that design's insets
    /// there (iOS 26 keeps 20 points at the top of a Face ID phone on its
    /// side, iOS 18 none).
    ///
    ///     expectValidLayout(root, on: [.iPhone17.with(design: .iOS18)])
    public func with(design: SystemDesign) -> LayoutDevice {
        var designed = self
        designed.design = design
        if let publishedLandscape, size.width > size.height {
            designed.safeAreaInsets = publishedLandscape.under(design)
        }
        return designed
    }

    /// The size classes a full-screen app gets on the device, as Apple's
    /// Human Interface Guidelines (Layout, "Device size classes") list them:
    /// an iPhone upright is compact × regular and on its side compact ×
    /// compact, except the Plus, Pro Max and Air models, regular × compact on
    /// their side; an iPad is regular × regular either way. The content size
    /// category is the default, `.large`; the design is the device's.
    ///
    ///     LayoutDevice.iPhone17ProMax.landscape.traitCollection.horizontalSizeClass   // .regular
    public var traitCollection: TraitCollection {
        let onItsSide = size.width > size.height
        let (horizontal, vertical): (UserInterfaceSizeClass, UserInterfaceSizeClass) = switch family {
        case .pad: (.regular, .regular)
        case .largePhone where onItsSide: (.regular, .compact)
        case .phone, .largePhone: (.compact, onItsSide ? .compact : .regular)
        }
        return TraitCollection(horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: scale, design: design)
    }

    /// The device turned on its side, its longer side horizontal; a device
    /// that already is stays as it is.
    ///
    /// The insets turn as a phone's do in UIKit: the top inset (status bar,
    /// sensor housing) moves to both sides, since UIKit insets both sides of
    /// a phone on its side alike so that the layout does not depend on which
    /// way it was turned; the top becomes 0 (the status bar is hidden) and
    /// the bottom (the home indicator) stays. The named devices use the
    /// figures published for them under the device's design instead, which
    /// differ from the rule where the hardware or the system does: on iOS 18
    /// a Face ID iPhone's home indicator takes 21 points on its side, not 34;
    /// on iOS 26 20, and 20 more at the top; an iPhone SE has no sensor
    /// housing; an iPad keeps its status bar.
    ///
    ///     LayoutDevice.iPhone17.landscape.size   // 874 × 402
    public var landscape: LayoutDevice {
        guard size.height > size.width else { return self }
        let insets = publishedLandscape?.under(design) ?? EdgeInsets(
            top: 0, leading: safeAreaInsets.top, bottom: safeAreaInsets.bottom, trailing: safeAreaInsets.top)
        var turned = self
        turned.name = name + " landscape"
        turned.size = CGSize(width: size.height, height: size.width)
        turned.safeAreaInsets = insets
        return turned
    }

    public var description: String { name }
}

extension LayoutDevice {
    /// The screen a root laid out on its own stands for: its size, its
    /// safe-area insets and its traits' scale, under its name.
    init(laidOut root: View) {
        self.init(
            name: root.name, size: root.bounds.size, safeAreaInsets: root.safeAreaInsets,
            scale: root.traitCollection.displayScale)
    }

    /// Why the device cannot be laid out on, or nil: its size and scale
    /// must be finite and positive, every inset finite and not negative, and
    /// opposite insets together no more than the size between them.
    var problem: String? {
        guard [size.width, size.height].allSatisfy({ $0.isFinite && $0 > 0 }) else {
            return "device '\(name)' has a size of \(NumberText.format(size)): it must be finite and positive"
        }
        let insets = safeAreaInsets
        guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            return "device '\(name)' has safe-area insets \(insets): each must be finite and not negative"
        }
        guard insets.top + insets.bottom <= size.height, insets.leading + insets.trailing <= size.width else {
            return "device '\(name)' has safe-area insets \(insets) that together exceed its size of \(NumberText.format(size))"
        }
        guard scale.isFinite, scale > 0 else {
            return "device '\(name)' has a scale of \(scale): it must be finite and positive"
        }
        return nil
    }
}
