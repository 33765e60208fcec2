import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// A screen with one label pinned to its root's margins guide and one
/// view pinned to its safe area, as the frames below are worked out for.
private final class PinnedScreen: ViewController {
    let marked = View(name: "marked")
    let safe = View(name: "safe")
    private(set) var events: [String] = []

    init() { super.init(name: "screen") }

    override func loadView() {
        events.append("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        events.append("viewDidLoad")
        view.addSubview(marked)
        view.addSubview(safe)
        LayoutConstraint.activate {
            marked.edges == view.layoutMarginsGuide.edges
            safe.edges == view.safeAreaLayoutGuide.edges
        }
    }
}

@Suite(.failOnUnexpectedDiagnostics) struct ViewControllerTests {
    @Test func theViewIsMadeOnFirstUseThenLoaded() {
        let screen = PinnedScreen()
        #expect(!screen.isViewLoaded)
        expectEqual(screen.events, [])
        let view = screen.view
        #expect(screen.view === view)
        expectEqual(screen.events, ["loadView", "viewDidLoad"])
        expectEqual(view.name, "screen.view")
        #expect(view.viewController === screen)
    }

    /// UIKit: 16 at the sides of a screen up to 393 points wide, 20 wider,
    /// 16 again where the safe area is inset at both sides; 0 above and
    /// below; measured from the safe area.
    @Test func theRootsMarginsAreTheSystemsMinimumPerWidthAndOrientation() {
        let cases: [(LayoutDevice, CGRect)] = [
            (.iPhoneSE.with(design: .iOS18), rect(16, 20, 343, 647)),
            (.iPhone16.with(design: .iOS18), rect(16, 59, 361, 759)),
            (.iPhone16ProMax.with(design: .iOS18), rect(20, 62, 400, 860)),
            (.iPhoneSE.with(design: .iOS18).landscape, rect(20, 0, 627, 375)),
            (.iPhone16.with(design: .iOS18).landscape, rect(75, 0, 702, 372)),
            (.iPadPortrait.with(design: .iOS18), rect(20, 24, 780, 1136)),
        ]
        for (device, expected) in cases {
            let screen = PinnedScreen()
            screen.layout(on: device)
            expectFrame(screen.marked.frame, expected, device.name)
            let side: CGFloat = device.size.width > 393 && device.safeAreaInsets.leading == 0 ? 20 : 16
            expectEqual(screen.systemMinimumLayoutMargins, EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side))
        }
    }

    @Test func marginsTheScreenSetsAreKeptWhereTheyAreLarger() {
        let screen = PinnedScreen()
        screen.view.layoutMargins = EdgeInsets(top: 8, leading: 4, bottom: 8, trailing: 30)
        screen.layout(on: .iPhoneSE.with(design: .iOS18))
        expectFrame(screen.marked.frame, rect(16, 28, 329, 631))
        expectEqual(screen.view.layoutMargins, EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 30))
        screen.viewRespectsSystemMinimumLayoutMargins = false
        screen.view.layoutIfNeeded()
        expectFrame(screen.marked.frame, rect(4, 28, 341, 631))
    }

    @Test func theMarginsAreDirectional() {
        let screen = PinnedScreen()
        screen.view.layoutMargins = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 40)
        screen.layout(on: .iPhoneSE.with(design: .iOS18), direction: .rightToLeft)
        expectFrame(screen.marked.frame, rect(40, 20, 319, 647))
    }

    @Test func additionalSafeAreaInsetsAddToTheScreens() {
        let screen = PinnedScreen()
        screen.additionalSafeAreaInsets = EdgeInsets(top: 10, leading: 0, bottom: 60, trailing: 0)
        screen.layout(on: .iPhone16.with(design: .iOS18))
        expectFrame(screen.safe.frame, rect(0, 69, 393, 689))
    }

    @Test func negativeOrNonFiniteAdditionalInsetsAreRefused() {
        let screen = PinnedScreen()
        screen.additionalSafeAreaInsets = EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0)
        for bad in [EdgeInsets(top: -1, leading: 0, bottom: 0, trailing: 0), EdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0),
                    EdgeInsets(top: 0, leading: 0, bottom: .infinity, trailing: 0)] {
            let errors = LayoutDiagnostics.capture { screen.additionalSafeAreaInsets = bad }
            #expect(errors.count == 1)
            let message: String = errors.first?.description ?? ""
            #expect(message.hasPrefix("Cannot set additionalSafeAreaInsets of view controller 'screen'"))
        }
        expectEqual(screen.additionalSafeAreaInsets, EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0))
    }

    /// iPhone 16: 59 of Dynamic Island and status bar, then the bar.
    @Test func aNavigationBarAddsItsHeightBelowTheStatusBar() {
        let cases: [(LayoutDevice, Bool, Bool, CGRect)] = [
            (.iPhone16.with(design: .iOS18), false, false, rect(0, 103, 393, 715)),
            (.iPhone16.with(design: .iOS18), true, false, rect(0, 155, 393, 663)),
            (.iPhone16.with(design: .iOS18), false, true, rect(0, 59, 393, 759)),
            (.iPhone16.with(design: .iOS18).landscape, false, false, rect(59, 32, 734, 340)),
            (.iPhone16.with(design: .iOS18).landscape, true, false, rect(59, 32, 734, 340)),
            (.iPhoneSE.with(design: .iOS18), false, false, rect(0, 64, 375, 603)),
        ]
        for (device, large, hidden, expected) in cases {
            let screen = PinnedScreen()
            let navigation = NavigationController(rootViewController: screen)
            navigation.prefersLargeTitles = large
            navigation.isNavigationBarHidden = hidden
            navigation.layout(on: device)
            expectFrame(screen.safe.frame, expected, "\(device.name) large \(large) hidden \(hidden)")
            #expect(screen.navigationController === navigation)
            expectFrame(screen.view.frame, CGRect(origin: .zero, size: device.size))
        }
    }

    @Test func hidingTheBarOnALaidOutScreenMovesTheSafeArea() {
        let screen = PinnedScreen()
        let navigation = NavigationController(rootViewController: screen)
        navigation.layout(on: .iPhone16.with(design: .iOS18))
        navigation.isNavigationBarHidden = true
        navigation.view.layoutIfNeeded()
        expectFrame(screen.safe.frame, rect(0, 59, 393, 759))
    }

    @Test func aTabBarAddsFortyNineAboveTheHomeIndicator() {
        let screen = PinnedScreen(), other = ViewController(name: "other")
        let tabs = TabBarController(viewControllers: [screen, other])
        tabs.layout(on: .iPhone16.with(design: .iOS18))
        expectFrame(screen.safe.frame, rect(0, 59, 393, 710))
        #expect(screen.tabBarController === tabs)
        tabs.selectedIndex = 1
        tabs.view.layoutIfNeeded()
        #expect(screen.view.superview == nil)
        #expect(other.view.superview === tabs.view)
    }

    @Test func aTabBarIsThirtyTwoOnAPhoneOnItsSideAndFiftyOnAnIPad() {
        let phone = PinnedScreen(), pad = PinnedScreen()
        let phoneTabs = TabBarController(viewControllers: [phone]), padTabs = TabBarController(viewControllers: [pad])
        phoneTabs.layout(on: .iPhone16.with(design: .iOS18).landscape)
        padTabs.layout(on: .iPadPortrait.with(design: .iOS18))
        expectFrame(phone.safe.frame, rect(59, 0, 734, 393 - 21 - 32))
        expectFrame(pad.safe.frame, rect(0, 24, 820, 1180 - 24 - 20 - 50))
    }

    /// The readable width: 672 at Large (46 "m" of the body font, rounded
    /// up to 8), centred, only where the safe area is more than 88 wider.
    @Test func theReadableGuide() {
        final class Article: ViewController {
            let body = View(name: "body")
            override func viewDidLoad() {
                view.addSubview(body)
                LayoutConstraint.activate { body.edges == view.readableContentGuide.edges }
            }
        }
        let cases: [(LayoutDevice, ContentSizeCategory, CGRect)] = [
            (.iPadPortrait.with(design: .iOS18), .large, rect(74, 24, 672, 1136)),
            (.iPadPortrait.with(design: .iOS18).landscape, .large, rect(254, 24, 672, 776)),
            (.iPadPortrait.with(design: .iOS18), .extraSmall, rect(130, 24, 560, 1136)),
            // 2096 at AX5: wider than the iPad, so the margins guide.
            (.iPadPortrait.with(design: .iOS18), .accessibilityExtraExtraExtraLarge, rect(20, 24, 780, 1136)),
            (.iPhone16.with(design: .iOS18), .large, rect(16, 59, 361, 759)),
            // 734 of safe area is not 88 more than 672: the margins guide.
            (.iPhone16.with(design: .iOS18).landscape, .large, rect(75, 0, 702, 372)),
            // 956 − 124 of safe area is 160 more: centred, 672 wide.
            (.iPhone16ProMax.with(design: .iOS18).landscape, .large, rect(142, 0, 672, 419)),
        ]
        for (device, category, expected) in cases {
            let article = Article(name: "article")
            article.layout(on: device, contentSize: category)
            expectFrame(article.body.frame, expected, "\(device) \(category)")
        }
    }

    @Test func aNavigationControllerInATabBarControllerHasBothBars() {
        let screen = PinnedScreen()
        let tabs = TabBarController(viewControllers: [NavigationController(rootViewController: screen)])
        tabs.layout(on: .iPhone16.with(design: .iOS18))
        expectFrame(screen.safe.frame, rect(0, 103, 393, 666))
        expectFrame(screen.marked.frame, rect(16, 103, 361, 666))
    }

    @Test func aBadTabIndexIsRefused() {
        let tabs = TabBarController(viewControllers: [ViewController(name: "a")])
        let errors = LayoutDiagnostics.capture { tabs.selectedIndex = 3 }
        expectEqual(errors.map(\.description), ["Cannot set selectedIndex of view controller 'tabs' to 3: there are 1 tabs"])
        expectEqual(tabs.selectedIndex, 0)
    }

    @Test func aControllersViewAddedToAnotherTreeIsRefused() {
        let screen = PinnedScreen(), other = View(name: "other")
        let errors = LayoutDiagnostics.capture { other.addSubview(screen.view) }
        #expect(errors.count == 1)
        let message: String = errors.first?.description ?? ""
        #expect(message.contains("'screen.view' is the view of controller 'screen'"))
        #expect(screen.view.superview == nil)
        expectEqual(other.subviews.count, 0)
    }

    @Test func aViewInATreeOrAnotherControllersCannotBeAControllersView() {
        let root = View(name: "root"), card = View(name: "card")
        root.addSubview(card)
        let screen = ViewController(name: "screen")
        let first = LayoutDiagnostics.capture { screen.view = card }
        let firstMessage: String = first.first?.description ?? ""
        #expect(firstMessage.contains("'card' is already in 'root'"))
        let other = ViewController(name: "other")
        let second = LayoutDiagnostics.capture { screen.view = other.view }
        let secondMessage: String = second.first?.description ?? ""
        #expect(secondMessage.contains("'other.view' is already the view of controller 'other'"))
        expectEqual(screen.view.name, "screen.view")
    }

    @Test func aControllerShownByAnotherIsLaidOutByItsRoot() {
        let screen = PinnedScreen()
        let navigation = NavigationController(rootViewController: screen)
        _ = navigation.view
        let issues = recordedIssues { screen.layout(on: .iPhoneSE.with(design: .iOS18)) }
        expectEqual(issues.map(\.message), [
            "layout(on:): 'screen' is shown by 'screen.navigation': lay out the controller at the root, 'screen.navigation'",
        ])
    }

    @Test func pushingAndPoppingShowsTheTopController() {
        let screen = PinnedScreen(), detail = PinnedScreen()
        let navigation = NavigationController(rootViewController: screen)
        navigation.layout(on: .iPhoneSE.with(design: .iOS18))
        navigation.pushViewController(detail)
        navigation.view.layoutIfNeeded()
        #expect(screen.view.superview == nil)
        expectFrame(detail.safe.frame, rect(0, 64, 375, 603))
        #expect(navigation.popViewController() === detail)
        #expect(detail.parent == nil)
        #expect(navigation.popViewController() == nil)
        navigation.view.layoutIfNeeded()
        expectFrame(screen.safe.frame, rect(0, 64, 375, 603))
    }

    /// Apple: `.automatic` adjusts the top and bottom always for the content
    /// of a controller shown by a navigation controller; elsewhere it acts
    /// as `.scrollableAxes`.
    @Test func automaticScrollInsetsFollowTheNavigationController() {
        final class Feed: ViewController {
            override func loadView() { view = ScrollView(name: "feed") }
        }
        let inNavigation = Feed(name: "feed")
        // The navigation controller is kept, as a window keeps its root.
        let navigation = NavigationController(rootViewController: inNavigation)
        navigation.layout(on: .iPhone16.with(design: .iOS18))
        let scroll = inNavigation.view as! ScrollView
        expectEqual(scroll.adjustedContentInset, EdgeInsets(top: 103, leading: 0, bottom: 34, trailing: 0))

        let alone = Feed(name: "feed")
        alone.layout(on: .iPhone16.with(design: .iOS18))
        expectEqual((alone.view as! ScrollView).adjustedContentInset, EdgeInsets.zero)

        let bare = ScrollView(name: "bare")
        bare.layout(on: .iPhone16.with(design: .iOS18))
        expectEqual(bare.adjustedContentInset, EdgeInsets.zero)
    }

    @Test func aScreenInANavigationControllerPassesTheMatrix() {
        expectValidLayout(contentSizes: [.large, .accessibilityExtraExtraExtraLarge]) {
            let screen = ViewController(name: "settings")
            let title = Label(name: "title", text: "Settings", font: .preferred(.title1))
            screen.view.addSubview(title)
            LayoutConstraint.activate {
                title.top == screen.view.safeAreaLayoutGuide.top + 8
                title.horizontalEdges == screen.view.layoutMarginsGuide.horizontalEdges
            }
            return NavigationController(rootViewController: screen)
        }
    }
}
