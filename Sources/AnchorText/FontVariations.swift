import Foundation

/// Where on a variable font's axes `FontFileMeasurer` measures, as Core
/// Text sets an app's variable font:
/// - `wght` at the weight asked: `.ultraLight` … `.black` are 100 … 900;
/// - `opsz` at the point size: optical size follows the point size;
/// - every other axis at its default;
///
/// each clamped to the axis's range in the font's `fvar`. `.pinning(_:)`
/// sets axes of your own choosing instead; `.off` measures the font's
/// default instance and does not read its variation tables at all. A font
/// without `fvar` measures the same whatever this says.
///
///     try FontFileMeasurer(contentsOf: url, variations: .pinning(["wdth": 75]))
public struct FontVariations: Sendable, Hashable {
    /// Whether `fvar`, `avar` and `HVAR` are read and applied.
    let isEnabled: Bool
    /// User coordinates by axis tag, over what weight and point size pick.
    let pinnedValues: [String: Double]

    private init(isEnabled: Bool, pinnedValues: [String: Double]) {
        self.isEnabled = isEnabled
        self.pinnedValues = pinnedValues
    }

    /// `wght` from the weight asked, `opsz` from the point size, every other
    /// axis at its default: the default.
    ///
    ///     try FontFileMeasurer(data: fontData, variations: .automatic)
    public static let automatic = FontVariations(isEnabled: true, pinnedValues: [:])

    /// The font's default instance at every weight and point size: the
    /// advances of its `hmtx`. `fvar`, `avar` and `HVAR` are not read, so a
    /// font whose variation tables the reader refuses can still measure so.
    ///
    ///     try FontFileMeasurer(contentsOf: url, variations: .off)
    public static let off = FontVariations(isEnabled: false, pinnedValues: [:])

    /// As `.automatic`, but each axis named here (by its four-letter tag)
    /// is set to the given user coordinate, clamped to its range, whatever
    /// the weight and point size: `["opsz": 12]` turns optical sizing off at
    /// 12, `["wght": 450]` measures every weight at 450. A tag the font does
    /// not have, and a value that is not finite, are left out.
    ///
    ///     try FontFileMeasurer(contentsOf: url, variations: .pinning(["wdth": 75]))
    public static func pinning(_ values: [String: Double]) -> FontVariations {
        FontVariations(isEnabled: true, pinnedValues: values.filter { $0.value.isFinite })
    }

    /// The user coordinate of each of `axes` to measure `weight` at
    /// `pointSize`: pinned, else `wght` or `opsz`, else the axis default.
    /// Normalizing clamps them to each axis's range.
    ///
    ///     variations.userCoordinates(for: axes, weight: .bold, pointSize: 17)   // [700, 17]
    func userCoordinates(for axes: [VariationAxis], weight: Font.Weight, pointSize: Double) -> [Double] {
        axes.map { axis in
            if let pinned = pinnedValues[axis.tagText] { return pinned }
            switch axis.tagText {
            case "wght": return Self.weightAxisValue(of: weight)
            case "opsz": return pointSize
            default: return axis.defaultValue
            }
        }
    }

    /// The `wght` value of a weight: `.ultraLight` 100 … `.black` 900, as
    /// OpenType's usWeightClass names them.
    ///
    ///     FontVariations.weightAxisValue(of: .semibold)   // 600
    static func weightAxisValue(of weight: Font.Weight) -> Double {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}
