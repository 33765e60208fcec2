import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Testing

/// The README's unit-testing example, kept compiling and true.
@Test func cardIsInsetInsideTheSafeArea() {
    let root = View(name: "root"), card = View(name: "card")
    root.addSubview(card)

    let constraints = card.edges == root.safeAreaLayoutGuide.edges + EdgeInsets(horizontal: 16, vertical: 8)

    let expected: [String] = [
        "card.top == root.safeArea.top + 8",
        "card.leading == root.safeArea.leading + 16",
        "card.bottom == root.safeArea.bottom - 8",
        "card.trailing == root.safeArea.trailing - 16",
    ]
    let descriptions = constraints.map(\.description)
    expectEqual(descriptions, expected)
    expectIdentical(constraints[2].secondItem, root.safeAreaLayoutGuide)
    expectEqual(constraints[2].constant, -8)
}
