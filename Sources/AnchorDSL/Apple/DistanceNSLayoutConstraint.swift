#if canImport(UIKit) || canImport(AppKit)
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// The `NSLayoutConstraint` of a constraint with a distance on either side
/// (`(b.leading - a.trailing) >= 8`): `NSLayoutConstraint(item:…)` has no
/// way to say "the space between two anchors", so each side becomes an
/// `NSLayoutDimension`, a distance through `anchorWithOffset(to:)` (iOS 10,
/// macOS 10.12) and a size through `widthAnchor`/`heightAnchor`, related by
/// `NSLayoutDimension`'s own factories.
enum DistanceNSLayoutConstraint {
    /// Nil only if an item is gone, which activation checked just before.
    @MainActor static func make(for source: LayoutConstraint) -> NSLayoutConstraint? {
        guard let firstItem = source.firstItem,
              let first = dimension(firstItem, source.firstAttribute, source.firstOriginItem, source.firstOriginAttribute)
        else { return nil }
        guard let secondAttribute = source.secondAttribute else {
            switch source.relation {
            case .equal: return first.constraint(equalToConstant: source.constant)
            case .greaterThanOrEqual: return first.constraint(greaterThanOrEqualToConstant: source.constant)
            case .lessThanOrEqual: return first.constraint(lessThanOrEqualToConstant: source.constant)
            }
        }
        guard let secondItem = source.secondItem,
              let second = dimension(secondItem, secondAttribute, source.secondOriginItem, source.secondOriginAttribute)
        else { return nil }
        let (multiplier, constant) = (source.multiplier, source.constant)
        switch source.relation {
        case .equal: return first.constraint(equalTo: second, multiplier: multiplier, constant: constant)
        case .greaterThanOrEqual: return first.constraint(greaterThanOrEqualTo: second, multiplier: multiplier, constant: constant)
        case .lessThanOrEqual: return first.constraint(lessThanOrEqualTo: second, multiplier: multiplier, constant: constant)
        }
    }

    /// One side: the distance from the origin to `item.attribute` when there
    /// is an origin, else the size `item.attribute`.
    @MainActor private static func dimension(
        _ item: any LayoutItem, _ attribute: LayoutAttribute,
        _ originItem: (any LayoutItem)?, _ originAttribute: LayoutAttribute?
    ) -> NSLayoutDimension? {
        guard let originAttribute else {
            guard let anchors = anchors(of: item) else { return nil }
            if attribute == .width { return anchors.widthAnchor }
            return anchors.heightAnchor
        }
        guard let originItem else { return nil }
        if attribute.axis == .horizontal {
            guard let origin = xAnchor(originItem, originAttribute), let target = xAnchor(item, attribute) else { return nil }
            return origin.anchorWithOffset(to: target)
        }
        guard let origin = yAnchor(originItem, originAttribute), let target = yAnchor(item, attribute) else { return nil }
        return origin.anchorWithOffset(to: target)
    }

    @MainActor private static func xAnchor(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> NSLayoutXAxisAnchor? {
        guard let anchors = anchors(of: item) else { return nil }
        switch attribute {
        case .left: return anchors.leftAnchor
        case .right: return anchors.rightAnchor
        case .leading: return anchors.leadingAnchor
        case .trailing: return anchors.trailingAnchor
        default: return anchors.centerXAnchor  // the one horizontal attribute left
        }
    }

    /// Baselines are a view's only: `LayoutConstraint.problem` refused a
    /// guide's before activation, so nil there cannot happen.
    @MainActor private static func yAnchor(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> NSLayoutYAxisAnchor? {
        switch attribute {
        case .firstBaseline: return (item as? AppleView)?.firstBaselineAnchor
        case .lastBaseline: return (item as? AppleView)?.lastBaselineAnchor
        case .top: return anchors(of: item)?.topAnchor
        case .bottom: return anchors(of: item)?.bottomAnchor
        default: return anchors(of: item)?.centerYAnchor  // the one vertical attribute left
        }
    }

    @MainActor private static func anchors(of item: any LayoutItem) -> (any PlatformAnchors)? {
        if let view = item as? AppleView { return view }
        return item as? AppleLayoutGuide
    }
}

/// The anchors a view and a guide both have, so that one function serves both.
@MainActor private protocol PlatformAnchors {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var leftAnchor: NSLayoutXAxisAnchor { get }
    var rightAnchor: NSLayoutXAxisAnchor { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var centerYAnchor: NSLayoutYAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension AppleView: PlatformAnchors {}
extension AppleLayoutGuide: PlatformAnchors {}
#endif
