import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Buttons of UIKit's two kinds: without a configuration (no insets, the
/// 6-point padding, one line cut in the middle) and with one (its insets,
/// image, subtitle, and a title that wraps).
@Suite("Buttons", .failOnUnexpectedDiagnostics)
struct ButtonTests {
    /// The button's intrinsic size in a root measuring one em per character.
    func measured(_ button: Button) -> CGSize {
        let root = View(name: "root")
        root.textMeasurer = EmMeasurer()
        root.addSubview(button)
        return withExtendedLifetime(root) { button.intrinsicContentSize }
    }

    func configuration(_ title: String, _ change: (inout Button.Configuration) -> Void = { _ in }) -> Button.Configuration {
        var configuration = Button.Configuration.filled()
        configuration.title = title
        configuration.font = .system(size: 10)
        change(&configuration)
        return configuration
    }

    // MARK: Without a configuration

    @Test("Without a configuration: the title's size, 6 above and below, no insets, at 250 and 750")
    func legacyIntrinsicSize() {
        let save = Button(name: "save", title: "Save", font: .system(size: 10))
        let root = emTree(save)
        expectEqual(save.configuration, nil)
        expectEqual(save.contentInsets, .zero)
        expectEqual(save.intrinsicContentSize, CGSize(width: 40, height: 22))
        expectFrame(save.frame, rect(0, 0, 40, 22))
        for axis in [LayoutAxis.horizontal, .vertical] {
            expectEqual(save.contentHuggingPriority(for: axis), 250)
            expectEqual(save.contentCompressionResistancePriority(for: axis), 750)
        }
        #expect(!save.isTruncated)
        save.title = "Save all"
        root.layoutIfNeeded()
        expectFrame(save.frame, rect(0, 0, 80, 22), "a new title lays out again")
        // An empty title still measures one line, as UIKit's system button does.
        expectEqual(measured(Button(name: "empty", font: .system(size: 10))), CGSize(width: 0, height: 22))
    }

    @Test("Any inset replaces the 6-point padding, and is not added to it (the 0.01 trick)")
    func insetsReplaceThePadding() {
        let save = Button(name: "save", title: "Save", font: .system(size: 10))
        save.contentInsets = EdgeInsets(horizontal: 4, vertical: 2)
        expectEqual(measured(save), CGSize(width: 48, height: 14))
        save.contentInsets = EdgeInsets(top: 0.01, leading: 0, bottom: 0.01, trailing: 0)
        expectClose(measured(save).height, 10.02)
        save.contentInsets = .zero
        expectEqual(measured(save), CGSize(width: 40, height: 22))
    }

    @Test("An image replaces the padding too: image and title side by side, or the image alone")
    func legacyImage() {
        let share = Button(name: "share", title: "Share", font: .system(size: 10))
        share.imageSize = CGSize(width: 20, height: 24)
        let root = emTree(share)
        expectEqual(share.intrinsicContentSize, CGSize(width: 70, height: 24))
        // The image at the leading side, the title centred beside it.
        expectFrame(share.contentBox(in: CGRect(x: 0, y: 0, width: 70, height: 24)) ?? .null, rect(0, 0, 20, 24))
        share.title = ""
        root.layoutIfNeeded()
        expectFrame(share.frame, rect(0, 0, 20, 24), "an image-only button is its image")
    }

    @Test("A button follows the tree's text size, as a label does")
    func followsTheContentSizeCategory() {
        let ok = Button(name: "ok", title: "OK")
        let root = emTree(ok)
        expectFrame(ok.frame, rect(0, 0, 2 * 17, 17 + 12))
        root.traitCollection.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        root.layoutIfNeeded()
        expectFrame(ok.frame, rect(0, 0, 2 * 53, 53 + 12))
    }

    @Test("Too narrow, the title is shortened in the middle and never wraps")
    func middleTruncation() {
        let subscribe = Button(name: "subscribe", title: "Subscribe", font: .system(size: 10))
        let root = emTree(subscribe, width: 55)
        withExtendedLifetime(root) {}
        #expect(subscribe.isTruncated)
        // 55 points: the "…" and four characters, the start keeping the extra one.
        expectEqual(subscribe.lines, ["Su…be"])
        expectFrame(subscribe.frame, rect(0, 0, 55, 22), "one line: the height stays")
    }

    @Test("Its baselines are its title's, below the padding")
    func baselines() {
        let save = Button(name: "save", title: "Save", font: .system(size: 10))
        let root = emTree(save)
        withExtendedLifetime(root) {}
        expectClose(save.firstBaselineOffsetFromTop ?? 0, 14)
        expectClose(save.lastBaselineOffsetFromBottom, 8)
    }

    // MARK: With a configuration

    @Test("With a configuration: its insets, 7 above and below and 12 on either side")
    func configurationIntrinsicSize() {
        let signIn = Button(name: "signIn", configuration: configuration("Sign in"))
        let root = emTree(signIn)
        withExtendedLifetime(root) {}
        expectEqual(signIn.contentInsets, EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        expectEqual(signIn.title, "Sign in")
        expectEqual(signIn.configuration?.style, .filled)
        expectFrame(signIn.frame, rect(0, 0, 94, 24))
    }

    @Test("A configuration's title wraps at the width the button gets, and grows, as a label does")
    func configurationTitleWraps() {
        let signIn = Button(name: "signIn", configuration: configuration("Sign in"))
        let root = emTree(signIn, width: 64)
        withExtendedLifetime(root) {}
        expectFrame(signIn.frame, rect(0, 0, 64, 34))
        expectEqual(signIn.lines, ["Sign", "in"])
        #expect(!signIn.isTruncated, "a wrapped title is not truncated")
        let squeezed = Button(name: "squeezed", configuration: configuration("Sign in"))
        let other = emTree(squeezed, width: 64, height: 24)
        withExtendedLifetime(other) {}
        #expect(squeezed.isTruncated, "held to one line's height, the second line is cut")
        expectEqual(squeezed.lines, ["Sign"])
    }

    @Test("A configuration's title that truncates stays on one line and is cut at the tail")
    func configurationTitleThatTruncates() {
        let signIn = Button(name: "signIn", configuration: configuration("Sign in") { $0.titleLineBreakMode = .byTruncatingTail })
        let root = emTree(signIn, width: 64, height: 40)
        withExtendedLifetime(root) {}
        #expect(signIn.isTruncated)
        expectEqual(signIn.lines, ["Sig…"], "40 points inside the insets")
    }

    @Test("An empty button (a clear tap target) shows nothing; a title or an image does")
    func whatAButtonShows() {
        #expect(!Button(name: "tap").showsContentOfItsOwn)
        #expect(!Button(name: "tap").needsSafeArea)
        #expect(Button(name: "save", title: "Save").showsContentOfItsOwn)
        let icon = Button(name: "icon")
        icon.imageSize = CGSize(width: 24, height: 24)
        #expect(icon.showsContentOfItsOwn)
    }

    @Test("A subtitle below the title, titlePadding between them")
    func subtitle() {
        let pay = Button(name: "pay", configuration: configuration("Pay") {
            $0.subtitle = "Later"
            $0.subtitleFont = .system(size: 8)
        })
        expectEqual(measured(pay), CGSize(width: 40 + 24, height: 10 + 1 + 8 + 14))
    }

    @Test("An image beside, above or below the text, imagePadding between them")
    func imagePlacements() {
        func size(_ placement: Button.ImagePlacement) -> CGSize {
            measured(Button(name: "go", configuration: configuration("Go") {
                $0.imageSize = CGSize(width: 16, height: 16)
                $0.imagePadding = 4
                $0.imagePlacement = placement
            }))
        }
        expectEqual(size(.leading), CGSize(width: 16 + 4 + 20 + 24, height: 16 + 14))
        expectEqual(size(.trailing), CGSize(width: 16 + 4 + 20 + 24, height: 16 + 14))
        expectEqual(size(.top), CGSize(width: 20 + 24, height: 16 + 4 + 10 + 14))
        expectEqual(size(.bottom), CGSize(width: 20 + 24, height: 16 + 4 + 10 + 14))
        let top = Button(name: "top", configuration: configuration("Go") {
            $0.imageSize = CGSize(width: 16, height: 16)
            $0.imagePlacement = .top
        })
        // Centred across, at the top of the content, inside the insets.
        let root = View(name: "root")
        root.textMeasurer = EmMeasurer()
        root.addSubview(top)
        withExtendedLifetime(root) {
            expectFrame(top.contentBox(in: CGRect(x: 0, y: 0, width: 44, height: 40)) ?? .null, rect(14, 7, 16, 16))
        }
    }

    @Test("Setting a configuration makes the button the configuration kind; nil, the legacy kind")
    func switchingKinds() {
        let save = Button(name: "save", title: "Save", font: .system(size: 10))
        save.configuration = configuration("Save")
        expectEqual(measured(save), CGSize(width: 64, height: 24))
        save.title = "Store"
        expectEqual(save.configuration?.title, "Store", "the title is the configuration's")
        save.configuration = nil
        expectEqual(measured(save), CGSize(width: 40, height: 22), "its own title again, padded")
    }

    // MARK: Bad input

    @Test("Bad fonts, insets, images and configurations are reported and refused")
    func badInput() {
        let save = Button(name: "save", title: "Save", font: .system(size: 10))
        var errors = LayoutDiagnostics.capture { save.font = .system(size: .nan) }
        expectEqual(errors.count, 1)
        expectEqual(save.font, .system(size: 10))
        errors = LayoutDiagnostics.capture { save.contentInsets = EdgeInsets(top: CGFloat.infinity, leading: 0, bottom: 0, trailing: 0) }
        expectEqual(errors.count, 1)
        expectEqual(save.contentInsets, .zero)
        errors = LayoutDiagnostics.capture { save.contentInsets = EdgeInsets(-2) }
        #expect(errors.isEmpty, "negative insets are allowed, as in UIKit")
        errors = LayoutDiagnostics.capture { save.imageSize = CGSize(width: -1, height: 10) }
        expectEqual(errors.count, 1)
        expectEqual(save.imageSize, nil)
        errors = LayoutDiagnostics.capture { save.intrinsicContentSize = .zero }
        expectEqual(errors.count, 1)
        errors = LayoutDiagnostics.capture { save.firstBaselineOffsetFromTop = 3 }
        #expect(errors.isEmpty, "a button takes a baseline of your own, as a view does")
        var made: Button?
        errors = LayoutDiagnostics.capture { made = Button(name: "bad", title: "x", font: .system(size: -1)) }
        expectEqual(errors.count, 1)
        expectEqual(made?.font, .preferred(.body))
        for change in [
            { (c: inout Button.Configuration) in c.imagePadding = -1 }, { $0.titlePadding = .nan },
            { $0.imageSize = CGSize(width: CGFloat.infinity, height: 1) }, { $0.contentInsets = EdgeInsets(CGFloat.nan) },
            { $0.font = .system(size: 0) },
        ] {
            let button = Button(name: "ok", configuration: configuration("OK"))
            errors = LayoutDiagnostics.capture { button.configuration = configuration("OK", change) }
            expectEqual(errors.count, 1)
            expectEqual(button.configuration, configuration("OK"), "the configuration it had")
        }
        errors = LayoutDiagnostics.capture { made = Button(name: "bad", configuration: configuration("OK") { $0.imagePadding = -4 }) }
        expectEqual(errors.count, 1)
        expectEqual(made?.configuration?.style, .plain)
        expectEqual(made?.title, "OK")
    }
}
