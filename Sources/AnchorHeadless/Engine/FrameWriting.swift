import Foundation

/// How the engine writes its solution into the tree: each view's `frame`
/// and each guide's `layoutFrame`, on the screen's pixels when the tree has
/// a display scale, as UIKit places the frames its engine solved; and a
/// view's solved frame in its superview, which the guides are derived from.
extension LayoutEngine {
    /// Writes every view's `frame` (in its superview's coordinates; a
    /// root's stays as set) and every guide's `layoutFrame`, from the flat
    /// list the last full sync made. Call it after `update()`, which rebuilds
    /// that list whenever a view or guide was added or removed.
    ///
    /// With a display scale, each edge goes to the nearest pixel in the
    /// root's coordinates, as UIKit places the frames its engine solved
    /// (so a width of 10 centred at 187.5 on @3x spans 182.667…192.667);
    /// the solver keeps the exact values.
    func writeFrames() {
        guard root != nil else { return }
        let scale = pixelScale
        var origins = [CGPoint](repeating: .zero, count: frameSlots.count)
        for index in frameSlots.indices {
            let slot = frameSlots[index]
            var rect = slot.variables.rect(in: solver)
            if let scale { rect = rect.onPixels(of: scale) }
            if slot.parent >= 0, let view = slot.view {
                rect = view._withUnsafeGuaranteedRef { self.frame(forAlignmentRect: rect, of: $0) }
            }
            origins[index] = rect.origin
            let parent = slot.parent >= 0 ? origins[slot.parent] : rect.origin
            // Not `offsetBy`, which standardizes: a view that required
            // constraints give a negative width keeps it, as in UIKit, so
            // that the checks can report it laid out inside out.
            let frame = CGRect(
                x: rect.origin.x - parent.x, y: rect.origin.y - parent.y, width: rect.size.width, height: rect.size.height)
            if let view = slot.view {
                if slot.parent >= 0 { view._withUnsafeGuaranteedRef { $0.solvedFrame = frame } }
            } else {
                slot.guide?._withUnsafeGuaranteedRef { $0.layoutFrame = frame }
            }
        }
    }

    /// The pixels per point frames and texts are rounded to; nil for a tree
    /// without a display scale.
    var pixelScale: CGFloat? { root?.rootTraits.roundingScale }

    /// A view's frame in its superview's coordinates, from the solver (the
    /// root's from its mode).
    func solvedFrameInSuperview(_ view: View) -> CGRect {
        if view === root { return CGRect(origin: .zero, size: rootSize) }
        let rect = frame(forAlignmentRect: self.rect(of: view), of: view)
        guard let parent = view.superview else { return rect }
        let origin = parent === root ? .zero : frame(forAlignmentRect: self.rect(of: parent), of: parent).origin
        return rect.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// The frame of a view whose alignment rectangle is `rect` (what the
    /// constraints place): `rect` outset by its `alignmentRectInsets`, as
    /// UIKit's `frame(forAlignmentRect:)`, leading and trailing by the view's
    /// layout direction. Insets that are not finite, or negative ones that
    /// would turn the frame inside out, are reported once and left out.
    func frame(forAlignmentRect rect: CGRect, of view: View) -> CGRect {
        let directional = view.alignmentRectInsets
        guard directional != .zero else { return rect }
        let insets = AbsoluteInsets(directional, view.layoutDirection)
        // `size`, not `width`: CGRect's `width` and `height` are standardized, never negative.
        let frame = CGRect(
            x: rect.origin.x - insets.left, y: rect.origin.y - insets.top,
            width: rect.size.width + insets.left + insets.right, height: rect.size.height + insets.top + insets.bottom)
        let reason: String? = if ![insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) {
            "an inset is not finite"
        } else if (rect.size.width >= 0 && frame.size.width < 0) || (rect.size.height >= 0 && frame.size.height < 0) {
            "negative insets larger than the rectangle (\(NumberText.format(rect.size))) turn the frame inside out"
        } else {
            nil
        }
        guard let reason else { return frame }
        if refusedAlignmentInsets.insert(ObjectIdentifier(view)).inserted {
            let written = [("top", directional.top), ("leading", directional.leading), ("bottom", directional.bottom),
                           ("trailing", directional.trailing)].map { "\($0.0) \(NumberText.format(Double($0.1)))" }
            LayoutDiagnostics.report(.invalidAlignmentInsets(
                view: view.name, insets: "(" + written.joined(separator: ", ") + ")", reason: reason))
        }
        return rect
    }

    /// The root's size: its frame's, or the fitting target's.
    var rootSize: CGSize {
        switch mode {
        case .frame: root?.frame.size ?? .zero
        case .fitting: root.map { rect(of: $0).size } ?? .zero
        }
    }
}

extension CGRect {
    /// The rectangle with each edge at the nearest pixel of `scale`, a half
    /// pixel rounded away from zero; its width and height are what is left
    /// between the edges, so an edge never moves by more than half a pixel.
    /// The origin and size are read as they are (`minX` and `width` would
    /// standardise them), so an inside-out frame stays inside out.
    func onPixels(of scale: CGFloat) -> CGRect {
        let left = origin.x.onPixel(of: scale), top = origin.y.onPixel(of: scale)
        return CGRect(
            x: left, y: top,
            width: (origin.x + size.width).onPixel(of: scale) - left,
            height: (origin.y + size.height).onPixel(of: scale) - top)
    }
}

extension CGFloat {
    /// The nearest pixel of `scale`. The value is first taken to a millionth
    /// of a pixel, so that a sum of doubles a hair below a half pixel rounds
    /// as the half it stands for.
    func onPixel(of scale: CGFloat) -> CGFloat {
        ((self * scale * 1e6).rounded() / 1e6).rounded() / scale
    }

    /// The pixel of `scale` at or above the value, as UIKit rounds a text's
    /// own size (the value is first taken to a millionth of a pixel).
    func upToPixel(of scale: CGFloat) -> CGFloat {
        ((self * scale * 1e6).rounded() / 1e6).rounded(.up) / scale
    }
}
