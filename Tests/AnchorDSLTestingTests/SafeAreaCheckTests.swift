import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// `.outsideSafeArea`: text and controls the status bar, the sensor housing
/// or the home indicator would cover; backgrounds, images and the content
/// of a scroll view may go under them.
@Suite(.failOnUnexpectedDiagnostics) struct SafeAreaCheckTests {
    /// A root with `view` pinned at `frame` by its left, top and size.
    private func screen(_ placed: [(View, CGRect)]) -> View {
        let root = View(name: "root")
        root.textMeasurer = EmMeasurer()
        pin(placed, in: root)
        return root
    }

    @Test func aBackButtonUnderTheSensorHousingIsReported() {
        let back = Button(name: "back", title: "Back", font: .system(size: 10))
        let root = screen([(back, CGRect(x: 16, y: 30, width: 64, height: 44))])
        root.layout(on: .iPhone16)
        expectEqual(layoutProblems(in: root, checking: .outsideSafeArea).map(\.message), [
            "back (16, 30, 64 × 44) is outside the safe area of root (0, 59, 393 × 759): 29 into the top inset, "
                + "where the status bar or the sensor housing covers it",
        ])
    }

    @Test func onlyWhatLiesInAnInsetCountsAndPastTheScreensEdgeIsAnotherReport() {
        // An iPhone SE has no bottom inset: a label that runs off the bottom is outside its
        // superview, and that is the one report.
        let terms = Label(name: "terms", text: "Terms", font: .system(size: 10))
        let root = screen([(terms, CGRect(x: 16, y: 600, width: 100, height: 100))])
        root.layout(on: .iPhoneSE)
        expectEqual(layoutProblems(in: root).map(\.check), [.outsideSuperview])
        // On an iPhone 16 it covers the 34 of the home indicator, and no more is counted.
        let other = Label(name: "terms", text: "Terms", font: .system(size: 10))
        let tall = screen([(other, CGRect(x: 16, y: 800, width: 100, height: 100))])
        tall.layout(on: .iPhone16)
        expectEqual(layoutProblems(in: tall, checking: .outsideSafeArea).map(\.message), [
            "terms (16, 800, 100 × 100) is outside the safe area of root (0, 59, 393 × 759): 34 into the bottom inset, "
                + "where the home indicator covers it",
        ])
    }

    @Test func aContinueButtonOverTheHomeIndicatorIsReported() {
        // 852 − 10 − 50: its bottom is 10 points from the screen's, 24 into the 34 of the home indicator.
        let next = Button(name: "continue", title: "Continue", font: .system(size: 10))
        let root = screen([(next, CGRect(x: 16, y: 792, width: 361, height: 50))])
        root.layout(on: .iPhone16)
        let problems = layoutProblems(in: root)
        expectEqual(problems.map(\.check), [.outsideSafeArea])
        expectEqual(problems.first?.message, "continue (16, 792, 361 × 50) is outside the safe area of root (0, 59, 393 × 759): "
            + "24 into the bottom inset, where the home indicator covers it")
        expectEqual(problems.first?.constraints.map { $0.components(separatedBy: " (").first! }, [
            "continue.top == root.top + 792", "continue.height == 50", "continue.height == 22 Hug:250 CompressionResistance:750",
        ])
    }

    @Test func aLabelAtTheSideOfAPhoneOnItsSideIsReported() {
        let title = Label(name: "title", text: "Title", font: .system(size: 10))
        let root = screen([(title, CGRect(x: 20, y: 20, width: 50, height: 10))])
        root.layout(on: .iPhone16.with(design: .iOS18).landscape)
        expectEqual(layoutProblems(in: root, checking: .outsideSafeArea).map(\.message), [
            "title (20, 20, 50 × 10) is outside the safe area of root (59, 0, 734 × 372): 39 into the left inset, "
                + "where the sensor housing or the rounded corner covers it",
        ])
        // Right to left the safe area is the same: the insets are physical.
        root.layout(on: .iPhone16.with(design: .iOS18).landscape, direction: .rightToLeft)
        expectEqual(layoutProblems(in: root, checking: .outsideSafeArea).count, 1)
    }

    @Test func backgroundsImagesEmptyLabelsAndHiddenControlsMayGoUnderTheBars() {
        let header = View(name: "header"), photo = ImageView(name: "photo", imageSize: CGSize(width: 393, height: 300))
        header.backgroundColor = .gray
        let empty = Label(name: "empty", text: "", font: .system(size: 10))
        let hidden = Switch(name: "hidden")
        hidden.isHidden = true
        let root = screen([
            (header, CGRect(x: 0, y: 0, width: 393, height: 100)), (photo, CGRect(x: 0, y: 100, width: 393, height: 300)),
            (empty, CGRect(x: 16, y: 10, width: 100, height: 20)), (hidden, CGRect(x: 16, y: 820, width: 51, height: 31)),
        ])
        root.layout(on: .iPhone16)
        expectEqual(layoutProblems(in: root, checking: .outsideSafeArea), [])
    }

    @Test func theContentOfAScrollViewScrollsIntoViewAndIsNotReported() {
        let scroll = ScrollView(name: "scroll"), row = Label(name: "row", text: "Row", font: .system(size: 10))
        let root = screen([(scroll, CGRect(x: 0, y: 0, width: 393, height: 852))])
        scroll.addSubview(row)
        LayoutConstraint.activate {
            row.edges == scroll.contentLayoutGuide.edges
            row.width == scroll.frameLayoutGuide.width
        }
        root.layout(on: .iPhone16)
        expectEqual(layoutProblems(in: root, checking: .outsideSafeArea), [])
    }

    @Test func textInsideTheSafeAreaPasses() {
        let title = Label(name: "title", text: "Title", font: .system(size: 10))
        let root = View(name: "root")
        root.textMeasurer = EmMeasurer()
        root.addSubview(title)
        LayoutConstraint.activate {
            title.top == root.safeAreaLayoutGuide.top + 8
            title.leading == root.safeAreaLayoutGuide.leading + 16
        }
        expectValidLayout(root)
        expectValidLayout(root, on: LayoutDevice.phones.map(\.landscape))
    }
}
