import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// Frames UIKit computed on a simulator, held against ours for the same
/// code on the same screens. The recordings are swift-snapshot-testing's own
/// (github.com/pointfreeco/swift-snapshot-testing, MIT licence, commit
/// 6bb6c9a), `Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/`:
/// `testTraits.<device>.txt` and `testTraitsWithViewController.label-<size>.txt`,
/// `.recursiveDescription` dumps of the views in `SnapshotTestingTests.swift`.
/// The code is ported below; the frames are copied as UIKit printed them.
/// Every recording was made on a @3x simulator (its fractions are thirds),
/// so each device here lays out at scale 3.
@Suite("Frames UIKit recorded", .failOnUnexpectedDiagnostics)
struct RecordedUIKitFramesTests {
    /// One pixel of the recording simulator.
    static let pixel: CGFloat = 1.0 / 3

    // MARK: testTraitsWithViewController

    /// A `.title1` label pinned to a view controller's layout margins
    /// (leading, top, trailing) on swift-snapshot-testing's iPhone SE: the
    /// first one, 320 × 568 points, 20 of status bar.
    final class TitleScreen: ViewController {
        let label = Label(name: "label", text: "What's the point?", font: .preferred(.title1))

        override func viewDidLoad() {
            view.addSubview(label)
            LayoutConstraint.activate {
                label.leading == view.layoutMarginsGuide.leading
                label.top == view.layoutMarginsGuide.top
                label.trailing == view.layoutMarginsGuide.trailing
            }
        }
    }

    static let firstSE = LayoutDevice(
        name: "iPhone SE (1st generation)", size: CGSize(width: 320, height: 568),
        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), scale: 3)

    /// The label's height UIKit recorded at each text size; its frame is
    /// (16, 20, 288, height) at every one.
    static let titleHeights: [(ContentSizeCategory, CGFloat)] = [
        (.extraSmall, 30), (.small, 31 + 1.0 / 3), (.medium, 32 + 1.0 / 3), (.large, 33 + 2.0 / 3),
        (.extraLarge, 36), (.extraExtraLarge, 38 + 1.0 / 3), (.extraExtraExtraLarge, 40 + 2.0 / 3),
        (.accessibilityMedium, 45 + 2.0 / 3), (.accessibilityLarge, 51 + 1.0 / 3),
        (.accessibilityExtraLarge, 57 + 1.0 / 3), (.accessibilityExtraExtraLarge, 63 + 1.0 / 3),
        (.accessibilityExtraExtraExtraLarge, 69 + 1.0 / 3),
    ]

    @Test("A title1 label at a view controller's margins: every frame UIKit recorded at the twelve text sizes, to the pixel")
    func titleAtTheMargins() {
        for (category, height) in Self.titleHeights {
            let screen = TitleScreen(name: "screen")
            screen.layout(on: Self.firstSE, contentSize: category)
            expectFrame(screen.label.frame, rect(16, 20, 288, height), "\(category)")
            expectFrame(screen.view.frame, rect(0, 0, 320, 568))
        }
    }

    // MARK: testTraits

    /// Four labels at a view controller's safe-area edges: a headline at
    /// the top centre, a body label at the leading edge and one at the
    /// trailing edge (each kept to its half), and a subheadline at the
    /// bottom centre.
    final class EdgesScreen: ViewController {
        let top = Label(name: "top", text: "What's", font: .preferred(.headline))
        let leadingLabel = Label(name: "leading", text: "the", font: .preferred(.body))
        let trailingLabel = Label(name: "trailing", text: "point", font: .preferred(.body))
        let bottom = Label(name: "bottom", text: "?", font: .preferred(.subheadline))

        override func viewDidLoad() {
            for label in [top, leadingLabel, trailingLabel, bottom] { view.addSubview(label) }
            let safe = view.safeAreaLayoutGuide
            LayoutConstraint.activate {
                top.top == safe.top
                top.centerX == safe.centerX
                leadingLabel.leading == safe.leading
                leadingLabel.trailing <= safe.centerX
                leadingLabel.centerY == safe.centerY
                trailingLabel.leading >= safe.centerX
                trailingLabel.trailing == safe.trailing
                trailingLabel.centerY == safe.centerY
                bottom.bottom == safe.bottom
                bottom.centerX == safe.centerX
            }
        }
    }

    /// Where a label is held across: so its recorded edge or centre is
    /// compared to the pixel, and its width with the font's error.
    enum Held { case leading, centre, trailing }

    struct Recorded {
        let label: String
        let frame: CGRect
        let held: Held
    }

    struct Recording {
        let name: String
        let size: CGSize
        let safeArea: EdgeInsets
        let category: ContentSizeCategory
        let labels: [Recorded]
    }

    /// The four labels as recorded at the two text sizes the recordings
    /// used: swift-snapshot-testing's phone configurations ask for
    /// `.medium` (16-point body), and its iPads (and the iPhone XS Max, as
    /// recorded) for none, so `.large` (17).
    static func labels(_ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat, large: Bool) -> [Recorded] {
        let h: CGFloat = large ? 20 + 1.0 / 3 : 19 + 1.0 / 3, q: CGFloat = large ? 18 : 17
        let what: CGFloat = large ? 55 + 2.0 / 3 : 52 + 2.0 / 3, the: CGFloat = large ? 25 : 23 + 2.0 / 3
        let point: CGFloat = large ? 39 : 37, mark: CGFloat = large ? 7 + 2.0 / 3 : 7 + 1.0 / 3
        let middle = ((top + (height - bottom)) / 2 - h / 2).onThirds
        return [
            Recorded(label: "top", frame: rect(((width - what) / 2).onThirds, top, what, h), held: .centre),
            Recorded(label: "leading", frame: rect(0, middle, the, h), held: .leading),
            Recorded(label: "trailing", frame: rect(width - point, middle, point, h), held: .trailing),
            Recorded(label: "bottom", frame: rect(((width - mark) / 2).onThirds, height - bottom - q, mark, q), held: .centre),
        ]
    }

    /// Each recording's device: its name, size, safe area at the top and the
    /// bottom, and whether it was recorded at the large text size. Typed, so
    /// that the list type-checks in one step.
    private typealias Screen = (name: String, width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat, large: Bool)

    private static let screens: [Screen] = [
        ("iphone-se", 320, 568, 20, 0, false), ("iphone-8", 375, 667, 20, 0, false),
        ("iphone-8-plus", 414, 736, 20, 0, false), ("iphone-x", 375, 812, 44, 34, false),
        ("iphone-xr", 414, 896, 44, 34, false), ("iphone-xs-max", 414, 896, 44, 34, true),
        ("ipad-mini", 1024, 768, 20, 0, true), ("ipad-9-7", 1024, 768, 20, 0, true),
        ("ipad-10-2", 1080, 810, 20, 0, true), ("ipad-pro-10-5", 1112, 834, 20, 0, true),
        ("ipad-pro-11", 1194, 834, 24, 20, true), ("ipad-pro-12-9", 1366, 1024, 20, 0, true),
    ]

    static let recordings: [Recording] = screens.map { name, width, height, top, bottom, large in
        Recording(
            name: name, size: CGSize(width: width, height: height),
            safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
            category: large ? .large : .medium,
            labels: labels(width, height, top: top, bottom: bottom, large: large))
    }

    @Test("The recorded frames are the ones UIKit printed (the table above, spot-checked against the dumps)")
    func theTableIsTheDumps() {
        let eight = Self.recordings[1].labels.map(\.frame)
        expectFrame(eight[0], rect(161 + 1.0 / 3, 20, 52 + 2.0 / 3, 19 + 1.0 / 3))
        expectFrame(eight[1], rect(0, 334, 23 + 2.0 / 3, 19 + 1.0 / 3))
        expectFrame(eight[2], rect(338, 334, 37, 19 + 1.0 / 3))
        expectFrame(eight[3], rect(184, 650, 7 + 1.0 / 3, 17))
        let pro11 = Self.recordings[10].labels.map(\.frame)
        expectFrame(pro11[0], rect(569 + 1.0 / 3, 24, 55 + 2.0 / 3, 20 + 1.0 / 3))
        expectFrame(pro11[1], rect(0, 409, 25, 20 + 1.0 / 3))
        expectFrame(pro11[2], rect(1155, 409, 39, 20 + 1.0 / 3))
        expectFrame(pro11[3], rect(593 + 1.0 / 3, 796, 7 + 2.0 / 3, 18))
        let xsMax = Self.recordings[5].labels.map(\.frame)
        expectFrame(xsMax[1], rect(0, 443, 25, 20 + 1.0 / 3))
    }

    /// Each recorded label laid out as UIKit did, with the relative error
    /// of its width.
    static func compared() -> [(recording: String, label: String, ours: CGRect, theirs: CGRect, held: Held)] {
        recordings.flatMap { recording in
            let device = LayoutDevice(
                name: recording.name, size: recording.size, safeAreaInsets: recording.safeArea, scale: 3)
            let screen = EdgesScreen(name: "screen")
            screen.layout(on: device, contentSize: recording.category)
            let views = [screen.top, screen.leadingLabel, screen.trailingLabel, screen.bottom]
            return zip(recording.labels, views).map { recorded, view in
                (recording.name, recorded.label, view.frame, recorded.frame, recorded.held)
            }
        }
    }

    @Test("Four labels at the safe-area edges on twelve devices: each within a pixel of UIKit's where the font does not decide")
    func edgesOnTwelveDevices() {
        let tolerance = Self.pixel + 1e-6
        for (recording, label, ours, theirs, held) in Self.compared() {
            let context = "\(recording) \(label): ours \(ours), UIKit's \(theirs)"
            #expect(abs(ours.minY - theirs.minY) <= tolerance, "\(context)")
            #expect(abs(ours.height - theirs.height) <= tolerance, "\(context)")
            switch held {
            case .leading: #expect(abs(ours.minX - theirs.minX) <= tolerance, "\(context)")
            case .trailing: #expect(abs(ours.maxX - theirs.maxX) <= tolerance, "\(context)")
            case .centre: #expect(abs(ours.midX - theirs.midX) <= tolerance, "\(context)")
            }
        }
    }

    @Test("The system font's widths: within 1.5% of UIKit's on average and 5% at worst on every recorded label")
    func systemFontWidths() {
        let errors = Self.compared().map { abs($0.ours.width - $0.theirs.width) / $0.theirs.width }
        let mean = errors.reduce(0, +) / CGFloat(errors.count)
        let worst = errors.max() ?? 0
        #expect(mean <= 0.015, "mean \(mean)")
        #expect(worst <= 0.05, "worst \(worst)")
    }
}

private extension CGFloat {
    /// The nearest third of a point, a half rounded away from zero, as the
    /// recording simulator placed an edge.
    var onThirds: CGFloat { (self * 3).rounded() / 3 }
}
