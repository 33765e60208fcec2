import AnchorDSL
import AnchorHeadless

/// One variant of a device matrix as it was laid out: its axes, its
/// problems, and the pictures drawn of it while it was laid out.
struct LayoutVariant {
    let device: String
    let direction: LayoutDirection
    let contentSize: ContentSizeCategory
    let text: String
    var problems: [LayoutProblem] = []
    /// The full picture, without the problems (a failing variant).
    var plainPicture: String?
    /// The text picture (a failing variant).
    var textPicture: String?
    /// A small picture for the report's grid (every variant, with a report).
    var thumbnail: String?

    init(device: String, direction: LayoutDirection, contentSize: ContentSizeCategory, text: String) {
        self.device = device
        self.direction = direction
        self.contentSize = contentSize
        self.text = text
    }

    var failed: Bool { !problems.isEmpty }

    /// The full picture with every problem drawn on it.
    var picture: String? { plainPicture.map { View.svgPicture($0, adding: problems.flatMap(\.overlays)) } }

    /// `iPhone SE, right to left`, as a plain call's failures name it.
    var shortName: String { "\(device), \(direction.words)" }
    /// With the content size and text variant: `iPhone SE, right to left,
    /// accessibilityExtraExtraExtraLarge, double length`.
    var longName: String { "\(shortName), \(contentSize), \(text)" }

    /// `iPhone-SE.rtl.AX5.double-length`: the name of its attachments.
    var fileName: String {
        [device, direction == .leftToRight ? "ltr" : "rtl", contentSize.shortName, text]
            .map(LayoutSnapshot.fileNamePart).joined(separator: ".")
    }

    /// Draws what `drawing` asks for of the variant as it is laid out now;
    /// `isShownOnThePage` when a problem first appears in it, among those
    /// the report draws.
    mutating func draw(_ root: View, _ drawing: LayoutMatrixRun.Drawing, isShownOnThePage: Bool) {
        if drawing.contains(.thumbnails) { thumbnail = root.svgThumbnail(width: 72, overlays: problems.flatMap(\.overlays)) }
        let pictured = drawing.contains(.failingPictures) || drawing.contains(.firstPictures) && isShownOnThePage
        guard failed, pictured else { return }
        plainPicture = root.svgPicture()
        // The page shows a text picture only when there is one: drawing
        // it is most of what a picture costs, and attachments need it.
        if drawing.contains(.failingPictures) { textPicture = root.textPicture(columns: LayoutSnapshot.columns) }
    }
}

extension ContentSizeCategory {
    /// As Settings and Xcode's environment overrides abbreviate it: `L`, `XXXL`, `AX5`.
    var shortName: String {
        switch self {
        case .extraSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "XL"
        case .extraExtraLarge: "XXL"
        case .extraExtraExtraLarge: "XXXL"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }
}
