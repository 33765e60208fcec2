/// The reading direction that decides where `leading` and `trailing` lie.
///
///     view.layoutDirection = .rightToLeft
public enum LayoutDirection: Sendable {
    case leftToRight, rightToLeft
}
