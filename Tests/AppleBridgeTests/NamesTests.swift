import AnchorDSL
import AnchorTestSupport
import Testing
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// A view subclass with a `name` of its own, as apps often have: the DSL's
/// default `name` is a protocol extension member, so it does not clash.
final class ProfileView: PlatformView {
    let name = PlatformView()
}

/// The DSL's anchor and composite names on UIKit/AppKit views and guides
/// resolve to the DSL's types, beside the framework's own members.
@MainActor @Suite(.serialized, .failOnUnexpectedDiagnostics) struct NamesTests {
    @Test func everyAnchorAndCompositeNameResolvesOnViewsAndGuides() {
        let view = PlatformView(), guide = PlatformLayoutGuide()
        let x: [XAxisAnchor] = [view.left, view.right, view.leading, view.trailing, view.centerX,
                                guide.left, guide.right, guide.leading, guide.trailing, guide.centerX]
        let y: [YAxisAnchor] = [view.top, view.bottom, view.centerY, view.firstBaseline, view.lastBaseline,
                                guide.top, guide.bottom, guide.centerY]
        let dimensions: [DimensionAnchor] = [view.width, view.height, guide.width, guide.height]
        let edges: [EdgeAnchors] = [view.edges, guide.edges]
        let horizontal: [HorizontalEdgeAnchors] = [view.horizontalEdges, guide.horizontalEdges]
        let vertical: [VerticalEdgeAnchors] = [view.verticalEdges, guide.verticalEdges]
        let centers: [CenterAnchors] = [guide.center]
        let sizes: [SizeAnchors] = [view.size, guide.size]
        let counts = [x.count, y.count, dimensions.count, edges.count]
        let compositeCounts = [horizontal.count, vertical.count, centers.count, sizes.count]
        expectEqual(counts + compositeCounts, [10, 8, 4, 2, 2, 2, 1, 2])
    }

    @Test func aSubclassWithItsOwnNameKeepsItAndIsNamedAfterItsTypeInDescriptions() {
        let profile = ProfileView()
        let ownName: PlatformView = profile.name
        let item: any LayoutItem = profile
        expectEqual(item.name, "ProfileView")
        #expect(ownName !== profile)
    }

    #if canImport(UIKit)
    /// `UIView.center` is UIKit's `CGPoint`; in an expression the composite
    /// is the only one that type-checks, so the compiler picks it.
    @Test func centerIsTheCompositeInAnExpressionAndUIKitsPointAlone() {
        let (root, badge, avatar) = scene()
        defer { withExtendedLifetime(root) {} }
        let composite = badge.center == avatar.center + Offset(x: 0, y: 4)  // known slow to type-check: UIView's own center doubles the candidates (README, Known limits)
        expectEqual(composite.map(\.firstAttribute), [.centerX, .centerY])
        badge.center = CGPoint(x: 5, y: 6)
        let alone = badge.center
        let point: CGPoint = alone
        expectEqual(point, CGPoint(x: 5, y: 6))
        let anchors: CenterAnchors = badge.center
        expectEqual(anchors.centerX.attribute, .centerX)
    }
    #endif
}
