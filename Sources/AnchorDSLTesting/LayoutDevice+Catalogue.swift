import AnchorHeadless
import Foundation

// The phones and iPads on sale or supported by iOS 26, as data. Each
// figure's source and how sure it is are in the table of Testing layouts
// ("Devices and bars"); gathered in `research/ios26-and-devices.md`:
// - sizes and scales: Apple's Human Interface Guidelines (Layout, "Device
//   screen sizes and orientations") and the device tables of
//   swift-snapshot-testing's pull requests #839, #1010 and #1046;
// - portrait safe areas: the `UIView.safeAreaInsets` of a full-screen view
//   with the status bar shown, as those pull requests and runtime dumps
//   record them (the Dynamic Island's 59 or 62, the notch's 47, 34 for the
//   home indicator, the SE's 20-point status bar);
// - a Face ID phone on its side: on iOS 18, 0 at the top, the portrait top
//   on either side and 21 at the bottom (a dump on an iOS 17 phone); on
//   iOS 26, 20 at the top and 20 at the bottom (useyourloaf's iPhone 17
//   figures, copied by pull request #1046; low confidence for the top, and
//   carried over to the phones nobody measured);
// - iPads: a 24-point status bar and a 20-point home indicator, either way up.
extension LayoutDevice {
    // MARK: iPhones

    /// iPhone SE (2nd and 3rd generation): 375 × 667 points at @2x; a
    /// 20-point status bar at the top upright, no home indicator; on its side
    /// the status bar is hidden and nothing is unsafe.
    ///
    ///     root.layout(on: .iPhoneSE)
    public static let iPhoneSE = LayoutDevice(
        name: "iPhone SE", size: CGSize(width: 375, height: 667), top: 20, bottom: 0,
        landscape: LandscapeInsets(.zero), family: .phone, scale: 2)

    /// iPhone 16e: 390 × 844 points at @3x, a notch of 47 at the top and the
    /// home indicator's 34 at the bottom upright.
    public static let iPhone16e = faceIDPhone("iPhone 16e", width: 390, height: 844, top: 47)

    /// iPhone 17e: the 16e's screen, 390 × 844 points at @3x, 47 and 34.
    public static let iPhone17e = faceIDPhone("iPhone 17e", width: 390, height: 844, top: 47)

    /// iPhone 16: 393 × 852 points at @3x; the Dynamic Island takes 59 at the
    /// top and the home indicator 34 at the bottom upright.
    ///
    ///     root.layout(on: .iPhone16, direction: .rightToLeft)
    public static let iPhone16 = faceIDPhone("iPhone 16", width: 393, height: 852, top: 59)

    /// iPhone 16 Plus: 430 × 932 points at @3x, 59 and 34; regular width on its side.
    public static let iPhone16Plus = faceIDPhone("iPhone 16 Plus", width: 430, height: 932, top: 59, family: .largePhone)

    /// iPhone 16 Pro: 402 × 874 points at @3x, 62 and 34.
    public static let iPhone16Pro = faceIDPhone("iPhone 16 Pro", width: 402, height: 874, top: 62)

    /// iPhone 16 Pro Max: 440 × 956 points at @3x, 62 and 34; regular width on its side.
    ///
    ///     root.layout(on: .iPhone16ProMax.landscape)
    public static let iPhone16ProMax = faceIDPhone(
        "iPhone 16 Pro Max", width: 440, height: 956, top: 62, family: .largePhone)

    /// iPhone 17: 402 × 874 points at @3x, 62 and 34 upright; on its side
    /// under iOS 26, 20 at the top, 62 on either side and 20 at the bottom.
    ///
    ///     expectValidLayout(root, on: [.iPhone17, .iPhone17.landscape])
    public static let iPhone17 = faceIDPhone("iPhone 17", width: 402, height: 874, top: 62)

    /// iPhone 17 Pro: 402 × 874 points at @3x, 62 and 34.
    public static let iPhone17Pro = faceIDPhone("iPhone 17 Pro", width: 402, height: 874, top: 62)

    /// iPhone 17 Pro Max: 440 × 956 points at @3x, 62 and 34; regular width on its side.
    public static let iPhone17ProMax = faceIDPhone(
        "iPhone 17 Pro Max", width: 440, height: 956, top: 62, family: .largePhone)

    /// iPhone Air: 420 × 912 points at @3x, 68 and 34 upright; on its side
    /// under iOS 26, 20 at the top, 68 on either side and 29 at the bottom;
    /// regular width on its side, as the other phones 414 points wide or more.
    public static let iPhoneAir = faceIDPhone(
        "iPhone Air", width: 420, height: 912, top: 68, landscapeBottom: 29, family: .largePhone)

    // MARK: iPads, each @2x with a 24-point status bar and a 20-point home indicator either way up

    /// iPad mini (A17 Pro): 744 × 1133 points.
    public static let iPadMini = pad("iPad mini", width: 744, height: 1133)

    /// iPad (A16), and the 10th generation: 820 × 1180 points.
    ///
    ///     expectValidLayout(root, on: [.iPad, .iPad.landscape])
    public static let iPad = pad("iPad", width: 820, height: 1180)

    /// iPad Air 11-inch: 820 × 1180 points.
    public static let iPadAir11 = pad("iPad Air 11-inch", width: 820, height: 1180)

    /// iPad Air 13-inch: 1024 × 1366 points.
    public static let iPadAir13 = pad("iPad Air 13-inch", width: 1024, height: 1366)

    /// iPad Pro 11-inch (M4, M5): 834 × 1210 points.
    public static let iPadPro11 = pad("iPad Pro 11-inch", width: 834, height: 1210)

    /// iPad Pro 13-inch (M4, M5): 1032 × 1376 points.
    public static let iPadPro13 = pad("iPad Pro 13-inch", width: 1032, height: 1376)

    /// The 11-inch iPad held upright: the same screen as `.iPad`, by the
    /// name it had before the iPads were named.
    ///
    ///     expectValidLayout(root, on: [.iPadPortrait, .iPadPortrait.landscape])
    public static let iPadPortrait = iPad

    // MARK: Lists

    /// Today's phones, upright: the smallest screen a phone layout must fit,
    /// a common one and the largest. The default of every test form.
    ///
    ///     expectValidLayout(root, on: LayoutDevice.phones + [.iPad])
    public static let phones: [LayoutDevice] = [.iPhoneSE, .iPhone17, .iPhone17ProMax]

    /// Every iPhone named, upright, smallest screen first.
    ///
    ///     expectValidLayout(root, on: LayoutDevice.allPhones)
    public static let allPhones: [LayoutDevice] = [
        .iPhoneSE, .iPhone16e, .iPhone17e, .iPhone16, .iPhone16Pro, .iPhone17, .iPhone17Pro, .iPhoneAir,
        .iPhone16Plus, .iPhone16ProMax, .iPhone17ProMax,
    ]

    /// Every iPad named, upright, smallest screen first.
    public static let iPads: [LayoutDevice] = [.iPadMini, .iPad, .iPadAir11, .iPadPro11, .iPadAir13, .iPadPro13]

    // MARK: Makers

    /// A phone with a notch or a Dynamic Island `top` points high and the
    /// 34-point home indicator: on its side `top` on either side, and under
    /// iOS 18 nothing at the top and 21 at the bottom, under iOS 26 20 at
    /// the top and `landscapeBottom` at the bottom.
    private static func faceIDPhone(
        _ name: String, width: CGFloat, height: CGFloat, top: CGFloat, landscapeBottom: CGFloat = 20,
        family: Family = .phone
    ) -> LayoutDevice {
        let landscape = LandscapeInsets(
            iOS18: EdgeInsets(top: 0, leading: top, bottom: 21, trailing: top),
            iOS26: EdgeInsets(top: 20, leading: top, bottom: landscapeBottom, trailing: top))
        return LayoutDevice(
            name: name, size: CGSize(width: width, height: height), top: top, bottom: 34, landscape: landscape,
            family: family, scale: 3)
    }

    private static func pad(_ name: String, width: CGFloat, height: CGFloat) -> LayoutDevice {
        LayoutDevice(
            name: name, size: CGSize(width: width, height: height), top: 24, bottom: 20,
            landscape: LandscapeInsets(EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)), family: .pad, scale: 2)
    }
}
