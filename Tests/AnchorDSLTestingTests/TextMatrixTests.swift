@testable import AnchorDSLTesting
import AnchorDSL
import AnchorTestSupport
import Foundation
import Testing

/// A settings row: a one-line title at the leading margin and a switch
/// (51 × 31) at the trailing one, 8 points apart at least. Every character
/// is one em wide and a line one em high, so the title "Airplane" is 136
/// wide at Large (17 points) and 320 at AX3 (40 points); on an iPhone SE
/// there are 284 points for it.
func settingsRow(title text: String = "Airplane", switchGivesIn: Bool = true) -> (root: View, title: Label, toggle: View) {
    let root = View(name: "root")
    root.textMeasurer = EmMeasurer()
    let title = Label(name: "title", text: text)
    let toggle = View(name: "switch")
    toggle.intrinsicContentSize = CGSize(width: 51, height: 31)
    root.addSubview(title)
    root.addSubview(toggle)
    let yielding = switchGivesIn ? toggle as View : title
    yielding.setContentCompressionResistancePriority(749, for: .horizontal)
    LayoutConstraint.activate {
        title.leading == root.leading + 16
        title.centerY == root.centerY
        toggle.trailing == root.trailing - 16
        toggle.centerY == root.centerY
        toggle.leading >= title.trailing + 8
    }
    return (root, title, toggle)
}

@Suite(.failOnUnexpectedDiagnostics) struct TextMatrixTests {
    @Test("Size classes as Apple's table gives them, upright and on the side")
    func deviceSizeClasses() {
        let cases: [(LayoutDevice, UserInterfaceSizeClass, UserInterfaceSizeClass)] = [
            (.iPhoneSE, .compact, .regular), (.iPhoneSE.landscape, .compact, .compact),
            (.iPhone16, .compact, .regular), (.iPhone16.landscape, .compact, .compact),
            (.iPhone16ProMax, .compact, .regular), (.iPhone16ProMax.landscape, .regular, .compact),
            (.iPadPortrait, .regular, .regular), (.iPadPortrait.landscape, .regular, .regular),
            (LayoutDevice(name: "tablet", size: CGSize(width: 744, height: 1133)), .regular, .regular),
            (LayoutDevice(name: "small", size: CGSize(width: 320, height: 568)).landscape, .compact, .compact),
        ]
        for (device, horizontal, vertical) in cases {
            let traits = device.traitCollection
            expectEqual(traits.horizontalSizeClass, horizontal, "\(device)")
            expectEqual(traits.verticalSizeClass, vertical, "\(device)")
            expectEqual(traits.contentSizeCategory, .large)
        }
    }

    @Test("layout(on:direction:contentSize:) sets the device's traits with the content size, and the labels follow")
    func layoutOnDeviceSetsTraits() {
        let (root, title, _) = settingsRow()
        root.layout(on: .iPhone16ProMax.landscape, contentSize: .accessibilityMedium)
        expectEqual(root.traitCollection, TraitCollection(
            horizontalSizeClass: .regular, verticalSizeClass: .compact, contentSizeCategory: .accessibilityMedium,
            displayScale: 3))
        expectFrame(title.frame, rect(16, 220 - 14, 8 * 28, 28))
        root.layout(on: .iPhoneSE)
        expectEqual(root.traitCollection.contentSizeCategory, .large)
        expectFrame(title.frame, rect(16, 333.5 - 8.5, 8 * 17, 17))
    }

    @Test("A squeezed switch is compressed content; a failure names device, direction, content size and text")
    func compressedContentAcrossSizes() {
        let (root, _, _) = settingsRow()
        let failures = layoutMatrixFailures(
            root, on: [.iPhoneSE], directions: [.leftToRight], contentSizes: [.large, .accessibilityExtraLarge],
            text: [.asWritten], checking: .all, ignoring: [])
        expectEqual(failures, [
            "iPhone SE, left to right, accessibilityExtraLarge, as written: switch (344, 318, 15 × 31) is compressed: "
                + "15 wide where its content needs 51",
        ])
    }

    @Test("A truncated title is reported with what it shows and its whole text")
    func truncatedTitle() {
        let (root, _, _) = settingsRow(switchGivesIn: false)
        let failures = layoutMatrixFailures(
            root, on: [.iPhoneSE], directions: [.rightToLeft], contentSizes: [.accessibilityExtraLarge],
            checking: .all, ignoring: [])
        // 284 points: "Airplan" and "…" would be 320; "Airpla…" is 280.
        expectEqual(failures, [
            "iPhone SE, right to left, accessibilityExtraLarge, as written: title (75, 313.5, 284 × 40) is truncated: "
                + "it shows \"Airpla…\" of \"Airplane\"",
        ])
    }

    @Test("Double length doubles every label's text for its pass, and puts the texts back")
    func doubleLength() {
        let (root, title, _) = settingsRow()
        let failures = layoutMatrixFailures(
            root, on: [.iPhoneSE], directions: [.leftToRight], text: [.asWritten, .doubleLength],
            checking: .compressedContent, ignoring: [])
        // "Airplane Airplane" is 289 at 17 points: 5 more than the room.
        expectEqual(failures, [
            "iPhone SE, left to right, large, double length: switch (313, 318, 46 × 31) is compressed: "
                + "46 wide where its content needs 51",
        ])
        expectEqual(title.text, "Airplane")
        expectEqual(title.lines, ["Airplane"])
    }

    @Test("A custom variant rewrites each label's text through its transform")
    func customVariant() {
        let (root, title, _) = settingsRow(title: "Wi-Fi")
        let shouting = TextVariant.custom("long German") { $0 + "-Einstellungen" }
        expectEqual(shouting.description, "long German")
        let failures = layoutMatrixFailures(
            root, on: [.iPhoneSE], directions: [.leftToRight], text: [shouting], checking: .compressedContent,
            ignoring: [])
        // "Wi-Fi-Einstellungen" is 19 characters: 323 points, 39 more than the room.
        expectEqual(failures, [
            "iPhone SE, left to right, large, long German: switch (347, 318, 12 × 31) is compressed: "
                + "12 wide where its content needs 51",
        ])
        expectEqual(title.text, "Wi-Fi")
    }

    @Test("A plain call's failures read as before: device and direction")
    func defaultsNameTwo() {
        let (root, _, _) = settingsRow(title: String(repeating: "x", count: 20))
        let failures = layoutMatrixFailures(
            root, on: [.iPhoneSE], directions: [.leftToRight], checking: .compressedContent, ignoring: [])
        expectEqual(failures.count, 1)
        expectEqual(failures.first?.hasPrefix("iPhone SE, left to right: switch"), true)
    }

    @Test("Empty lists of content sizes or text variants are a failure, not a silent pass")
    func emptyAxes() {
        let (root, _, _) = settingsRow()
        expectEqual(
            layoutMatrixFailures(root, on: [.iPhoneSE], directions: [.leftToRight], contentSizes: [], checking: .all, ignoring: []),
            ["expectValidLayout: the list of content sizes is empty: nothing was laid out"])
        expectEqual(
            layoutMatrixFailures(root, on: [.iPhoneSE], directions: [.leftToRight], text: [], checking: .all, ignoring: []),
            ["expectValidLayout: the list of text variants is empty: nothing was laid out"])
    }

    @Test("Hidden and ignored views are not checked for their content")
    func hiddenAndIgnored() {
        let (root, title, toggle) = settingsRow()
        root.layout(on: .iPhoneSE, contentSize: .accessibilityExtraLarge)
        #expect(!layoutProblems(in: root, checking: [.truncatedText, .compressedContent]).isEmpty)
        #expect(layoutProblems(in: root, checking: [.truncatedText, .compressedContent], ignoring: ["switch"]).isEmpty)
        toggle.isHidden = true
        title.isHidden = true
        #expect(layoutProblems(in: root, checking: [.truncatedText, .compressedContent]).isEmpty)
    }

    @Test("The new checks are in .all and are named")
    func checksAreNamed() {
        #expect(LayoutCheck.all.contains(.truncatedText))
        #expect(LayoutCheck.all.contains(.compressedContent))
        expectEqual(LayoutCheck([.truncatedText, .compressedContent]).description, "[.truncatedText, .compressedContent]")
    }
}
