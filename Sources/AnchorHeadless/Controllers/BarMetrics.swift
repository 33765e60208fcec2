import Foundation

/// The heights the system's bars add to a child controller's safe area,
/// by design and size class: the one place those figures live. Each is
/// cited in the table of the View controllers article, with how sure it is.
///
/// iOS 17 and 18 (`.iOS18`): a navigation bar of 44 points on an upright
/// iPhone, 96 with a large title (44 and the 52-point title row); a toolbar
/// and a tab bar of 44 and 49; on a phone on its side (compact height)
/// every bar is 32 and a large title is not shown; on an iPad (regular
/// width and height) every bar is 50.
///
/// iOS 26 (`.iOS26`, Liquid Glass) on an upright iPhone: a navigation bar
/// of 54 (its 44-point row of items and 10 below), 106 with a large title
/// (54 and the 52-point title row), a toolbar of 48, and the tab bar's 49
/// (the bar floats over the content, which runs under it). What iOS 26
/// does in compact height and on an iPad was not found: those keep iOS
/// 18's figures.
package struct BarMetrics: Sendable, Equatable {
    /// A navigation bar with an inline title.
    package let navigationBar: CGFloat
    /// A navigation bar showing a large title at rest; the inline height
    /// where large titles are not shown.
    package let largeTitleNavigationBar: CGFloat
    /// A navigation controller's toolbar.
    package let toolbar: CGFloat
    /// A tab bar controller's bar.
    package let tabBar: CGFloat

    /// The bars under `traits`: their design and size classes.
    ///
    ///     BarMetrics(traits).navigationBar   // 54 on an upright iPhone on iOS 26
    package init(_ traits: TraitCollection) {
        self = if traits.verticalSizeClass == .compact {
            Self.compactHeight
        } else if traits.horizontalSizeClass == .regular {
            Self.regularWidth
        } else {
            traits.design == .iOS26 ? Self.phoneLiquidGlass : Self.phone
        }
    }

    private init(navigationBar: CGFloat, largeTitle: CGFloat, toolbar: CGFloat, tabBar: CGFloat) {
        self.navigationBar = navigationBar
        largeTitleNavigationBar = largeTitle
        self.toolbar = toolbar
        self.tabBar = tabBar
    }

    private static let phone = BarMetrics(navigationBar: 44, largeTitle: 96, toolbar: 44, tabBar: 49)
    private static let phoneLiquidGlass = BarMetrics(navigationBar: 54, largeTitle: 106, toolbar: 48, tabBar: 49)
    private static let compactHeight = BarMetrics(navigationBar: 32, largeTitle: 32, toolbar: 32, tabBar: 32)
    private static let regularWidth = BarMetrics(navigationBar: 50, largeTitle: 50, toolbar: 50, tabBar: 50)
}
