import Foundation

/// A headless `UITableViewCell`: lay its content out in `contentView`, as in
/// UIKit, and `fittedRowHeight(tableWidth:style:separator:)` sizes it as a
/// table with self-sizing rows does. The Cells article gives the rules and
/// their sources.
///
///     let cell = TableViewCell(name: "message")
///     cell.contentView.addSubview(title)
open class TableViewCell: View {
    /// The accessory UIKit draws at the trailing side of a cell.
    ///
    ///     cell.accessoryType = .disclosureIndicator
    public enum AccessoryType: Sendable, Hashable {
        case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton

        /// How a picture marks the accessory.
        var symbol: String {
            switch self {
            case .none: ""
            case .disclosureIndicator: "›"
            case .checkmark: "✓"
            case .detailButton: "ⓘ"
            case .detailDisclosureButton: "ⓘ ›"
            }
        }

        /// The width the accessory takes from the content view. Apple does
        /// not publish these (they are SF Symbols sized by text style); the
        /// figures are the ones FDTemplateLayoutCell measured and uses, an
        /// approximation.
        var width: CGFloat {
            switch self {
            case .none: 0
            case .disclosureIndicator: 34
            case .checkmark: 40
            case .detailButton: 48
            case .detailDisclosureButton: 68
            }
        }
    }

    /// The view to lay the cell's content out in; the cell places it with
    /// its encapsulated constraints.
    ///
    ///     title.leading == cell.contentView.layoutMarginsGuide.leading
    public var contentView: View { content.contentView }

    /// The accessory; `.none` by default.
    ///
    ///     cell.accessoryType = .checkmark
    public var accessoryType = AccessoryType.none

    /// The size of an accessory view of your own, which takes the place of
    /// `accessoryType`'s; nil for none. A negative or non-finite size is
    /// reported to `LayoutDiagnostics` and refused.
    ///
    ///     cell.accessoryViewSize = CGSize(width: 51, height: 31)
    public var accessoryViewSize: CGSize? {
        get { storedAccessoryViewSize }
        set {
            if let size = newValue, !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                return refuse("accessoryViewSize", size, "an accessory view's size must be finite and 0 or more")
            }
            storedAccessoryViewSize = newValue
        }
    }

    /// After `fittedRowHeight`, whether the content view's constraints gave
    /// it no height, so that UIKit would log "Detected a case where
    /// constraints ambiguously suggest a height of zero for a table view
    /// cell's content view" and use the standard height; nil otherwise.
    ///
    ///     cell.collapsedToStandardHeight   // 44
    public var collapsedToStandardHeight: CGFloat? { content.collapse?.standard.height }

    /// After `fittedRowHeight`, the separator's thickness in the row (0 without one).
    ///
    ///     cell.separatorHeight   // 0.333 on a @3x phone
    public private(set) var separatorHeight: CGFloat = 0

    private var storedAccessoryViewSize: CGSize?
    /// The content view's margins as the cell last set them: margins the
    /// app set instead are kept.
    private var marginsSetByCell = EdgeInsets(8)
    private lazy var content = CellContent<SizingRequest>(in: self)

    /// What a row's size depends on besides the cell's own views.
    private struct SizingRequest: Equatable {
        let tableWidth: CGFloat, style: TableStyle, separator: Bool, traits: TraitCollection
        let direction: LayoutDirection, accessoryType: AccessoryType, accessoryViewSize: CGSize?
        /// The row height a table fixes (its `rowHeight`); nil for a row that sizes itself.
        let fixedHeight: CGFloat?
    }

    // The kind seam (View.swift).
    package override var cellMarks: (separator: CGRect?, accessory: (rect: CGRect, symbol: String)?)? {
        let size = frame.size
        let separator = separatorHeight > 0
            ? CGRect(x: 0, y: size.height - separatorHeight, width: size.width, height: separatorHeight) : nil
        let width = accessoryWidth
        guard width > 0 else { return (separator, nil) }
        let x = layoutDirection == .rightToLeft ? 0 : size.width - width
        let symbol = storedAccessoryViewSize != nil ? "▢" : accessoryType.symbol
        return (separator, (CGRect(x: x, y: 0, width: width, height: size.height - separatorHeight), symbol))
    }

    package override var contentCollapse: (zeroOf: String, usedInstead: String)? {
        collapsedToStandardHeight.map {
            ("a height of zero for a table view cell's", "the standard height, \(NumberText.hundredths($0))")
        }
    }

    /// A cell named for descriptions and errors; its content view is named
    /// `<name>.contentView`.
    ///
    ///     let cell = TableViewCell(name: "message")
    public override init(name: String) {
        super.init(name: name)
        _ = content
    }

    /// The width the accessory takes from the content view: a view of your
    /// own's width and 16 of padding (FDTemplateLayoutCell's figures), or
    /// the accessory type's.
    var accessoryWidth: CGFloat {
        storedAccessoryViewSize.map { $0.width + 16 } ?? accessoryType.width
    }

    /// The content view's side margins in a table `tableWidth` wide: 16, or
    /// 20 where the table is wider than 375 points (UIKit decides per
    /// device: iPads and the iPhones wider than 375 points); 11 above and
    /// below (half the body style's line height at Large, rounded up).
    /// Openradar 29013952 reports 16, and 20 on the larger iPhones; a public
    /// decompilation of UIKit confirms both and the 11.
    static func margins(tableWidth: CGFloat) -> EdgeInsets {
        let side: CGFloat = tableWidth > 375 ? 20 : 16
        return EdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    /// UIKit's standard row height: twice the body style's leading in
    /// Apple's type table at the category, capped at xxxLarge (44 at Large,
    /// 58 at xxxLarge and above).
    static func standardHeight(at category: ContentSizeCategory) -> CGFloat {
        let leading: [ContentSizeCategory: CGFloat] = [
            .extraSmall: 19, .small: 20, .medium: 21, .large: 22, .extraLarge: 24, .extraExtraLarge: 27,
        ]
        return 2 * (leading[category] ?? 29)
    }

    /// The separator below a row: a pixel (1 / `displayScale`), or a point
    /// at the accessibility sizes. Public constraint logs show the content
    /// view a third of a point taller than it fits on @3x phones (54 →
    /// 54.3333, Stack Overflow 62599451; 200 → 200.333, a qiita post on
    /// iOS 15.4); a public decompilation of UIKit confirms the point.
    static func separatorThickness(_ traits: TraitCollection) -> CGFloat {
        traits.contentSizeCategory.isAccessibilityCategory ? 1 : 1 / traits.pixelsPerPoint
    }
}

extension TableViewCell {
    /// The row height a table of `style` and `width` gives this cell at its
    /// tree's traits, separator included; lays the cell out at that size.
    ///
    /// As UIKit: the content view is as wide as the row less the accessory
    /// (and, in an inset-grouped table, the table's side margins); its
    /// height is fitted at that width with the width required and the
    /// height at `fittingSizeLevel` (50), target 0; a height of 0 the cell
    /// did not mean falls back to the standard height; the separator (a
    /// pixel, a point at the accessibility sizes) is added; and the content
    /// view is placed with required width and height constraints, so a
    /// vertical chain of required fixed sizes conflicts with them. A
    /// negative or non-finite width, or a cell whose content view was
    /// removed or whose `translatesAutoresizingMaskIntoConstraints` was
    /// changed, is reported to `LayoutDiagnostics` and changes nothing (the
    /// current height is returned).
    ///
    ///     let height = cell.fittedRowHeight(tableWidth: 393)
    public func fittedRowHeight(tableWidth: CGFloat, style: TableStyle = .plain, separator: Bool = true) -> CGFloat {
        sizeRow(tableWidth: tableWidth, style: style, separator: separator, fixedHeight: nil, laysOut: true)
    }

    /// As `fittedRowHeight(tableWidth:style:separator:)` for a row a table
    /// is about to lay out with the rest of its content, so the cell is not
    /// laid out on its own once sized: at the `height` the table fixes
    /// (`TableView.rowHeight`, separator included: the content view gets
    /// what the separator leaves, and content whose required constraints
    /// ask for another height conflicts with it), or fitted when nil.
    package func placeInRow(ofHeight height: CGFloat?, tableWidth: CGFloat, style: TableStyle, separator: Bool) -> CGFloat {
        sizeRow(tableWidth: tableWidth, style: style, separator: separator, fixedHeight: height, laysOut: false)
    }

    private func sizeRow(
        tableWidth: CGFloat, style: TableStyle, separator: Bool, fixedHeight: CGFloat?, laysOut: Bool
    ) -> CGFloat {
        guard tableWidth.isFinite, tableWidth >= 0 else {
            refuse("fittedRowHeight(tableWidth:)", tableWidth, "a table's width must be finite and 0 or more")
            return frame.height
        }
        if let problem = content.problem(in: self) {
            refuse("fittedRowHeight(tableWidth:)", tableWidth, "the cell cannot size itself: \(problem)")
            return frame.height
        }
        let traits = traitCollection
        let request = SizingRequest(
            tableWidth: tableWidth, style: style, separator: separator, traits: traits, direction: layoutDirection,
            accessoryType: accessoryType, accessoryViewSize: storedAccessoryViewSize, fixedHeight: fixedHeight)
        if let kept = content.keptSize(for: request, in: self) { return kept.height }
        let margins = Self.margins(tableWidth: tableWidth)
        let rowWidth = max(style == .insetGrouped ? tableWidth - margins.leading - margins.trailing : tableWidth, 0)
        let contentWidth = max(rowWidth - accessoryWidth, 0)
        // The cell's own margins, unless the app set the content view's.
        if contentView.layoutMargins == marginsSetByCell {
            contentView.layoutMargins = margins
            marginsSetByCell = margins
        }
        separatorHeight = separator ? Self.separatorThickness(traits) : 0
        var rowHeight: CGFloat
        if let fixedHeight {
            content.noteFitting(collapsedTo: nil, fitted: .zero)
            rowHeight = fixedHeight
        } else {
            let fitted = content.fitted(CGSize(width: contentWidth, height: 0), in: self)
            let collapsed = fitted.height <= MeasuredText.fitTolerance
            let standard = Self.standardHeight(at: traits.contentSizeCategory)
            content.noteFitting(collapsedTo: collapsed ? CGSize(width: contentWidth, height: standard) : nil, fitted: fitted)
            // A table puts its rows on the screen's pixels, rounding up, so that
            // the content is never a fraction short of the height it fitted at.
            rowHeight = (collapsed ? standard : fitted.height) + separatorHeight
            if let scale = traits.roundingScale { rowHeight = rowHeight.upToPixel(of: scale) }
        }
        let leading: CGFloat = layoutDirection == .rightToLeft ? accessoryWidth : 0
        content.place(
            // A fixed row leaves the content what the separator does not take
            // (UIKit's classic `UIView-Encapsulated-Layout-Height == 43.6667` in
            // a 44-point row at @3x); a row that sizes itself gives it all.
            CGRect(x: leading, y: 0, width: contentWidth, height: rowHeight - (fixedHeight == nil ? 0 : separatorHeight)),
            in: self,
            size: CGSize(width: rowWidth, height: rowHeight), for: request, laysOut: laysOut)
        return rowHeight
    }
}
