import Foundation

/// A problem drawn over a picture of a tree, in the coordinates of the view
/// the picture is of (its top left corner at 0, 0): what the checks of
/// `AnchorDSLTesting` found, where a person looks for it.
package enum PictureOverlay: Equatable, Sendable {
    /// The area two siblings share, hatched.
    case sharedArea(CGRect)
    /// A truncated label or button title: its box, and the text it shows.
    case truncated(CGRect, shows: String)
    /// A view laid out at another size than its content's: its natural
    /// size outlined from the frame's corner, over the frame.
    case naturalSize(frame: CGRect, natural: CGSize)
    /// A view and the container it should lie in: the part outside shaded.
    case outside(CGRect, container: CGRect)
    /// An ambiguous view at two frames its constraints allow.
    case ambiguous(CGRect, alternative: CGRect)
    /// A view outlined: one with no width or height, a scroll view whose
    /// content size is not set.
    case marked(CGRect)
    /// The views of a conflict outlined, and the broken constraint's
    /// anchors (one or two points) joined.
    case conflict(views: [CGRect], anchors: [CGPoint])
}

extension PictureOverlay {
    /// The smallest rectangle around everything the overlay marks.
    var bounds: CGRect {
        switch self {
        case let .sharedArea(area), let .marked(area): return area.standardized
        case let .truncated(box, _): return box.standardized
        case let .naturalSize(frame, natural): return frame.standardized.union(CGRect(origin: frame.origin, size: natural))
        case let .outside(view, _): return view.standardized
        case let .ambiguous(frame, alternative): return frame.standardized.union(alternative.standardized)
        case let .conflict(views, anchors):
            let points = anchors.map { CGRect(origin: $0, size: .zero) }
            return (views + points).reduce(CGRect.null) { $0.union($1.standardized) }
        }
    }
}

extension View {
    /// Where `item` lies in a picture of this view: its frame (a guide's
    /// layout frame) moved by the frames of the views between. Nil for an
    /// item outside this view's tree.
    package func rectInPicture(of item: any LayoutItem) -> CGRect? {
        let guide = item as? LayoutGuide
        guard var current = item.modelOwner else { return nil }
        var rect = guide?.layoutFrame ?? CGRect(origin: .zero, size: current.frame.size)
        if guide != nil, let offset = current.scrollGeometry?.visible.origin { rect = rect.offsetBy(dx: -offset.x, dy: -offset.y) }
        while current !== self {
            guard let superview = current.superview else { return nil }
            rect = rect.offsetBy(dx: current.frame.minX, dy: current.frame.minY)
            // A scroll view shows its content at its offset, as UIKit's bounds origin.
            if let offset = superview.scrollGeometry?.visible.origin { rect = rect.offsetBy(dx: -offset.x, dy: -offset.y) }
            current = superview
        }
        return rect
    }

    /// The point of `rect` an anchor of `attribute` names: the middle of an
    /// edge, the centre for a centre or a size, the baseline's middle. A
    /// leading edge is the right one in a right-to-left view.
    package static func anchorPoint(
        of attribute: LayoutAttribute, in rect: CGRect, direction: LayoutDirection, baseline: CGFloat? = nil
    ) -> CGPoint {
        let rightToLeft = direction == .rightToLeft
        switch attribute {
        case .left: return CGPoint(x: rect.minX, y: rect.midY)
        case .right: return CGPoint(x: rect.maxX, y: rect.midY)
        case .leading: return CGPoint(x: rightToLeft ? rect.maxX : rect.minX, y: rect.midY)
        case .trailing: return CGPoint(x: rightToLeft ? rect.minX : rect.maxX, y: rect.midY)
        case .top: return CGPoint(x: rect.midX, y: rect.minY)
        case .bottom: return CGPoint(x: rect.midX, y: rect.maxY)
        case .centerX, .centerY, .width, .height: return CGPoint(x: rect.midX, y: rect.midY)
        case .firstBaseline, .lastBaseline: return CGPoint(x: rect.midX, y: baseline.map { rect.minY + $0 } ?? rect.maxY)
        }
    }
}
