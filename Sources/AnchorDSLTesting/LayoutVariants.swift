import AnchorDSL
import AnchorHeadless

/// One variant of a matrix, laid out and checked: where it was laid out, the
/// tree built for it, and what the checks found there. For assertions and
/// tools of your own; `expectValidLayout` records the same problems.
///
///     let large = layoutVariants(contentSizes: [.accessibilityExtraExtraExtraLarge]) { Card().view }
///     #expect(large.allSatisfy { $0.problems.isEmpty })
public struct LayoutVariantResult {
    /// The device the variant was laid out on, in the variant's design.
    public let device: LayoutDevice
    /// The design of the system's bars the variant was laid out in.
    public let design: SystemDesign
    /// Its layout direction.
    public let direction: LayoutDirection
    /// Its text size.
    public let contentSize: ContentSizeCategory
    /// Its text variant (as written, doubled, your own).
    public let text: TextVariant
    /// The root the closure built for it, laid out on the device: its frames
    /// are the ones the checks judged.
    public let root: View
    /// What the checks found, in the order `expectValidLayout` reports them.
    public let problems: [LayoutProblem]
    /// The controller whose view `root` is, kept while the result is.
    let controller: ViewController?
}

/// Lays out the screen `build` makes (a root view, or a view controller
/// whose view is the root) in every variant of `matrix` (each device in each
/// design, its directions, their text sizes, their text variants, in that
/// order), built inside each as the closure form of `expectValidLayout`
/// builds it, and checks each; returns every variant with its tree and its
/// problems, recording nothing. `LayoutDevice.current` is the variant's
/// device while `build` runs.
///
///     for variant in layoutVariants(LayoutMatrix(on: [.iPhone17], designs: SystemDesign.allCases), { ProfileScreen().view }) {
///         print(variant.design, variant.problems.map(\.message))
///     }
///
/// A matrix with an empty axis gives no result; so does a variant on a
/// device that cannot be laid out, or whose closure returns a view in
/// another tree (`expectValidLayout` records those as failures).
public func layoutVariants<Screen: LayoutScreen>(_ matrix: LayoutMatrix, _ build: () -> Screen) -> [LayoutVariantResult] {
    withoutActuallyEscaping(build) { build in
        runLayoutMatrix(.built(BuiltScreen.of(build)), matrix, drawing: [], keepingResults: true).results
    }
}

/// As `layoutVariants(_:_:)`, the matrix's axes as arguments.
///
///     for variant in layoutVariants(on: [.iPhoneSE], { ProfileScreen().view }) where !variant.problems.isEmpty {
///         print(variant.device, variant.direction, variant.problems.map(\.message))
///     }
public func layoutVariants<Screen: LayoutScreen>(
    on devices: [LayoutDevice] = LayoutDevice.phones, designs: [SystemDesign]? = nil,
    directions: [LayoutDirection] = [.leftToRight, .rightToLeft],
    contentSizes: [ContentSizeCategory] = [.large], text: [TextVariant] = [.asWritten],
    checking: LayoutCheck = .all, ignoring: Set<String> = [], _ build: () -> Screen
) -> [LayoutVariantResult] {
    layoutVariants(
        LayoutMatrix(
            on: devices, designs: designs, directions: directions, contentSizes: contentSizes, text: text,
            checking: checking, ignoring: ignoring),
        build)
}

/// Builds a table cell inside every variant of `matrix`, sizes it as a table
/// of `style` as wide as the device's screen sizes a row, and checks it, as
/// `expectValidCell` does; returns every variant with its cell (`root`, its
/// frame the row) and its problems, recording nothing.
///
///     let rows = layoutVariants(ofCell: { MessageCell() }, LayoutMatrix(contentSizes: [.large, .accessibilityExtraExtraExtraLarge]))
///     #expect(rows.allSatisfy { $0.root.frame.height <= 120 })
public func layoutVariants(
    ofCell build: () -> TableViewCell, in style: TableStyle = .plain, separator: Bool = true,
    _ matrix: LayoutMatrix = LayoutMatrix()
) -> [LayoutVariantResult] {
    withoutActuallyEscaping(build) { build in
        runLayoutMatrix(.tableCells(in: style, separator: separator, build), matrix, drawing: [], keepingResults: true).results
    }
}

/// As `layoutVariants(ofCell:in:separator:_:)`, for a collection cell sized
/// as a compositional layout sizes an item `width` wide with an estimated
/// height: each result's `root` is the cell at its fitted size.
///
///     let items = layoutVariants(ofCell: { PhotoCell() }, width: .fractionalWidth(0.5))
public func layoutVariants(
    ofCell build: () -> CollectionViewCell, width: CellWidth = .fractionalWidth(1), estimatedHeight: CGFloat = 44,
    _ matrix: LayoutMatrix = LayoutMatrix()
) -> [LayoutVariantResult] {
    withoutActuallyEscaping(build) { build in
        runLayoutMatrix(
            .collectionCells(width: width, estimatedHeight: estimatedHeight, build), matrix, drawing: [],
            keepingResults: true
        ).results
    }
}
