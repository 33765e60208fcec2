import Foundation

/// A colour, as much of one as layout and pictures need: what decides
/// whether a view with nothing else in it shows (a clear or absent
/// background shows nothing), and what the pictures fill it with. The
/// components are UIKit's extended sRGB ones limited to 0…1.
///
///     card.backgroundColor = Color(red: 1, green: 0.8, blue: 0.2)
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The components, each in 0…1.
    public let red, green, blue, alpha: Double
    /// The components refused (`red 1.5, alpha nan`), or nil: a view
    /// refuses such a colour and says so (`LayoutDiagnostics`), keeping the
    /// one it had.
    let refusal: String?
    /// Why a view refuses a colour with a `refusal`.
    static let componentRule = "each colour component must be finite and in 0...1"

    /// A colour of components in 0…1. One outside that range or not
    /// finite makes a colour that every view refuses, saying which.
    ///
    ///     let brand = Color(red: 0.1, green: 0.4, blue: 0.9, alpha: 0.5)
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let given = [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)]
        let wrong = given.filter { !$0.1.isFinite || !(0...1).contains($0.1) }
        if wrong.isEmpty {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
            refusal = nil
        } else {
            // Kept comparable and hashable (no NaN); never drawn.
            (self.red, self.green, self.blue, self.alpha) = (0, 0, 0, 0)
            refusal = wrong.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        }
    }

    /// Fully transparent: a view with a clear background shows nothing of its own.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// UIKit's `UIColor.gray`: 0.5 on each component.
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)

    /// Whether anything of it is seen.
    package var isVisible: Bool { refusal == nil && alpha > 0 }

    /// `#RRGGBB` with the alpha after it when below 1: `#3366FF 0.5`.
    public var description: String {
        guard refusal == nil else { return "invalid colour" }
        let hex = hexDigits(format: "%02X")
        return alpha < 1 ? "#\(hex) \(NumberText.format(alpha))" : "#\(hex)"
    }

    /// The colour as SVG's `fill` and `fill-opacity` take it.
    package var svgFill: (color: String, opacity: Double) {
        ("#" + hexDigits(format: "%02x"), alpha)
    }

    /// Red, green and blue as two hexadecimal digits each, in `format`.
    private func hexDigits(format: String) -> String {
        var digits = ""
        for component in [red, green, blue] {
            let byte = Int((component * 255).rounded())
            digits += String(format: format, byte)
        }
        return digits
    }
}
