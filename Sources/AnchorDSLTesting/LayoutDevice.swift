import AnchorDSL
import AnchorHeadless
import Foundation

/// A screen to lay a tree out on: its size in points and the safe-area
/// insets the system gives a full-screen root there.
///
///     root.layout(on: .iPhone16.landscape)
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
    /// Pixels per point of the screen: 2 for the iPhone SE and the iPad, 3
    /// for the other phones (Apple's Human Interface Guidelines, Layout,
    /// "Device screen sizes and orientations"). The traits carry it as
    /// `displayScale`.
    ///
    ///     LayoutDevice.iPhone16.scale   // 3
    public var scale: CGFloat
    /// The insets Apple publishes for the device on its side, where the rule
    /// of `landscape` cannot derive them.
    private var publishedLandscapeInsets: EdgeInsets?
    /// Which row of Apple's size-class table the device follows.
    private var family: Family

    /// The kinds of device Apple's size-class table tells apart.
    private enum Family: Hashable {
        /// Compact width either way; compact height on its side.
        case phone
        /// The largest iPhones: regular width on their side.
        case largePhone
        /// Regular both ways, either way up.
        case pad
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

    private init(
        name: String, size: CGSize, safeAreaInsets: EdgeInsets, landscape: EdgeInsets, family: Family, scale: CGFloat
    ) {
        self.init(name: name, size: size, safeAreaInsets: safeAreaInsets, scale: scale)
        publishedLandscapeInsets = landscape
        self.family = family
    }

    /// The size classes a full-screen app gets on the device, as Apple's
    /// Human Interface Guidelines (Layout, "Device size classes") list them:
    /// an iPhone upright is compact × regular and on its side compact ×
    /// compact, except the Pro Max and Plus models, regular × compact on
    /// their side; an iPad is regular × regular either way. The content size
    /// category is the default, `.large`.
    ///
    ///     LayoutDevice.iPhone16ProMax.landscape.traitCollection.horizontalSizeClass   // .regular
    public var traitCollection: TraitCollection {
        let onItsSide = size.width > size.height
        let (horizontal, vertical): (UserInterfaceSizeClass, UserInterfaceSizeClass) = switch family {
        case .pad: (.regular, .regular)
        case .largePhone where onItsSide: (.regular, .compact)
        case .phone, .largePhone: (.compact, onItsSide ? .compact : .regular)
        }
        return TraitCollection(horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: scale)
    }

    /// The device turned on its side, its longer side horizontal; a device
    /// that already is stays as it is.
    ///
    /// The insets turn as a phone's do in UIKit: the top inset (status bar,
    /// sensor housing) moves to both sides, since UIKit insets both sides of
    /// a phone on its side alike so that the layout does not depend on which
    /// way it was turned; the top becomes 0 (the status bar is hidden) and
    /// the bottom (the home indicator) stays. The named devices use the
    /// values Apple publishes instead, which differ from the rule where the
    /// hardware does: an iPhone's home indicator takes 21 points on its
    /// side, not 34; an iPhone SE has no sensor housing; an iPad keeps its
    /// status bar.
    ///
    ///     LayoutDevice.iPhone16.landscape.size   // 852 × 393
    public var landscape: LayoutDevice {
        guard size.height > size.width else { return self }
        let insets = publishedLandscapeInsets ?? EdgeInsets(
            top: 0, leading: safeAreaInsets.top, bottom: safeAreaInsets.bottom, trailing: safeAreaInsets.top)
        var turned = self
        turned.name = name + " landscape"
        turned.size = CGSize(width: size.height, height: size.width)
        turned.safeAreaInsets = insets
        turned.publishedLandscapeInsets = nil
        return turned
    }

    public var description: String { name }

    // The sizes and insets below are Apple's published figures, in points:
    // Apple's Human Interface Guidelines, Layout — device screen sizes and
    // orientations, and the safe areas UIKit reports on those devices
    // (`UIView.safeAreaInsets` of a full-screen view with the status bar
    // shown in portrait).

    /// iPhone SE (2nd and 3rd generation): 375 × 667 points; a 20-point
    /// status bar at the top in portrait, no home indicator; on its side
    /// the status bar is hidden and nothing is unsafe.
    ///
    ///     root.layout(on: .iPhoneSE)
    public static let iPhoneSE = LayoutDevice(
        name: "iPhone SE", size: CGSize(width: 375, height: 667),
        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
        landscape: .zero, family: .phone, scale: 2)

    /// iPhone 16: 393 × 852 points; the Dynamic Island takes 59 points at
    /// the top and the home indicator 34 at the bottom in portrait; on its
    /// side, 59 on either side and 21 at the bottom.
    ///
    ///     root.layout(on: .iPhone16, direction: .rightToLeft)
    public static let iPhone16 = LayoutDevice(
        name: "iPhone 16", size: CGSize(width: 393, height: 852),
        safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
        landscape: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), family: .phone, scale: 3)

    /// iPhone 16 Pro Max: 440 × 956 points; 62 at the top and 34 at the
    /// bottom in portrait; on its side, 62 on either side and 21 at the bottom.
    ///
    ///     root.layout(on: .iPhone16ProMax.landscape)
    public static let iPhone16ProMax = LayoutDevice(
        name: "iPhone 16 Pro Max", size: CGSize(width: 440, height: 956),
        safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
        landscape: EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62), family: .largePhone, scale: 3)

    /// An 11-inch iPad (iPad 10th generation, iPad Air 11-inch) held
    /// upright: 820 × 1180 points; a 24-point status bar at the top and a
    /// 20-point home indicator at the bottom, in both orientations.
    ///
    ///     expectValidLayout(root, on: [.iPadPortrait, .iPadPortrait.landscape])
    public static let iPadPortrait = LayoutDevice(
        name: "iPad", size: CGSize(width: 820, height: 1180),
        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
        landscape: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), family: .pad, scale: 2)

    /// The three phones, upright: the smallest screen a phone layout must
    /// fit, a mid-size one and the largest.
    ///
    ///     expectValidLayout(root, on: LayoutDevice.phones + [.iPadPortrait])
    public static let phones: [LayoutDevice] = [.iPhoneSE, .iPhone16, .iPhone16ProMax]
}

extension LayoutDevice {
    /// The screen a root laid out on its own stands for: its size, its
    /// safe-area insets and its traits' scale, under its name.
    init(laidOut root: View) {
        self.init(
            name: root.name, size: root.bounds.size, safeAreaInsets: root.safeAreaInsets,
            scale: root.traitCollection.displayScale)
    }

    /// Why the device cannot be laid out on, or nil: a size must be finite
    /// and not negative, and so must every inset; the scale finite and positive.
    var problem: String? {
        let numbers = [size.width, size.height, safeAreaInsets.top, safeAreaInsets.leading,
                       safeAreaInsets.bottom, safeAreaInsets.trailing]
        guard numbers.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            return "device '\(name)' has a size of \(size) and safe-area insets \(safeAreaInsets): "
                + "each must be finite and not negative"
        }
        guard scale.isFinite, scale > 0 else {
            return "device '\(name)' has a scale of \(scale): it must be finite and positive"
        }
        return nil
    }
}
