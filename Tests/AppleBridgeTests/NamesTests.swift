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
        expectPrefix(item.name, "ProfileView#")
        #expect(ownName !== profile)
    }

    /// A view is named by its identifier when it has one, else by its type
    /// and a number it keeps for its life, in descriptions, changes and
    /// errors alike.
    @Test func viewsAreNamedByTheirIdentifierElseByTypeAndANumber() {
        let (root, a, b) = scene()
        defer { withExtendedLifetime(root) {} }
        let first: any LayoutItem = a, second: any LayoutItem = b
        let (aName, bName) = (first.name, second.name)
        expectPrefix(aName, "\(typeName)#")
        expectPrefix(bName, "\(typeName)#")
        #expect(aName != bName)
        expectEqual(first.name, aName, "a name stays while its view lives")
        identify(root, "root")
        identify(a, "card")
        expectEqual((a.top == root.top + 20).descriptionWithoutLocation, "card.top == root.top + 20")
        let state = CardState()
        let group = heightGroup(a, state)
        group.activate()
        state.isExpanded = true
        expectEqual(group.update().description, "~ card.height == 400 (was 120)")
        identify(a, "")
        expectEqual(first.name, aName, "an empty identifier counts as none")
    }

    @Test func guidesAreNamedByTheirIdentifierElseByTypeAndANumber() {
        let (root, _, _) = scene()
        let margins: any LayoutItem = root.layoutMarginsGuide
        expectEqual(margins.name, marginsGuideIdentifier)
        let guide: any LayoutItem = PlatformLayoutGuide()
        expectPrefix(guide.name, "\(String(describing: PlatformLayoutGuide.self))#")
    }

    /// Off the main queue UIKit may not be read: a view is named by its type
    /// and number there, never by reading its identifier.
    @Test func offTheMainQueueAViewIsNamedByTypeAndNumber() async {
        let view = PlatformView()
        identify(view, "card")
        nonisolated(unsafe) let item: any LayoutItem = view
        let name = await Task.detached { item.name }.value
        expectPrefix(name, "\(typeName)#")
        expectEqual(item.name, "card")
    }

    private var typeName: String { String(describing: PlatformView.self) }

    #if canImport(UIKit)
    private var marginsGuideIdentifier: String { "UIViewLayoutMarginsGuide" }

    private func identify(_ view: PlatformView, _ identifier: String) {
        view.accessibilityIdentifier = identifier
    }
    #else
    private var marginsGuideIdentifier: String { "NSViewLayoutMarginsGuide" }

    private func identify(_ view: PlatformView, _ identifier: String) {
        view.identifier = NSUserInterfaceItemIdentifier(identifier)
    }
    #endif

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
