import AnchorText
import AnchorTestSupport
import Foundation
import Testing

/// `Font.custom(sizes:weight:)`: an app's own table of sizes per text size.
@Suite("Fonts on the app's own table")
struct FontTableTests {
    let price = Font.custom(
        sizes: [.large: 17, .extraExtraExtraLarge: 23, .accessibilityExtraExtraExtraLarge: 34], weight: .semibold)

    @Test("A named text size takes its own size; any other the nearest named one")
    func nearestNamed() {
        expectEqual(price.weight, .semibold)
        expectEqual(price.textStyle, nil)
        let expected: [ContentSizeCategory: CGFloat] = [
            .extraSmall: 17, .small: 17, .medium: 17, .large: 17, .extraLarge: 17,
            .extraExtraLarge: 23, .extraExtraExtraLarge: 23, .accessibilityMedium: 23, .accessibilityLarge: 23,
            .accessibilityExtraLarge: 34, .accessibilityExtraExtraLarge: 34, .accessibilityExtraExtraExtraLarge: 34,
        ]
        for category in ContentSizeCategory.allCases {
            expectEqual(price.pointSize(for: category), expected[category], "\(category)")
        }
    }

    @Test("Between two named sizes as near, the smaller")
    func tieGoesToTheSmaller() {
        let font = Font.custom(sizes: [.small: 10, .large: 20])
        expectEqual(font.pointSize(for: .medium), 10)
        expectEqual(font.weight, .regular)
    }

    @Test("A font names its table")
    func description() {
        expectEqual(
            price.description,
            "system semibold sized by table (large 17, extraExtraExtraLarge 23, accessibilityExtraExtraExtraLarge 34)")
    }

    @Test("An empty table, or one with a size that is not finite and positive, is not a valid size")
    func invalidTables() {
        #expect(price.hasValidSize)
        for sizes: [ContentSizeCategory: CGFloat] in [[:], [.large: 0], [.large: 17, .small: -1], [.large: .nan], [.large: .infinity]] {
            #expect(!Font.custom(sizes: sizes).hasValidSize, "\(sizes)")
        }
    }
}
