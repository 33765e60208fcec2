import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// One state, one layout: a welcome screen's bottom row, two buttons whose
/// configuration titles wrap, too wide together at a large text size, laid
/// out after three histories and fresh. Every character is a point size
/// wide (`EmMeasurer`), so the frames are worked out below by hand.
@Suite(.failOnUnexpectedDiagnostics) struct WelcomeRowHistoryTests {
    private static let large = ContentSizeCategory.extraExtraExtraLarge

    /// Body is 23 points at XXXL. "Learn more" needs 230 + 24 of insets,
    /// "Log In" 138 + 24: 416 in a row of 375 − 2 × 8 of margins − 16 of
    /// spacing = 343. The tie goes to the first: Log In keeps its 162 and
    /// Learn more gets 181; wrapped at 181 − 24 = 157 its title takes two
    /// lines ("Learn", "more": 115 wide, 46 high) and needs only 139, so the
    /// row fits and Learn more, first, takes the 181 left. Both are centred
    /// on the margins guide (28 to 659: 343.5).
    private static let learnMoreFrame = rect(8, 343.5 - 30, 181, 60)
    private static let logInFrame = rect(8 + 181 + 16, 343.5 - 18.5, 162, 37)

    @Test func activatedAtLargeThenLaidOutLarger() {
        let row = WelcomeRow()
        row.activate()
        row.root.layout(on: .iPhoneSE, contentSize: Self.large)
        row.expectFrames(Self.learnMoreFrame, Self.logInFrame, "activated at Large")
    }

    @Test func activatedLarger() {
        let row = WelcomeRow()
        var traits = row.root.traitCollection
        traits.contentSizeCategory = Self.large
        row.root.traitCollection = traits
        row.activate()
        row.root.layout(on: .iPhoneSE, contentSize: Self.large)
        row.expectFrames(Self.learnMoreFrame, Self.logInFrame, "activated at XXXL")
    }

    @Test func laidOutLargerAfterALayoutAtLarge() {
        let row = WelcomeRow()
        row.activate()
        row.root.layout(on: .iPhoneSE)
        // At Large both fit on a line: Log In keeps 6 × 17 + 24 = 126.
        #expect(row.logIn.frame.size == CGSize(width: 126, height: 31), "at Large")
        row.root.layout(on: .iPhoneSE, contentSize: Self.large)
        row.expectFrames(Self.learnMoreFrame, Self.logInFrame, "after a layout at Large")
    }

    /// A title that an earlier, narrower layout wrapped starts again
    /// unwrapped: laid out at XXXL in a narrow root first, then on the phone.
    @Test func laidOutAfterANarrowerLayout() {
        let row = WelcomeRow()
        row.activate()
        row.root.layout(on: LayoutDevice(name: "narrow", size: CGSize(width: 250, height: 667)), contentSize: Self.large)
        row.root.layout(on: .iPhoneSE, contentSize: Self.large)
        row.expectFrames(Self.learnMoreFrame, Self.logInFrame, "after a narrower layout")
    }

    @Test func aTitleChangedBackSettlesAsBefore() {
        let row = WelcomeRow()
        row.activate()
        row.root.layout(on: .iPhoneSE, contentSize: Self.large)
        var configuration = row.learnMore.configuration!
        configuration.title = "Learn more about the app"
        row.learnMore.configuration = configuration
        row.root.layout(on: .iPhoneSE, direction: .rightToLeft, contentSize: Self.large)
        configuration.title = "Learn more"
        row.learnMore.configuration = configuration
        row.root.layout(on: .iPhoneSE, contentSize: Self.large)
        row.expectFrames(Self.learnMoreFrame, Self.logInFrame, "after a longer title and a right-to-left layout")
    }
}

/// The row: two buttons with plain configurations in a horizontal stack on
/// the root's margins, centred.
private struct WelcomeRow {
    let root = View(name: "root")
    let learnMore: Button
    let logIn: Button

    init() {
        root.textMeasurer = EmMeasurer()
        var learn = Button.Configuration.plain()
        learn.title = "Learn more"
        var log = Button.Configuration.plain()
        log.title = "Log In"
        learnMore = Button(name: "learnMore", configuration: learn)
        logIn = Button(name: "logIn", configuration: log)
        root.addSubview(learnMore)
        root.addSubview(logIn)
    }

    func activate() {
        LayoutConstraint.activate {
            Stack(.horizontal, in: root.layoutMarginsGuide, spacing: 16, alignment: .center) { learnMore; logIn }
        }
    }

    func expectFrames(_ learnMoreFrame: CGRect, _ logInFrame: CGRect, _ history: String) {
        expectFrame(learnMore.frame, learnMoreFrame, "\(history): learnMore")
        expectFrame(logIn.frame, logInFrame, "\(history): logIn")
        let fresh = WelcomeRow()
        fresh.activate()
        fresh.root.layout(on: .iPhoneSE, direction: root.layoutDirection, contentSize: root.traitCollection.contentSizeCategory)
        expectFrame(learnMore.frame, fresh.learnMore.frame, "\(history): learnMore as a fresh engine")
        expectFrame(logIn.frame, fresh.logIn.frame, "\(history): logIn as a fresh engine")
    }
}
