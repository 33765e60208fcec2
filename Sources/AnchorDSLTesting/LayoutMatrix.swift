import AnchorDSL
import AnchorHeadless

/// The variants a test form lays a screen out in, and what it checks
/// there: every device × design × direction × text size × text variant,
/// checked by `checking`, skipping the views `ignoring` names. Every test
/// form takes one (`expectValidLayout`, `expectValidCell`,
/// `layoutVariants`, `expectLayoutSnapshot`, which lays out without
/// checking); their parameter lists make one.
///
///     let matrix = LayoutMatrix(on: LayoutDevice.allPhones, designs: SystemDesign.allCases, contentSizes: [.large, .accessibilityExtraExtraExtraLarge])
///     expectValidLayout(matrix) { ProfileScreen().view }
///     expectValidCell(matrix) { MessageCell() }
///
/// The variants come in this order: each device, its designs, their
/// directions, their text sizes, their text variants. A failure names the
/// device and direction (`iPhone SE, right to left: …`); the design too
/// once the variants span more than one (`iPhone 17, iOS 18, left to right:
/// …`); the text size and text variant once the matrix asks for others
/// than the defaults.
public struct LayoutMatrix: Sendable {
    /// The screens, each in its own design unless `designs` says otherwise.
    public var devices: [LayoutDevice]
    /// The designs every device is laid out in, in order; nil: each
    /// device's own (`LayoutDevice.design`).
    public var designs: [SystemDesign]?
    /// The layout directions.
    public var directions: [LayoutDirection]
    /// The reader's text sizes.
    public var contentSizes: [ContentSizeCategory]
    /// The text variants (as written, doubled, your own).
    public var text: [TextVariant]
    /// The checks run on each variant: the built-in ones (`.all`) and a team's.
    public var checking: LayoutCheck
    /// The names of views the checks skip.
    public var ignoring: Set<String>

    /// A matrix; the defaults are today's phones in their own design, both
    /// directions, the default text size as written, and every built-in check.
    ///
    ///     LayoutMatrix(on: [.iPhoneSE, .iPad], designs: [.iOS18, .iOS26], directions: [.leftToRight])
    public init(
        on devices: [LayoutDevice] = LayoutDevice.phones, designs: [SystemDesign]? = nil,
        directions: [LayoutDirection] = [.leftToRight, .rightToLeft],
        contentSizes: [ContentSizeCategory] = [.large], text: [TextVariant] = [.asWritten],
        checking: LayoutCheck = .all, ignoring: Set<String> = []
    ) {
        self.devices = devices
        self.designs = designs
        self.directions = directions
        self.contentSizes = contentSizes
        self.text = text
        self.checking = checking
        self.ignoring = ignoring
    }

    /// Why nothing can be laid out, or nil.
    var emptyAxis: String? {
        if devices.isEmpty { return "devices" }
        if designs?.isEmpty == true { return "designs" }
        if directions.isEmpty { return "directions" }
        if contentSizes.isEmpty { return "content sizes" }
        if text.isEmpty { return "text variants" }
        return nil
    }

    /// Each device in each of its designs, in the matrix's order.
    var designedDevices: [LayoutDevice] {
        devices.flatMap { device in (designs ?? [device.design]).map { device.with(design: $0) } }
    }

    /// Whether failures name the design: only when the variants span more
    /// than one, so that the messages and snapshots of a run in one design
    /// stay as they were.
    var namesDesign: Bool { Set(designedDevices.map(\.design)).count > 1 }

    /// How a variant names its device: `iPhone 17`, or `iPhone 17, iOS 18`
    /// when the matrix names designs.
    func label(of device: LayoutDevice) -> String {
        namesDesign ? "\(device.name), \(device.design)" : device.name
    }

    /// Whether failures name the content size and text variant: only when
    /// the call asked for something other than the defaults, so that the
    /// messages of a plain call stay as short as they were.
    var namesContent: Bool { contentSizes != [.large] || text.map(\.name) != [TextVariant.asWritten.name] }

    /// Calls `body` with each variant in the matrix's order (each device in
    /// each design, its directions, their content sizes, their text
    /// variants), and `unusable` once, with why, for a device that cannot
    /// be laid out.
    func forEachVariant(
        unusable: (String) -> Void,
        _ body: (LayoutDevice, LayoutDirection, ContentSizeCategory, TextVariant) -> Void
    ) {
        for device in devices {
            if let problem = device.problem {
                unusable(problem)
                continue
            }
            for designed in designs.map({ $0.map { device.with(design: $0) } }) ?? [device] {
                for direction in directions {
                    for contentSize in contentSizes {
                        for variantText in text { body(designed, direction, contentSize, variantText) }
                    }
                }
            }
        }
    }
}
