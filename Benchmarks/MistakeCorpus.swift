/// The lines a new user types wrong, each with a fragment of the error it
/// must get, for `MistakeTypeCheck`. Each is type-checked alone in a
/// `@ConstraintBuilder` function that has these in scope: views `a`, `b`,
/// `c`, `root` and `v0`…`v5`, a layout guide `guide`, `name: String`,
/// `ratio: CGFloat?`, `priority: Int`, and `let offset = 8`.
enum MistakeCorpus {
    struct Case {
        let line: String
        /// A fragment of the error the line must get.
        let error: String
        /// Why the line may take longer than the budget (stated in the
        /// README's Known limits); `nil` for every line held to it.
        var knownSlow: String?
    }

    static let twoAnchors = "one side of a constraint holds one anchor"
    static let textConstant = "a constant is a number"
    static let optionalConstant = "an optional constant is unwrapped first"
    static let linear = "constraints are linear"
    static let positionConstant = "a position cannot be related to a constant"
    static let otherInsets = "each composite takes its own insets"
    static let builderStatement = "a constraint builder takes constraints"
    static let stackStatement = "a stack takes views, layout guides"
    static let textInChain = "write the view itself where this text is"
    static let priorityNumber = "a priority stored as a number is written 'Priority(value)'"
    static let longChain = "a wrong operand in a typed chain of five views or more still takes seconds"
    static let misspeltPriority = "a misspelt priority after an expression with a multiplier takes seconds"
    static let mixedKindsWithNumbers = "anchors of two kinds in a long expression with a number variable take seconds"

    static let mistakes: [Case] = [
        // Two anchors on one side: added, subtracted, multiplied, divided.
        Case(line: "a.height == b.width * 2 + c.height * 0.5 + 8", error: twoAnchors),
        Case(line: "a.width == b.width + c.width", error: twoAnchors),
        Case(line: "a.leading == b.leading + c.leading", error: twoAnchors),
        Case(line: "a.top == b.top + c.top * 0.5 - 4 ~ .high", error: twoAnchors),
        Case(line: "a.width == b.width - c.height * 2", error: twoAnchors),
        Case(line: "a.leading == b.trailing + offset * 2 + c.leading", error: twoAnchors),
        Case(line: "(a.leading - b.top) >= 8", error: "only two positions of one axis subtract"),
        Case(line: "a.width == b.width * c.width", error: linear),
        Case(line: "a.height == b.height * 0.5 * c.height + 4", error: linear),
        Case(line: "a.width == b.width / c.width", error: linear),
        Case(line: "a.width == 100 / b.width", error: linear),
        Case(line: "a.height == (offset * 2 + 100) / b.height ~ .high", error: linear),
        // Wrong numeric types in arithmetic, relations, insets and priorities.
        Case(line: "a.leading == b.trailing + name", error: textConstant),
        Case(line: "a.top == root.top + offset * 2 + name", error: textConstant),
        Case(line: "a.width == b.width * ratio", error: optionalConstant),
        Case(line: "a.width == b.width * ratio + 8 ~ .high", error: optionalConstant),
        Case(line: "a.width == \"44\"", error: textConstant),
        Case(line: "a.top == 10", error: positionConstant),
        Case(line: "a.top == offset", error: positionConstant),
        Case(line: "a.leading >= offset * 2 + 16 ~ .high", error: positionConstant),
        Case(line: "a.edges == root.edges + LayoutInsets(top: offset, leading: name, bottom: 0, trailing: 0)",
             error: "requires that 'String' conform to 'LayoutNumber'"),
        Case(line: "a.center == root.center + Offset(x: ratio, y: 4)", error: "value of optional type 'CGFloat?' must be unwrapped"),
        Case(line: "a.width == 44 ~ priority", error: priorityNumber),
        Case(line: "a.edges == root.edges ~ priority", error: priorityNumber),
        Case(line: "a.width == 44 ~ \"high\"", error: "cannot convert value of type 'String' to expected argument type 'Priority'"),
        // A misspelt priority.
        Case(line: "a.width == 44 ~ .hihg", error: "type 'Priority' has no member 'hihg'"),
        Case(line: "a.width == b.width * 0.5 + 8 ~ .High", error: "type 'Priority' has no member 'High'", knownSlow: misspeltPriority),
        Case(line: "a.leading == b.trailing + 8 ~ .hihg", error: "type 'Priority' has no member 'hihg'"),
        Case(line: "a.leading == b.trailing + 8 ~ .defaultHigh", error: "type 'Priority' has no member 'defaultHigh'"),
        // Anchors of different axes or kinds, in longer expressions.
        Case(line: "a.leading == b.top + 8", error: "operands of type 'XAxisAnchor' and 'LayoutExpression<YAxisAnchor>'"),
        Case(line: "a.top == root.safeAreaLayoutGuide.leading + 16 ~ .high - 1",
             error: "operands of type 'YAxisAnchor' and 'LayoutExpression<XAxisAnchor>'"),
        Case(line: "a.width == b.leading * 0.5 + 8", error: "operands of type 'DimensionAnchor' and 'LayoutExpression<XAxisAnchor>'"),
        Case(line: "a.height >= b.centerY * 2 - 4", error: "operands of type 'DimensionAnchor' and 'LayoutExpression<YAxisAnchor>'"),
        Case(line: "a.leading == b.top + offset * 2 + 4 ~ .high", error: "operands of type 'XAxisAnchor' and 'LayoutExpression<YAxisAnchor>'",
             knownSlow: mixedKindsWithNumbers),
        // A composite related to another kind of composite, or given another's
        // insets. (`center` is also `UIView`'s `CGPoint`, and on UIKit the
        // compiler names that instead: the lines keep to other composites.)
        Case(line: "a.edges == root.size", error: "operands of type 'EdgeAnchors' and 'SizeAnchors'"),
        Case(line: "a.edges == root.horizontalEdges + 8", error: "operands of type 'EdgeAnchors' and 'CompositeExpression<HorizontalEdgeAnchors>'"),
        Case(line: "a.edges == root.size * 0.5", error: "operands of type 'EdgeAnchors' and 'CompositeExpression<SizeAnchors>'"),
        Case(line: "a.edges == root.center + Offset(x: offset, y: 4) ~ .high",
             error: "operands of type 'EdgeAnchors' and 'CompositeExpression<CenterAnchors>'"),
        Case(line: "a.edges == root.edges + Offset(x: 1, y: 2)", error: otherInsets),
        Case(line: "a.center == root.center + LayoutInsets(8)", error: otherInsets),
        Case(line: "a.horizontalEdges == root.horizontalEdges + VerticalInsets(8)", error: otherInsets),
        Case(line: "a.size == root.size * 0.5 + Offset(x: 4, y: 4) ~ .high", error: otherInsets),
        // A wrong operand in a typed Visual Format chain.
        Case(line: "withVFL(H: |-8 - b - 8 - name - 8-|)", error: textInChain),
        Case(line: "withVFL(H: |-v0 - name - v1-|)", error: textInChain),
        Case(line: "withVFL(H: |-16 - v0 - 8 - name - 8 - v2 - 16-|)", error: textInChain),
        Case(line: "withVFL(H: |-16 - v0 - 8 - v1 - 8 - name - 8 - v3 - 16-|)", error: textInChain),
        Case(line: "withVFL(H: |-v0 - root.top - v1-|)", error: "cannot be applied to operands of type 'VFLChain<VFLBoundary, VFLItem>' and 'YAxisAnchor'"),
        Case(line: "withVFL(H: |-v0 - offset - v1-|)", error: "cannot be applied to operands of type 'VFLChain<VFLBoundary, VFLItem>' and 'Int'"),
        Case(line: "withVFL(H: |-v0.where(==name) - v1-|)", error: "unary operator '==' cannot be applied to an operand of type 'String'"),
        Case(line: "withVFL(H: |-16 - v0 - 8 - name - 8 - v2 - 8 - v3 - 8 - v4 - 16-|)", error: textInChain, knownSlow: longChain),
        // A statement that is not a constraint, in a builder or a stack.
        Case(line: "a.width + 8", error: builderStatement),
        Case(line: "a.width * 2 + offset", error: builderStatement),
        Case(line: "a.addSubview(b)", error: builderStatement),
        Case(line: "Stack(.horizontal, in: root, spacing: 8) { a; b.width == 44 }", error: stackStatement),
        Case(line: "Stack(.vertical, in: root, spacing: offset) { a; name }", error: stackStatement),
        Case(line: "Stack(.horizontal, in: root, spacing: name) { a; b }", error: "requires that 'String' conform to 'LayoutNumber'"),
    ]

    /// Lines that were mistakes until numbers of every standard type became
    /// constants; each must now type-check within the budget.
    static let nowAccepted: [String] = [
        "a.leading == b.trailing + offset",
        "a.leading == b.trailing + offset * 2 + 4",
        "a.leading == b.trailing + offset * 2 + 4 ~ .high - 1",
        "a.top == root.safeAreaLayoutGuide.top + offset * 2 + 4 ~ .high",
        "a.width == Double(offset) * 1.5",
        "a.height <= Float(offset) + b.height",
        "a.edges == root.edges + LayoutInsets(top: offset, leading: 16.0, bottom: Float(4), trailing: 0)",
        "a.center == root.center + Offset(x: 0, y: offset)",
        "a.size == CGSize(width: offset, height: offset * 2)",
        "a.width == 44 ~ Priority(priority)",
        "Stack(.horizontal, in: root, spacing: offset) { a; b }",
        "withVFL(H: |-v0 - VFLConstant(offset) - v1-|)",
    ]
}
