import AnchorDSL
#if canImport(AnchorDSLTesting)
import AnchorDSLTesting
#endif
import Foundation

// A tour of AnchorDSL: build a profile card with the DSL, activate it, print
// every constraint in its canonical form, show what a mistake looks like,
// then lay the card out on a phone held both ways, left to right and right
// to left, print each layout and draw it as SVG; collapse and expand it with
// one group; lay its text out at the default text size and at the largest
// accessibility size, and show what the checks find there; show the five
// stack distributions; a settings screen in a scroll view at both text sizes;
// a sign-in form (text fields, a configuration button, a link text view) at
// both; a list cell sized as a table sizes it; last, one row in the Visual Format Language, as a string and a typed chain.

let screen = ProfileCard()
/// What the layout depends on: the group's builder reads it again at every `update()`.
final class CardMode {
    var isCompact = false
}
let mode = CardMode()
let cardLayout = ConstraintGroup { screen.layout(compact: mode.isCompact) }
cardLayout.activate()
let constraints = cardLayout.constraints

print("Profile card: \(constraints.count) constraints, installed on the nearest common ancestor")
for constraint in constraints {
    print("  \(constraint)")
}

print("\nInstalled per view:")
for view in [screen.root, screen.card, screen.avatar] {
    print("  \(view.name): \(view.constraints.count)")
}
print("  card.translatesAutoresizingMaskIntoConstraints = \(screen.card.translatesAutoresizingMaskIntoConstraints)")

print("\nA mistake is reported, never a crash, and nothing is half-applied:")
let stranger = View(name: "stranger")
let errors = LayoutDiagnostics.capture {
    LayoutConstraint.activate {
        stranger.top == screen.card.bottom + 8
        stranger.left == screen.card.leading
    }
}
for error in errors {
    print("  \(error)")
}
print("  stranger.translatesAutoresizingMaskIntoConstraints = \(stranger.translatesAutoresizingMaskIntoConstraints)")

print("\nLaid out by the engine (the frames are in the superview's coordinates):")
let outputFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("playground-output")
try? FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
for (orientation, size, insets) in ProfileCard.orientations {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        screen.root.frame = CGRect(origin: .zero, size: size)
        screen.root.safeAreaInsets = insets
        screen.root.layoutDirection = direction
        screen.root.layoutIfNeeded()
        let label = "\(orientation), \(direction == .leftToRight ? "left to right" : "right to left")"
        print("\n\(label): card \(text(screen.card.frame)), avatar \(text(screen.avatar.frame)), follow \(text(screen.follow.frame))")
        print(screen.root.textPicture(columns: size.width > size.height ? 72 : 40))
        let file = outputFolder.appendingPathComponent(
            "profile-\(orientation)-\(direction == .leftToRight ? "ltr" : "rtl").svg")
        try? screen.root.svgPicture().write(to: file, atomically: true, encoding: .utf8)
    }
}
print("\nSVG pictures written to \(outputFolder.path)")

print("\nThe same group collapses the card: only the difference is applied, in place where it can be:")
let (portrait, portraitSize, portraitInsets) = ProfileCard.orientations[0]
screen.root.frame = CGRect(origin: .zero, size: portraitSize)
screen.root.safeAreaInsets = portraitInsets
screen.root.layoutDirection = .leftToRight
for isCompact in [true, false] {
    var change = LayoutChange()
    let moved = screen.root.frameChanges {
        mode.isCompact = isCompact
        change = cardLayout.update()
    }
    print("\n\(isCompact ? "Collapsed" : "Expanded again") (\(portrait)), \(change.kept) constraints kept:")
    print("  " + change.description.replacingOccurrences(of: "\n", with: "\n  "))
    print("  frames that an animation would move:")
    for frameChange in moved { print("    \(frameChange)") }
}

print("\nThe name and the bio are labels: they measure their text, and the bio wraps at the width it is given.")
for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
    screen.root.traitCollection.contentSizeCategory = category
    screen.root.layoutIfNeeded()
    print("\nContent size \(category), body text \(Int(Font.preferred(.body).pointSize(for: category))) points:")
    print("  name \(text(screen.name.frame)) shows \(screen.name.lines)")
    print("  bio \(text(screen.bio.frame)) shows \(screen.bio.lines)")
    print(screen.root.textPicture(columns: 40).split(separator: "\n\n")[0])
    let file = outputFolder.appendingPathComponent("profile-text-\(category).svg")
    try? screen.root.svgPicture().write(to: file, atomically: true, encoding: .utf8)
}
#if canImport(AnchorDSLTesting)
print("\nWhat the checks of expectValidLayout find at the largest size:")
let largestSizeProblems = layoutProblems(in: screen.root, checking: [.truncatedText, .compressedContent])
for problem in largestSizeProblems {
    print("  \(problem)")
}
// The picture a failing test attaches, which the README shows: CI runs the
// tour with --check-documentation, and --write-documentation updates it.
let failingPicture = screen.root.svgPicture(overlays: largestSizeProblems.flatMap(\.overlays))
let documentedPicture = URL(fileURLWithPath: "Documentation/failing-variant.svg")
if CommandLine.arguments.contains("--write-documentation") {
    try failingPicture.write(to: documentedPicture, atomically: true, encoding: .utf8)
} else if CommandLine.arguments.contains("--check-documentation"),
          (try? String(contentsOf: documentedPicture, encoding: .utf8)) != failingPicture {
    print("\(documentedPicture.path) is not what the tour draws: run `swift run Playground --write-documentation`")
    exit(1)
}
try? failingPicture.write(to: outputFolder.appendingPathComponent("failing-variant.svg"), atomically: true, encoding: .utf8)
print("  drawn with both problems marked, as a failing test attaches it: Documentation/failing-variant.svg")
#else
print("\nThe checks of expectValidLayout run in tests (the tour links AnchorDSLTesting on Linux only).")
#endif
screen.root.traitCollection.contentSizeCategory = .large

print("\nStacks: the same three items (intrinsic widths 40, 60 and 80, spacing 10) in a 300-point row, per distribution:")
for distribution in StackDistribution.allCases {
    let row = View(name: "row")
    row.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
    let items = ["a", "b", "c"].map(View.init(name:))
    for (item, width) in zip(items, [40, 60, 80] as [CGFloat]) {
        item.intrinsicContentSize = CGSize(width: width, height: 20)
        row.addSubview(item)
    }
    LayoutConstraint.activate {
        Stack(.horizontal, in: row, spacing: 10, distribution: distribution) { items }
    }
    row.layoutIfNeeded()
    let picture = row.textPicture(columns: 40).split(separator: "\n\n")[0]
    print("\n.\(distribution): " + items.map { "\($0.name) \(text($0.frame))" }.joined(separator: ", "))
    print(picture)
}

print("\nA constraint that cannot hold is broken, and the report says where each one was written:")
let conflicts = LayoutDiagnostics.capture {
    LayoutConstraint.activate { screen.avatar.width == 400 }
    screen.root.layoutIfNeeded()
}
for error in conflicts {
    print("  \(error)".replacingOccurrences(of: "\n", with: "\n  "))
}
print("  avatar.frame = \(text(screen.avatar.frame)): the layout goes on without it")

print("\nA settings screen, a view controller in a navigation controller, with a scroll view, switches and buttons,")
print("on an iPhone SE (375 × 667): the bar's 54 points (iOS 26) below the status bar's 20 are the screen's safe area too")
let navigation = SettingsViewController.inNavigation()
let settings = navigation.topViewController as! SettingsViewController
navigation.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
navigation.view.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
navigation.view.traitCollection.displayScale = 2
for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
    navigation.view.traitCollection.contentSizeCategory = category
    navigation.view.layoutIfNeeded()
    let shown = settings.scroll.frame.height
    print("\nContent size \(category): the content is \(text(CGRect(origin: .zero, size: settings.scroll.contentSize))), "
        + "\(settings.scroll.contentSize.height > shown ? "taller than the \(Int(shown)) points that show: it scrolls" : "all of it shows")")
    print("  scroll \(text(settings.scroll.frame)), row0 \(text(settings.rows[0].row.frame)): toggle0 \(text(settings.rows[0].toggle.frame)), name0 shows \(settings.rows[0].name.lines)")
    print("  bar \(text(settings.bar.frame)): cancel \(text(settings.cancel.frame)), save \(text(settings.save.frame))")
    print(navigation.view.textPicture(columns: 40).split(separator: "\n\n")[0])
    #if canImport(AnchorDSLTesting)
    let problems = layoutProblems(in: navigation.view)
    print("  the checks find: " + (problems.isEmpty ? "nothing" : problems.map(\.message).joined(separator: "\n  ")))
    #endif
    let file = outputFolder.appendingPathComponent("settings-\(category).svg")
    try? navigation.view.svgPicture().write(to: file, atomically: true, encoding: .utf8)
}

#if canImport(AnchorDSLTesting)
// In a test this is `expectValidLayout(on:contentSizes:text:) { … }`: the
// screen built anew inside each variant, its texts doubled as they are set.
print("\nThe settings screen checked as a test checks it, built inside each variant, each variant's")
print("tree and problems kept for assertions of one's own:")
print("  let variants = layoutVariants(on: LayoutDevice.phones, contentSizes: [.large, .accessibilityExtraExtraExtraLarge],")
print("                                text: [.asWritten, .doubleLength]) { SettingsViewController.inNavigation() }")
let settingsVariants = layoutVariants(
    on: LayoutDevice.phones, contentSizes: [.large, .accessibilityExtraExtraExtraLarge], text: [.asWritten, .doubleLength]
) { SettingsViewController.inNavigation() }
let settingsProblems = settingsVariants.flatMap(\.problems)
print("  \(settingsVariants.count) variants, \(settingsProblems.count) problems" + (settingsProblems.isEmpty ? "" : ":"))
for problem in settingsProblems { print("  " + problem.message) }
let scrollTops = settingsVariants.filter { $0.direction == .leftToRight && $0.contentSize == .large && $0.text.name == "as written" }
    .map { "\($0.device) \(number($0.root.subviews[0].subviews[0].frame.minY))" }
print("  the scroll view starts below the status bar and the navigation bar: " + scrollTops.joined(separator: ", "))
#endif

print("\nA sign-in form: fields with placeholders, a button with a configuration, a text view that does not scroll:")
for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
    let form = SignInForm().activated()
    form.root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    form.root.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
    form.root.traitCollection.contentSizeCategory = category
    form.root.layoutIfNeeded()
    print("\nContent size \(category):")
    print("  email \(text(form.email.frame)), password \(text(form.password.frame))")
    print("  signIn \(text(form.signIn.frame)) shows \(form.signIn.lines)")
    print("  terms \(text(form.terms.frame)) shows \(form.terms.lines)")
    #if canImport(AnchorDSLTesting)
    let problems = layoutProblems(in: form.root)
    print("  the checks find: " + (problems.isEmpty ? "nothing" : problems.map(\.message).joined(separator: "\n  ")))
    #endif
    let file = outputFolder.appendingPathComponent("sign-in-\(category).svg")
    try? form.root.svgPicture().write(to: file, atomically: true, encoding: .utf8)
}

#if canImport(AnchorDSLTesting)
print("\nThe sign-in form checked as a test checks it, built inside each variant:")
print("  expectValidLayout(on: [.iPhoneSE], directions: [.leftToRight], contentSizes: [.large, .accessibilityExtraExtraExtraLarge],")
print("                    text: [.asWritten, .doubleLength]) { SignInForm().activated().root }")
let formFailures = layoutMatrixFailures(
    on: [.iPhoneSE], directions: [.leftToRight],
    contentSizes: [.large, .accessibilityExtraExtraExtraLarge], text: [.asWritten, .doubleLength],
    checking: .all, ignoring: []
) { SignInForm().activated().root }
print("  4 variants, \(formFailures.count) reports" + (formFailures.isEmpty ? "" : ":"))
for failure in formFailures { print("  " + failure) }
#endif

print("\nA list cell, sized as a table with self-sizing rows sizes it on an iPhone SE (375 wide, @2x):")
for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
    let cell = MessageCell()
    cell.traitCollection = TraitCollection(contentSizeCategory: category, displayScale: 2)
    let height = cell.fittedRowHeight(tableWidth: 375)
    print("\nContent size \(category): row \(number(height)) high, content view \(text(cell.contentView.frame)), "
        + "separator \(number(cell.separatorHeight))")
    print("  title \(text(cell.title.frame)) shows \(cell.title.lines), time \(text(cell.time.frame))")
    print("  preview \(text(cell.preview.frame)) shows \(cell.preview.lines.count) lines")
    let file = outputFolder.appendingPathComponent("message-cell-\(category).svg")
    try? cell.svgPicture().write(to: file, atomically: true, encoding: .utf8)
}
#if canImport(AnchorDSLTesting)
print("\nThe cell checked as a test checks it, built inside each variant:")
print("  expectValidCell(contentSizes: [.large, .accessibilityExtraExtraExtraLarge], text: [.asWritten, .doubleLength]) { MessageCell() }")
let cellRun = tableCellFailures(
    on: LayoutDevice.phones, directions: [.leftToRight, .rightToLeft],
    contentSizes: [.large, .accessibilityExtraExtraExtraLarge], text: [.asWritten, .doubleLength]
) { MessageCell() }
print("  24 variants, \(cellRun.failures.count) reports" + (cellRun.failures.isEmpty ? "" : ":"))
for failure in cellRun.failures { print("  " + failure) }
print("  the row heights, left to right, as written:")
for height in cellRun.heights where height.contains("left to right") && height.contains("as written") { print("    " + height) }
#endif

print("\nOne row in the Visual Format Language, as a string and as a typed chain:")
let toolbar = View(name: "toolbar")
let back = View(name: "back"), heading = View(name: "heading")
toolbar.addSubview(back)
toolbar.addSubview(heading)
let fromString = try LayoutConstraint.constraints(
    withVisualFormat: "H:|-[back(==44)]-(>=8)-[heading]-16-|", views: ["back": back, "heading": heading])
let fromChain = withVFL(H: |-back.where(==44) - (>=8) - heading - 16-|)
for constraint in fromChain {
    print("  \(constraint)")
}
print("  the same constraints both ways: \(fromString.map(\.description) == fromChain.map(\.description))")
print("  withVFL(H: 8 - back) does not compile: a row cannot start with a gap")

/// A frame as `(x, y, width × height)`, to two decimals at most.
func text(_ rect: CGRect) -> String {
    "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height)))"
}

/// A number to two decimals at most.
func number(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(Double(rounded))
}
