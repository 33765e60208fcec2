import Foundation

extension View {
    /// How a view lays its content out in its bounds when their sizes
    /// differ: UIKit's `UIView.ContentMode`, every case.
    ///
    ///     avatar.contentMode = .scaleAspectFill
    public enum ContentMode: Sendable, Hashable, CaseIterable {
        /// Scaled on each axis to fill the bounds (the default).
        case scaleToFill
        /// Scaled, keeping its aspect ratio, to fit within the bounds.
        case scaleAspectFit
        /// Scaled, keeping its aspect ratio, to cover the bounds (cut on one axis).
        case scaleAspectFill
        /// Drawn again at the new size (`setNeedsDisplay` on a bounds change).
        case redraw
        /// Centred at its own size.
        case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

        /// Whether content drawn this way follows the bounds' size, so that
        /// bounds smaller than the content cut nothing of it.
        ///
        ///     View.ContentMode.scaleAspectFit.scalesContent   // true
        public var scalesContent: Bool {
            switch self {
            case .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw: true
            case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight: false
            }
        }

        /// Where content of `size` lies in `bounds` drawn this way: the
        /// bounds themselves for `.scaleToFill` and `.redraw`, the scaled
        /// box for the aspect modes, the content's own size placed at the
        /// named edge or corner otherwise. As `UIView.ContentMode`, `left`
        /// and `right` are absolute, not leading and trailing.
        ///
        ///     View.ContentMode.center.box(of: CGSize(width: 40, height: 40), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        ///     // (-10, -10, 40 × 40)
        public func box(of size: CGSize, in bounds: CGRect) -> CGRect {
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                guard size.width > 0, size.height > 0 else { return bounds }
                let across = bounds.width / size.width, down = bounds.height / size.height
                let scale = self == .scaleAspectFit ? min(across, down) : max(across, down)
                let scaled = CGSize(width: size.width * scale, height: size.height * scale)
                return CGRect(
                    x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
                    width: scaled.width, height: scaled.height)
            default:
                let x: CGFloat = switch self {
                case .left, .topLeft, .bottomLeft: bounds.minX
                case .right, .topRight, .bottomRight: bounds.maxX - size.width
                default: bounds.midX - size.width / 2
                }
                let y: CGFloat = switch self {
                case .top, .topLeft, .topRight: bounds.minY
                case .bottom, .bottomLeft, .bottomRight: bounds.maxY - size.height
                default: bounds.midY - size.height / 2
                }
                return CGRect(origin: CGPoint(x: x, y: y), size: size)
            }
        }
    }

    /// How the view draws its content when its size is not the content's
    /// (`UIView.contentMode`): `.scaleToFill` by default. It changes no
    /// constraint. An image view whose mode scales (`scaleToFill`,
    /// `scaleAspectFit`, `scaleAspectFill`, `redraw`) smaller than its image
    /// is not reported as compressed, since UIKit scales the image to it;
    /// with any other mode the image is cut, and is. The pictures draw the
    /// image's box where the mode puts it.
    ///
    ///     avatar.contentMode = .center
    public var contentMode: ContentMode {
        get { storedContentMode }
        set { storedContentMode = newValue }
    }
}
