/// Which look of iOS the system's bars have: the heights a navigation
/// bar, a toolbar and a tab bar add to a child's safe area, and the safe
/// area of a phone on its side, differ between them. Both are live at once:
/// an app built for iOS 26 that sets `UIDesignRequiresCompatibility` keeps
/// the earlier look there.
///
///     expectValidLayout(root, on: [.iPhone17], designs: SystemDesign.allCases)
public enum SystemDesign: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The bars of iOS 17 and 18, and of an iOS 26 app that keeps the
    /// earlier design: a 44-point navigation bar, 96 with a large title, a
    /// 44-point toolbar.
    case iOS18
    /// iOS 26's Liquid Glass: a 54-point navigation bar (its 44-point row of
    /// items and 10 below), 106 with a large title, a 48-point toolbar, a tab
    /// bar that floats over the content.
    case iOS26

    /// `iOS 26`, as a variant's name says it.
    public var description: String {
        switch self {
        case .iOS18: "iOS 18"
        case .iOS26: "iOS 26"
        }
    }
}
