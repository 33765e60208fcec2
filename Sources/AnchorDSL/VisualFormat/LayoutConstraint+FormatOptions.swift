extension LayoutConstraint {
    /// What a Visual Format Language string also does: align the views it
    /// lists across the layout axis, and which way it reads.
    ///
    ///     let options: LayoutConstraint.FormatOptions = [.alignAllCenterY, .directionLeftToRight]
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        /// Options from their bits.
        ///
        ///     LayoutConstraint.FormatOptions(rawValue: 1 << 7)   // .alignAllCenterY
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Each view's left edge equals the previous one's.
        public static let alignAllLeft = Self(rawValue: 1 << 0)
        /// Each view's right edge equals the previous one's.
        public static let alignAllRight = Self(rawValue: 1 << 1)
        /// Each view's top edge equals the previous one's.
        public static let alignAllTop = Self(rawValue: 1 << 2)
        /// Each view's bottom edge equals the previous one's.
        public static let alignAllBottom = Self(rawValue: 1 << 3)
        /// Each view's leading edge equals the previous one's.
        public static let alignAllLeading = Self(rawValue: 1 << 4)
        /// Each view's trailing edge equals the previous one's.
        public static let alignAllTrailing = Self(rawValue: 1 << 5)
        /// Each view's horizontal centre equals the previous one's.
        public static let alignAllCenterX = Self(rawValue: 1 << 6)
        /// Each view's vertical centre equals the previous one's.
        public static let alignAllCenterY = Self(rawValue: 1 << 7)
        /// Each view's first baseline equals the previous one's.
        public static let alignAllFirstBaseline = Self(rawValue: 1 << 8)
        /// Each view's last baseline equals the previous one's.
        public static let alignAllLastBaseline = Self(rawValue: 1 << 9)

        /// `H:` reads in the layout direction, with leading and trailing (the default).
        public static let directionLeadingToTrailing = Self(rawValue: 1 << 16)
        /// `H:` reads from left to right, with left and right.
        public static let directionLeftToRight = Self(rawValue: 1 << 17)
        /// `H:` reads from right to left, with left and right: the first view
        /// listed is the rightmost.
        public static let directionRightToLeft = Self(rawValue: 1 << 18)

        /// Each alignment option and the attribute it aligns.
        static let alignments: [(option: Self, attribute: LayoutAttribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllFirstBaseline, .firstBaseline),
            (.alignAllLastBaseline, .lastBaseline),
        ]

        /// Whether any `alignAll…` option is set: every option that is not a
        /// direction is one.
        var hasAlignment: Bool { !subtracting(Self.directions).isEmpty }

        static let directions: Self = [.directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft]
    }
}
