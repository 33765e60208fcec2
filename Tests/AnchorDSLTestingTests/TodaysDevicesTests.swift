import AnchorDSL
@testable import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// A screen whose one view is pinned to its safe area.
private final class SafeScreen: ViewController {
    let safe = View(name: "safe")

    init() { super.init(name: "screen") }

    override func viewDidLoad() {
        view.addSubview(safe)
        LayoutConstraint.activate { safe.edges == view.safeAreaLayoutGuide.edges }
    }
}

/// The frame of a view pinned to the safe area of a root on `device`.
private func safeFrame(on device: LayoutDevice) -> (root: CGRect, safe: CGRect) {
    let root = View(name: "root"), safe = View(name: "safe")
    root.addSubview(safe)
    LayoutConstraint.activate { safe.edges == root.safeAreaLayoutGuide.edges }
    root.layout(on: device)
    return (root.frame, safe.frame)
}

@Suite(.failOnUnexpectedDiagnostics) struct TodaysDevicesTests {
    /// Upright, the same in both designs: the screen, then what the status
    /// bar, the notch or the Dynamic Island and the home indicator leave.
    @Test func everyDeviceUprightHasItsScreenAndSafeArea() {
        let expected: [(LayoutDevice, String, CGSize, CGRect, CGFloat)] = [
            (.iPhoneSE, "iPhone SE", CGSize(width: 375, height: 667), rect(0, 20, 375, 647), 2),
            (.iPhone16e, "iPhone 16e", CGSize(width: 390, height: 844), rect(0, 47, 390, 763), 3),
            (.iPhone17e, "iPhone 17e", CGSize(width: 390, height: 844), rect(0, 47, 390, 763), 3),
            (.iPhone16, "iPhone 16", CGSize(width: 393, height: 852), rect(0, 59, 393, 759), 3),
            (.iPhone16Plus, "iPhone 16 Plus", CGSize(width: 430, height: 932), rect(0, 59, 430, 839), 3),
            (.iPhone16Pro, "iPhone 16 Pro", CGSize(width: 402, height: 874), rect(0, 62, 402, 778), 3),
            (.iPhone16ProMax, "iPhone 16 Pro Max", CGSize(width: 440, height: 956), rect(0, 62, 440, 860), 3),
            (.iPhone17, "iPhone 17", CGSize(width: 402, height: 874), rect(0, 62, 402, 778), 3),
            (.iPhone17Pro, "iPhone 17 Pro", CGSize(width: 402, height: 874), rect(0, 62, 402, 778), 3),
            (.iPhone17ProMax, "iPhone 17 Pro Max", CGSize(width: 440, height: 956), rect(0, 62, 440, 860), 3),
            (.iPhoneAir, "iPhone Air", CGSize(width: 420, height: 912), rect(0, 68, 420, 810), 3),
            (.iPadMini, "iPad mini", CGSize(width: 744, height: 1133), rect(0, 24, 744, 1089), 2),
            (.iPad, "iPad", CGSize(width: 820, height: 1180), rect(0, 24, 820, 1136), 2),
            (.iPadAir11, "iPad Air 11-inch", CGSize(width: 820, height: 1180), rect(0, 24, 820, 1136), 2),
            (.iPadAir13, "iPad Air 13-inch", CGSize(width: 1024, height: 1366), rect(0, 24, 1024, 1322), 2),
            (.iPadPro11, "iPad Pro 11-inch", CGSize(width: 834, height: 1210), rect(0, 24, 834, 1166), 2),
            (.iPadPro13, "iPad Pro 13-inch", CGSize(width: 1032, height: 1376), rect(0, 24, 1032, 1332), 2),
        ]
        for (device, name, size, safe, scale) in expected {
            expectEqual(device.name, name)
            expectEqual(device.scale, scale, name)
            expectEqual(device.design, .iOS26, name)
            for design in SystemDesign.allCases {
                let laidOut = safeFrame(on: device.with(design: design))
                expectEqual(laidOut.root, CGRect(origin: .zero, size: size), "\(name), \(design)")
                expectEqual(laidOut.safe, safe, "\(name), \(design)")
            }
        }
        expectEqual(LayoutDevice.allPhones.count, 11)
        expectEqual(LayoutDevice.iPads.map(\.name), [
            "iPad mini", "iPad", "iPad Air 11-inch", "iPad Pro 11-inch", "iPad Air 13-inch", "iPad Pro 13-inch",
        ])
        #expect(Set(expected.map(\.0.name)) == Set((LayoutDevice.allPhones + LayoutDevice.iPads).map(\.name)))
        expectEqual(LayoutDevice.phones.map(\.name), ["iPhone SE", "iPhone 17", "iPhone 17 Pro Max"])
        expectEqual(LayoutDevice.iPadPortrait, LayoutDevice.iPad)
    }

    /// On its side: iOS 26 keeps 20 at the top of a Face ID phone and 20 at
    /// the bottom (the Air 29); iOS 18 none at the top and 21 at the bottom.
    @Test func everyDeviceOnItsSideHasItsDesignsSafeArea() {
        let expected: [(LayoutDevice, iOS26: CGRect, iOS18: CGRect)] = [
            (.iPhoneSE, rect(0, 0, 667, 375), rect(0, 0, 667, 375)),
            (.iPhone16e, rect(47, 20, 750, 350), rect(47, 0, 750, 369)),
            (.iPhone17e, rect(47, 20, 750, 350), rect(47, 0, 750, 369)),
            (.iPhone16, rect(59, 20, 734, 353), rect(59, 0, 734, 372)),
            (.iPhone16Plus, rect(59, 20, 814, 390), rect(59, 0, 814, 409)),
            (.iPhone16Pro, rect(62, 20, 750, 362), rect(62, 0, 750, 381)),
            (.iPhone16ProMax, rect(62, 20, 832, 400), rect(62, 0, 832, 419)),
            (.iPhone17, rect(62, 20, 750, 362), rect(62, 0, 750, 381)),
            (.iPhone17Pro, rect(62, 20, 750, 362), rect(62, 0, 750, 381)),
            (.iPhone17ProMax, rect(62, 20, 832, 400), rect(62, 0, 832, 419)),
            (.iPhoneAir, rect(68, 20, 776, 371), rect(68, 0, 776, 399)),
            (.iPadMini, rect(0, 24, 1133, 700), rect(0, 24, 1133, 700)),
            (.iPad, rect(0, 24, 1180, 776), rect(0, 24, 1180, 776)),
            (.iPadAir11, rect(0, 24, 1180, 776), rect(0, 24, 1180, 776)),
            (.iPadAir13, rect(0, 24, 1366, 980), rect(0, 24, 1366, 980)),
            (.iPadPro11, rect(0, 24, 1210, 790), rect(0, 24, 1210, 790)),
            (.iPadPro13, rect(0, 24, 1376, 988), rect(0, 24, 1376, 988)),
        ]
        for (device, iOS26, iOS18) in expected {
            let turned = device.landscape
            expectEqual(turned.name, device.name + " landscape")
            expectEqual(turned.size, CGSize(width: device.size.height, height: device.size.width))
            expectEqual(safeFrame(on: turned).safe, iOS26, turned.name)
            expectEqual(safeFrame(on: device.with(design: .iOS18).landscape).safe, iOS18, turned.name)
            // Turned, then set to the other design: the same as set, then turned.
            expectEqual(turned.with(design: .iOS18), device.with(design: .iOS18).landscape, turned.name)
        }
        // Regular width on their side: the phones 414 points wide or more.
        let regular = LayoutDevice.allPhones.filter { $0.landscape.traitCollection.horizontalSizeClass == .regular }
        expectEqual(regular.map(\.name), ["iPhone Air", "iPhone 16 Plus", "iPhone 16 Pro Max", "iPhone 17 Pro Max"])
        expectEqual(LayoutDevice.iPhone17.traitCollection.design, .iOS26)
        expectEqual(LayoutDevice.iPhone17.with(design: .iOS18).traitCollection.design, .iOS18)
    }

    /// iPhone 17 (62 at the top, 34 at the bottom): the bar's 54 and 106 on
    /// iOS 26, 44 and 96 on iOS 18; a toolbar's 48 and 44 above the home
    /// indicator; on its side the 32-point bars of compact height; on an
    /// iPad the 50-point bars.
    @Test func aNavigationControllersChildInBothDesigns() {
        let cases: [(LayoutDevice, large: Bool, toolbar: Bool, CGRect)] = [
            (.iPhone17, false, false, rect(0, 116, 402, 724)),
            (.iPhone17, true, false, rect(0, 168, 402, 672)),
            (.iPhone17, false, true, rect(0, 116, 402, 676)),
            (.iPhone17.with(design: .iOS18), false, false, rect(0, 106, 402, 734)),
            (.iPhone17.with(design: .iOS18), true, false, rect(0, 158, 402, 682)),
            (.iPhone17.with(design: .iOS18), false, true, rect(0, 106, 402, 690)),
            (.iPhoneSE, false, false, rect(0, 74, 375, 593)),
            (.iPhone17.landscape, true, true, rect(62, 52, 750, 298)),
            (.iPhone17.with(design: .iOS18).landscape, false, false, rect(62, 32, 750, 349)),
            (.iPad, true, true, rect(0, 74, 820, 1036)),
        ]
        for (device, large, toolbar, expected) in cases {
            let screen = SafeScreen()
            let navigation = NavigationController(rootViewController: screen)
            navigation.prefersLargeTitles = large
            navigation.isToolbarHidden = !toolbar
            navigation.layout(on: device)
            expectEqual(screen.safe.frame, expected, "\(device.name), \(device.design), large \(large), toolbar \(toolbar)")
            expectEqual(screen.view.frame, CGRect(origin: .zero, size: device.size))
        }
        #expect(NavigationController(rootViewController: SafeScreen()).isToolbarHidden)
    }

    @Test func showingTheToolbarOnALaidOutScreenMovesTheSafeArea() {
        let screen = SafeScreen()
        let navigation = NavigationController(rootViewController: screen)
        navigation.layout(on: .iPhone17)
        navigation.isToolbarHidden = false
        navigation.view.layoutIfNeeded()
        expectEqual(screen.safe.frame, rect(0, 116, 402, 676))
        navigation.isToolbarHidden = true
        navigation.view.layoutIfNeeded()
        expectEqual(screen.safe.frame, rect(0, 116, 402, 724))
    }

    /// The tab bar floats over the content on iOS 26: the child's view and
    /// its scroll view run to the screen's bottom, the safe area stops at the
    /// bar (34 + 49 = 83, as a probe on an iPhone 17 read), and the scroll
    /// view's automatic insets keep its last row reachable above the bar.
    @Test func aTabBarsChildAndItsScrollViewRunUnderTheBar() {
        final class Feed: ViewController {
            let row = View(name: "lastRow")
            override func loadView() { view = ScrollView(name: "feed") }
            override func viewDidLoad() {
                let scroll = view as! ScrollView
                scroll.addSubview(row)
                LayoutConstraint.activate {
                    row.edges == scroll.contentLayoutGuide.edges
                    row.width == scroll.frameLayoutGuide.width
                    row.height == 1200
                }
            }
        }
        for design in SystemDesign.allCases {
            let feed = Feed(name: "feed"), safe = SafeScreen()
            let tabs = TabBarController(viewControllers: [feed, safe])
            tabs.layout(on: LayoutDevice.iPhone17.with(design: design))
            let scroll = feed.view as! ScrollView
            expectEqual(scroll.frame, rect(0, 0, 402, 874), "\(design)")
            expectEqual(scroll.adjustedContentInset, EdgeInsets(top: 62, leading: 0, bottom: 83, trailing: 0), "\(design)")
            // Scrolled to the end, the row's last point is at the bar's top: 874 − 83.
            let lastOffset = 1200 + 83 - 874
            expectEqual(CGFloat(lastOffset) + 874 - 83, 1200)
            tabs.selectedIndex = 1
            tabs.view.layoutIfNeeded()
            expectEqual(safe.safe.frame, rect(0, 62, 402, 729), "\(design)")
        }
    }

    /// A title pinned 106 points below the top of a screen in a navigation
    /// controller clears iOS 18's bar (62 + 44) and sits under iOS 26's (62 + 54).
    @Test func aMatrixOverBothDesignsNamesTheDesignInEveryFailure() {
        func screen() -> ViewController {
            let screen = ViewController(name: "settings")
            let title = Label(name: "title", text: "Settings", font: .system(size: 17))
            screen.view.addSubview(title)
            LayoutConstraint.activate {
                title.top == screen.view.top + 106
                title.leading == screen.view.layoutMarginsGuide.leading
            }
            return NavigationController(rootViewController: screen)
        }
        let issues = recordedIssues {
            expectValidLayout(on: [.iPhone17], designs: SystemDesign.allCases, directions: [.leftToRight], checking: .outsideSafeArea) {
                screen()
            }
        }
        expectEqual(issues.count, 1)
        #expect(issues.first?.message.hasPrefix(
            "iPhone 17, iOS 26, left to right: title (20, 106, ") == true, "\(issues)")
        expectContains(issues.first?.message ?? "", "is outside the safe area of settings.view (0, 116, 402 × 724): 10 into the top inset, where the navigation bar covers it")
        // One design: named as before, without the design.
        let one = recordedIssues {
            expectValidLayout(on: [.iPhone17], directions: [.leftToRight], checking: .outsideSafeArea) { screen() }
        }
        #expect(one.first?.message.hasPrefix("iPhone 17, left to right: title") == true, "\(one)")
        expectEqual(layoutMatrixFailures(on: [.iPhone17.with(design: .iOS18)], directions: [.leftToRight]) { screen() }, [])
        // Every variant's result carries its design, and so does the device while the closure builds.
        var seen: [SystemDesign?] = []
        let variants = layoutVariants(on: [.iPhone17, .iPhoneSE], designs: [.iOS18, .iOS26], directions: [.leftToRight]) {
            () -> ViewController in
            seen.append(LayoutDevice.current?.design)
            return screen()
        }
        expectEqual(variants.map(\.design), [.iOS18, .iOS26, .iOS18, .iOS26])
        expectEqual(variants.map(\.device.design), [.iOS18, .iOS26, .iOS18, .iOS26])
        expectEqual(seen, [.iOS18, .iOS26, .iOS18, .iOS26])
        // On the iPhone SE both bars end above it: 20 + 54 = 74.
        expectEqual(variants.map { $0.problems.count }, [0, 1, 0, 0])
        // The same through a matrix value.
        let matrix = LayoutMatrix(on: [.iPhone17], designs: [.iOS26, .iOS18], directions: [.leftToRight], checking: .outsideSafeArea)
        expectEqual(layoutVariants(matrix) { screen() }.map { $0.problems.count }, [1, 0])
    }

    @Test func aSnapshotNamesTheDesignOnlyWhenItSpansTwo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anchordsl-designs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = recordedIssues {
            expectLayoutSnapshot(on: [.iPhoneSE], designs: SystemDesign.allCases, directions: [.leftToRight], named: "both",
                                 snapshotDirectory: folder.path) { View(name: "root") }
            expectLayoutSnapshot(on: [.iPhoneSE], directions: [.leftToRight], named: "one",
                                 snapshotDirectory: folder.path) { View(name: "root") }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let both = try String(contentsOfFile: folder.path + "/" + files.first { $0.hasSuffix(".both.txt") }!, encoding: .utf8)
        let one = try String(contentsOfFile: folder.path + "/" + files.first { $0.hasSuffix(".one.txt") }!, encoding: .utf8)
        expectContains(both, "## iPhone SE, iOS 18, left to right, large, as written")
        expectContains(both, "## iPhone SE, iOS 26, left to right, large, as written")
        expectContains(one, "## iPhone SE, left to right, large, as written")
    }

    @Test func aDeviceThatCannotBeLaidOutIsReportedAndNothingChanges() {
        let bad: [(LayoutDevice, String)] = [
            (LayoutDevice(name: "flat", size: CGSize(width: 390, height: 0)),
             "device 'flat' has a size of 390 × 0: it must be finite and positive"),
            (LayoutDevice(name: "cramped", size: CGSize(width: 300, height: 100),
                          safeAreaInsets: EdgeInsets(top: 60, leading: 0, bottom: 50, trailing: 0)),
             "device 'cramped' has safe-area insets"),
            (LayoutDevice(name: "wide insets", size: CGSize(width: 300, height: 600),
                          safeAreaInsets: EdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 150)),
             "that together exceed its size of"),
            (LayoutDevice(name: "unscaled", size: CGSize(width: 300, height: 600), scale: 0),
             "device 'unscaled' has a scale of 0.0: it must be finite and positive"),
            (LayoutDevice(name: "nan", size: CGSize(width: 300, height: 600),
                          safeAreaInsets: EdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)),
             "each must be finite and not negative"),
        ]
        let root = View(name: "root")
        root.layout(on: .iPhoneSE)
        for (device, message) in bad {
            let issues = recordedIssues { root.layout(on: device) }
            expectEqual(issues.count, 1, device.name)
            expectContains(issues.first?.message ?? "", message)
            expectEqual(root.frame, rect(0, 0, 375, 667), device.name)
        }
        let matrix = recordedIssues {
            expectValidLayout(root, on: [bad[2].0, .iPhoneSE], designs: [.iOS26], directions: [.leftToRight])
        }
        expectEqual(matrix.count, 1)
        expectContains(matrix.first?.message ?? "", "expectValidLayout: device 'wide insets'")
        let empty = recordedIssues { expectValidLayout(root, designs: []) }
        expectEqual(empty.map(\.message), ["expectValidLayout: the list of designs is empty: nothing was laid out"])
    }
}
