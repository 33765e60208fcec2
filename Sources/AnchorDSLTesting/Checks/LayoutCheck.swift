import AnchorHeadless

/// What `layoutProblems(in:checking:ignoring:)` and every test form look
/// for in a laid-out tree: a set of checks, the built-in ones (each in a
/// file of its own beside this one) and a team's own (`custom(_:_:)`).
///
///     expectValidLayout(root, checking: .all.subtracting(.overlappingSiblings))
///     expectValidLayout(root, checking: [.all, tapTargets])
///
/// A check is known by its name: two values of one name compare equal, and
/// two different checks given one name are reported, not run as one.
/// A set runs the checks that judge the constraints first (ambiguity,
/// conflicts, collapsed cells), then those that judge where views are
/// and what they show, in the order of `.all`, then a team's, in the order
/// they joined the set. Where frames are undetermined, a team's problems are
/// kept as found: the engine knows no frames that would undo them.
public struct LayoutCheck: SetAlgebra, Sendable, Hashable, CustomStringConvertible {
    public typealias Element = LayoutCheck

    /// The checks, each once: the built-in ones in the order of `.all`,
    /// then a team's, in the order they joined.
    private(set) var members: [Definition]
    /// Checks of a name already in the set that were not the same check:
    /// the run reports them instead of dropping one in silence.
    private(set) var clashes: [String] = []
    /// Bits of `init(rawValue:)` that name no built-in check.
    private var unknownBits = 0

    /// No check.
    public init() {
        members = []
    }

    init(_ definition: Definition) {
        members = [definition]
    }

    /// The built-in checks whose `rawValue` bits are set (ambiguity `1 << 0`,
    /// conflicts `1 << 1`, … collapsed cell `1 << 8`), as when the set was an
    /// option set; other bits are kept and shown, and name no check.
    ///
    ///     LayoutCheck(rawValue: 1 << 4)   // .zeroSize
    public init(rawValue: Int) {
        members = Self.all.members.filter { rawValue & $0.bit != 0 }
        unknownBits = rawValue & ~Self.all.rawValue
    }

    /// The built-in checks' bits, as `init(rawValue:)` takes them; a team's
    /// check has none.
    public var rawValue: Int {
        members.reduce(unknownBits) { $0 | $1.bit }
    }

    /// A team's own check: `find` looks at a laid-out tree through `context`
    /// (read only) and returns what is wrong, each problem made with
    /// `LayoutProblem(check:views:message:)`. It runs wherever the built-in
    /// checks run: the views `ignoring:` names are not among
    /// `context.visibleViews` and a problem naming one is dropped; its
    /// problems are recorded, drawn and listed on the report page under
    /// `name`, with the constraints that place their views.
    ///
    ///     let tapTargets = LayoutCheck.custom("tapTargets") { context in
    ///         context.visibleViews.filter { $0 is Button && ($0.frame.width < 44 || $0.frame.height < 44) }
    ///             .map { LayoutProblem(check: "tapTargets", views: [$0], message: "\($0.name) is smaller than 44 × 44") }
    ///     }
    ///
    /// The name must be new: a name that is empty or a built-in check's is
    /// reported as a problem of its own and the check is not run.
    public static func custom(
        _ name: String, _ find: @escaping @Sendable (LayoutCheckContext) -> [LayoutProblem]
    ) -> LayoutCheck {
        LayoutCheck(Definition(custom: name, find: find))
    }

    /// Every built-in check, in the order `description` lists them. A team's
    /// checks join it: `[.all, tapTargets]`.
    public static let all: LayoutCheck = [
        .ambiguity, .conflicts, .outsideSuperview, .overlappingSiblings, .zeroSize, .truncatedText, .compressedContent,
        .outsideSafeArea, .collapsedCell,
    ]

    // MARK: A set of checks

    public func contains(_ member: LayoutCheck) -> Bool {
        member.members.allSatisfy { wanted in members.contains { $0.key == wanted.key } }
            && member.unknownBits & ~unknownBits == 0
    }

    public func union(_ other: LayoutCheck) -> LayoutCheck {
        var union = self
        union.formUnion(other)
        return union
    }

    public func intersection(_ other: LayoutCheck) -> LayoutCheck {
        var kept = self
        kept.formIntersection(other)
        return kept
    }

    public func symmetricDifference(_ other: LayoutCheck) -> LayoutCheck {
        subtracting(other).union(other.subtracting(self))
    }

    @discardableResult
    public mutating func insert(_ newMember: LayoutCheck) -> (inserted: Bool, memberAfterInsert: LayoutCheck) {
        let wasThere = contains(newMember)
        formUnion(newMember)
        return (!wasThere, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: LayoutCheck) -> LayoutCheck? {
        let removed = intersection(member)
        subtract(member)
        return removed.isEmpty ? nil : removed
    }

    @discardableResult
    public mutating func update(with newMember: LayoutCheck) -> LayoutCheck? {
        let wasThere = contains(newMember)
        subtract(newMember)
        formUnion(newMember)
        return wasThere ? newMember : nil
    }

    public mutating func formUnion(_ other: LayoutCheck) {
        for definition in other.members {
            if let present = members.first(where: { $0.key == definition.key }) {
                if present !== definition, !present.isPlaceholder, !definition.isPlaceholder {
                    clashes.append(definition.name)
                }
                continue
            }
            members.append(definition)
        }
        clashes += other.clashes
        unknownBits |= other.unknownBits
        members = Self.inCanonicalOrder(members)
    }

    public mutating func formIntersection(_ other: LayoutCheck) {
        members.removeAll { mine in !other.members.contains { $0.key == mine.key } }
        unknownBits &= other.unknownBits
    }

    public mutating func formSymmetricDifference(_ other: LayoutCheck) {
        self = symmetricDifference(other)
    }

    public mutating func subtract(_ other: LayoutCheck) {
        members.removeAll { mine in other.members.contains { $0.key == mine.key } }
        unknownBits &= ~other.unknownBits
    }

    public func subtracting(_ other: LayoutCheck) -> LayoutCheck {
        var rest = self
        rest.subtract(other)
        return rest
    }

    public var isEmpty: Bool { members.isEmpty && unknownBits == 0 }

    public static func == (lhs: LayoutCheck, rhs: LayoutCheck) -> Bool {
        Set(lhs.members.map(\.key)) == Set(rhs.members.map(\.key)) && lhs.unknownBits == rhs.unknownBits
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(Set(members.map(\.key)))
        hasher.combine(unknownBits)
    }

    /// The members by name, as a test failure shows them:
    /// `[.conflicts, .zeroSize, .custom("tapTargets")]`.
    public var description: String {
        var names = members.map { $0.isCustom ? ".custom(\"\($0.name)\")" : "." + $0.name }
        if unknownBits != 0 { names.append("rawValue \(unknownBits)") }
        return "[\(names.joined(separator: ", "))]"
    }

    /// Why the set cannot be run, or nil: a team's check without a name of
    /// its own, or two checks of one name.
    var problem: String? {
        if let clash = clashes.first {
            return "two different checks are named \"\(clash)\": name each check once"
        }
        return members.lazy.compactMap(\.problem).first
    }

    /// The checks in the order they run: the built-in ones that judge the
    /// constraints, then the rest.
    var running: [Definition] {
        members.filter(\.judgesTheConstraints) + members.filter { !$0.judgesTheConstraints }
    }

    /// The built-in checks in the order of `.all`, then a team's, in the
    /// order they came.
    private static func inCanonicalOrder(_ members: [Definition]) -> [Definition] {
        members.filter { !$0.isCustom }.sorted { $0.bit < $1.bit } + members.filter(\.isCustom)
    }
}
