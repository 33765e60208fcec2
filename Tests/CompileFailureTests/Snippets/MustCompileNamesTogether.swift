// expected: compiles cleanly. Every public top-level name of AnchorSolver,
// AnchorCore, AnchorText, AnchorHeadless, AnchorDSL and AnchorDSLTesting, written unqualified in a file that also imports
// Foundation and Swift Testing: none of our names may clash with theirs or
// with each other's. `publicNamesAreAllUsedHere` keeps this list complete.
import AnchorDSL
import AnchorDSLTesting
import AnchorSolver
import Foundation
import Testing

// Swift Testing's own helper signature, the one that broke first.
func expectNamed(_ item: any LayoutItem, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(item.name == name, sourceLocation: sourceLocation)
}

// Foundation's `Expression` stays reachable under its own name.
@available(macOS 15, iOS 18, *)
func foundationExpression(_ expression: Expression<Int, Bool>) -> Bool { (try? expression.evaluate(1)) ?? false }

// AnchorSolver
func solverNames() throws {
    let x: Variable = Variable("x")
    let term: Term = Term(x, 2)
    let expression: LinearExpression = LinearExpression([term], constant: 1)
    let constraint: Constraint = Constraint(expression, .equal)
    let relation: Constraint.Relation = constraint.relation
    let strength: Strength = .strong
    let solver: Solver = Solver()
    do { try solver.addConstraint(constraint.withStrength(strength)) } catch { let reason: SolverError = error; print(reason) }
    print(relation)
}

// AnchorText's variable fonts
func variationNames(data: Data) throws {
    let variations: FontVariations = .automatic
    _ = try FontFileMeasurer(data: data, variations: variations)
}

// AnchorHeadless's controllers
func controllerNames() {
    let screen: ViewController = ViewController(name: "screen")
    let navigation: NavigationController = NavigationController(rootViewController: screen)
    let tabs: TabBarController = TabBarController(viewControllers: [navigation])
    print(tabs.selectedIndex)
}

// AnchorCore and AnchorHeadless
func modelNames(root: View, card: View) {
    let guide: LayoutGuide = root.safeAreaLayoutGuide
    let item: any LayoutItem = guide
    let anchor: any LayoutAnchor = card.top
    let x: XAxisAnchor = card.leading
    let y: YAxisAnchor = card.top
    let dimension: DimensionAnchor = card.width
    let edges: EdgeAnchors = card.edges
    let horizontal: HorizontalEdgeAnchors = card.horizontalEdges
    let vertical: VerticalEdgeAnchors = card.verticalEdges
    let center: CenterAnchors = card.center
    let size: SizeAnchors = card.size
    let insets: EdgeInsets = LayoutInsets(8)
    let horizontalInsets: HorizontalInsets = HorizontalInsets(leading: 1, trailing: 2)
    let verticalInsets: VerticalInsets = VerticalInsets(top: 1, bottom: 2)
    let offset: Offset = Offset(x: 1, y: 2)
    let priority: Priority = .high
    let relation: Relation = .equal
    let attribute: LayoutAttribute = .leading
    let axis: LayoutAxis = .horizontal
    let direction: LayoutDirection = .rightToLeft
    let constraint: LayoutConstraint = LayoutConstraint(item: card, attribute: .width, relatedBy: relation, constant: 44)
    let location: LayoutConstraint.SourceLocation? = constraint.location
    let problem: ConstraintProblem? = constraint.problem
    let errors: [LayoutError] = LayoutDiagnostics.capture { LayoutConstraint.activate([constraint]) }
    print(item, anchor, x, y, dimension, edges, horizontal, vertical, center, size, insets, horizontalInsets,
          verticalInsets, offset, priority, attribute, axis, direction, location as Any, problem as Any, errors)
}

// AnchorDSL
func dslNames(root: View, card: View) -> [LayoutConstraint] {
    let expression: LayoutExpression<DimensionAnchor> = card.width * 2
    let operand: any LayoutOperand = expression
    let composite: CompositeExpression<EdgeAnchors> = root.edges + 8
    let compositeOperand: any CompositeOperand = composite
    func insetsOf<A: CompositeAnchor>(_ anchors: A) -> A.Insets where A.Insets: UniformCompositeInsets {
        A.Insets(uniform: 4)
    }
    let uniform: EdgeInsets = insetsOf(card.edges)
    let zero: any CompositeInsets = HorizontalInsets.zero
    let sides: HorizontalInsetSides? = composite.horizontalSides
    let edgeInsets: any EdgeCompositeInsets = VerticalInsets(edgesOf: uniform)
    print(operand, compositeOperand, uniform, zero, sides as Any, edgeInsets)
    let spacing: CGFloat = StandardSpacing.siblings
    let options: LayoutConstraint.FormatOptions = .alignAllCenterY
    do {
        _ = try LayoutConstraint.constraints(withVisualFormat: "H:|-[card]-|", options: options, views: ["card": card])
    } catch {
        let refusal: VisualFormatError = error
        print(refusal, spacing)
    }
    return LayoutConstraint.build(content)
    @ConstraintBuilder func content() -> [LayoutConstraint] {
        card.edges == composite
        VisualFormat("V:|[card]|", views: ["card": card])
        typedRow(root: root, card: card)
    }
}

func typedRow(root: View, card: View) -> [LayoutConstraint] {
    func complete<F: VFLOuterEnd, L: VFLOuterEnd>(_ chain: VFLChain<F, L>) -> VFLChain<F, L> { chain }
    func joinable<F: VFLInnerEnd, L>(_ chain: VFLChain<F, L>) -> VFLChain<F, L> { chain }
    let gap: VFLConstant = 8
    let size: VFLViewRelation = >=card
    let row: VFLChain<VFLBoundary, VFLItem> = |-gap - card
    let tail: VFLChain<VFLSpace, VFLBoundary> = joinable(16-|)
    func endsWithGap<F, G: VFLGapEnd>(_ chain: VFLChain<F, G>) -> VFLChain<F, G> { chain }
    let opening: VFLChain<VFLBoundary, VFLEdgeSpace> = endsWithGap(|-16)
    let item: VFLChain<VFLItem, VFLItem> = card.where(size)
    let platformView: PlatformView = card
    let platformGuide: PlatformLayoutGuide = root.safeAreaLayoutGuide
    print(tail, item, opening, platformView, platformGuide)
    return withVFL(H: complete(row)) + withVFL(V: root.safeAreaLayoutGuide - card - root.safeAreaLayoutGuide)
}

func changes(root: View, card: View) -> [FrameChange] {
    let group = ConstraintGroup { card.height == 120 }
    let change: LayoutChange = group.activate()
    print(change)
    return root.frameChanges { group.update() }
}

func stacks(root: View, card: View) -> [LayoutConstraint] {
    let distribution: StackDistribution = .equalSpacing
    let alignment: StackAlignment = .center
    let elements: [StackElement] = StackBuilder.buildExpression(StackSpacing(8))
    print(elements.count)
    return LayoutConstraint.build {
        Stack(.horizontal, in: root, spacing: 8, distribution: distribution, alignment: alignment) {
            card
        }
    }
}

// AnchorDSLTesting
func testingNames(root: View) {
    let device: LayoutDevice = .iPhone16
    let check: LayoutCheck = .all
    let problems: [LayoutProblem] = layoutProblems(in: root, checking: check)
    expectValidLayout(root, on: [device])
    expectValidLayout(root, contentSizes: [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge],
                      text: [.asWritten, .doubleLength])
    let variant: TextVariant = .custom("German") { $0 + $0.prefix($0.count * 2 / 5) }
    expectLayoutSnapshot(of: root)
    expectValidLayout(contentSizes: [.large], text: [.doubleLength], checking: [.outsideSafeArea]) { View(name: "built") }
    let variants: [LayoutVariantResult] = layoutVariants(on: [device]) { View(name: "built") }
    print(variants.first?.problems.count ?? 0)
    expectLayoutSnapshot(on: [device]) { View(name: "built") }
    expectValidCell(in: .insetGrouped, separator: false, on: [device], checking: [.collapsedCell]) { TableViewCell(name: "row") }
    expectValidCell(width: CellWidth.absolute(180), estimatedHeight: 120) { CollectionViewCell(name: "item") }
    let design: SystemDesign = .iOS18
    let tapTargets = LayoutCheck.custom("tapTargets") { (context: LayoutCheckContext) in
        context.visibleViews.map { LayoutProblem(check: "tapTargets", views: [$0], message: $0.name) }
    }
    let matrix = LayoutMatrix(on: LayoutDevice.allPhones, designs: [design, .iOS26], checking: [.all, tapTargets])
    expectValidLayout(root, matrix)
    let screen: any LayoutScreen = root
    root.addSubview(Slider(name: "volume"))
    root.addSubview(SearchBar(name: "search"))
    let table = TableView(name: "list", style: .grouped)
    let source: (any TableViewDataSource)? = table.dataSource
    print(source == nil, table.rowHeight == TableView.automaticDimension)
    print(screen.layoutRoot.name)
    print(problems, variant)
}

// Scroll views' insets
func scrollInsetNames(scroll: ScrollView) {
    scroll.contentInset = EdgeInsets(top: 0, leading: 0, bottom: 80, trailing: 0)
    scroll.contentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior.scrollableAxes
    print(scroll.adjustedContentInset, Strength(level: -1).isResting)
}

// The standard controls
func controlNames(root: View) {
    let toggle: Switch = Switch(name: "toggle")
    let spinner: ActivityIndicator = ActivityIndicator(name: "spinner", style: ActivityIndicator.Style.large)
    let avatar: ImageView = ImageView(name: "avatar", imageSize: CGSize(width: 40, height: 40))
    let save: Button = Button(name: "save", title: "Save", font: .preferred(.headline))
    let scroll: ScrollView = ScrollView(name: "scroll")
    let platform: (PlatformLabel, PlatformScrollView, PlatformSwitch, PlatformButton, PlatformImageView) =
        (Label(name: "l"), scroll, toggle, save, avatar)
    print(platform.0.name)
    for view: View in [toggle, spinner, avatar, save] { scroll.addSubview(view) }
    root.addSubview(scroll)
}

// Forms, rich text and fonts on an app's own table
func formNames(root: View) {
    var configuration: Button.Configuration = .filled()
    configuration.imagePlacement = Button.ImagePlacement.top
    let signIn = Button(name: "signIn", configuration: configuration)
    let email: PlatformTextField = TextField(name: "email", placeholder: "Email", font: .preferred(.body))
    email.borderStyle = TextField.BorderStyle.roundedRect
    let terms: PlatformTextView = TextView(name: "terms", text: "Terms")
    var style = ParagraphStyle()
    style.lineSpacing = 4
    var rich: AttributedText = .image(size: CGSize(width: 12, height: 12)) + AttributedText(" 4.8", font: nil)
    rich.paragraphStyle = style
    terms.attributedText = rich
    let table = Font.custom(sizes: [ContentSizeCategory.large: 17], weight: Font.Weight.semibold)
    for view: View in [signIn, email, terms] { root.addSubview(view) }
    print(table)
}

// Cells
func cellNames() {
    let row: PlatformTableViewCell = TableViewCell(name: "row")
    row.accessoryType = TableViewCell.AccessoryType.disclosureIndicator
    let height = row.fittedRowHeight(tableWidth: 393, style: TableStyle.insetGrouped)
    let item: PlatformCollectionViewCell = CollectionViewCell(name: "item")
    print(height, item.fittedSize(width: 180, estimatedHeight: 120), TraitCollection(displayScale: 3), LayoutDevice.iPhoneSE.scale)
}

// Text and traits
func textNames(root: View, fontFile: URL) throws {
    let label = Label(name: "bio", text: "Writes about layout.", font: .preferred(.body))
    label.lineBreakMode = LineBreakMode.byWordWrapping
    let category: ContentSizeCategory = .accessibilityMedium
    root.traitCollection = TraitCollection(horizontalSizeClass: UserInterfaceSizeClass.regular, contentSizeCategory: category)
    let system: any TextMeasuring = SystemTextMeasurer()
    let metrics: LineMetrics = system.lineMetrics(pointSize: Font.preferred(.body).pointSize(for: category), weight: .regular)
    do {
        root.textMeasurer = try FontFileMeasurer(contentsOf: fontFile)
    } catch {
        let reason: FontFileError = error
        print(reason, metrics)
    }
    root.addSubview(label)
}

/// A component of one's own, on a builder line.
struct PinnedToSuperview: ConstraintComponent {
    let view: View
    func constraints(at location: LayoutConstraint.SourceLocation) -> [LayoutConstraint] {
        guard let superview = view.superview else { return [] }
        return LayoutConstraint.build { view.edges == superview.edges }
    }
}

func component(card: View) -> [LayoutConstraint] {
    LayoutConstraint.build { PinnedToSuperview(view: card) }
}

// The mistake-naming protocols are used as constraints only (nothing may
// conform); the numbers as `LayoutNumber`s.
func mistakeNames<A: AddedToAnAnchor, S: SubtractedFromAnAnchor, M: MultiplyingAnAnchor, D: AnchorAsDivisor,
                  V: VFLMisplacedOperand, N: LayoutNumber>(
    _ values: (A, S, M, D, V), spacing: N
) -> CGFloat {
    spacing.layoutValue
}

// What a view shows: its background and how it draws its content.
func appearanceNames(card: View, avatar: ImageView) {
    card.backgroundColor = Color(red: 1, green: 0.8, blue: 0.2, alpha: 0.5)
    let mode: View.ContentMode = .scaleAspectFill
    avatar.contentMode = mode
}

// Text size limits per view.
func contentSizeLimitNames(tabTitle: View) {
    tabTitle.maximumContentSizeCategory = .accessibilityMedium
    tabTitle.minimumContentSizeCategory = ContentSizeCategory.small
}
