import Foundation

/// A headless view: a node of a view hierarchy that holds constraints and
/// owns layout guides, named after UIKit's `UIView`. A plain view has no
/// intrinsic size unless one is set; the kinds that size themselves from
/// their content (labels, buttons, text fields and text views, image views,
/// switches, indicators) override `intrinsicContentSize`.
///
///     let root = View(name: "root")
open class View: LayoutItem {
    /// UIKit's `noIntrinsicMetric`: the view has no natural size along an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The name shown in descriptions and errors.
    public let name: String
    /// The view itself, as a guide's `owningView` is the view it was added
    /// to: the view whose coordinate space the item lives in.
    public var owningView: View? { self }

    /// The view this one was added to.
    public private(set) weak var superview: View? {
        didSet { unretainedSuperview = superview.map(Unmanaged.passUnretained) }
    }
    /// `superview`, unretained, kept in step with it (a view clears it on
    /// its subviews when it goes away), so that it can be compared and
    /// borrowed without reading the weak reference, which retains and
    /// releases the superview on the runtime's slow path: a typed Visual
    /// Format chain reads every view's. Not checked for exclusive access at
    /// run time, as every read would be: only this file writes it, never
    /// while it is read.
    @exclusivity(unchecked) private var unretainedSuperview: Unmanaged<View>?

    /// The identity of `superview`, read without retaining it.
    package var superviewIdentity: ObjectIdentifier? {
        unretainedSuperview.map { $0._withUnsafeGuaranteedRef { ObjectIdentifier($0) } }
    }

    /// Calls `body` with `superview`, borrowed: neither retained nor
    /// released.
    package func withSuperview<Result>(_ body: (View?) -> Result) -> Result {
        guard let unretainedSuperview else { return body(nil) }
        return unretainedSuperview._withUnsafeGuaranteedRef { body($0) }
    }
    /// The views added to this one, back to front.
    public private(set) var subviews: [View] = []
    /// The guides added to this one, including the margins and safe-area guides
    /// once they have been asked for.
    public private(set) var layoutGuides: [LayoutGuide] = []
    /// The active constraints installed on this view: those whose items'
    /// nearest common ancestor it is.
    public internal(set) var constraints: [LayoutConstraint] = []

    // Geometry, validated where it enters (View+Geometry.swift): the
    // engine reads these.
    /// The frame as the engine writes it, without recording a change.
    var solvedFrame: CGRect = .zero
    var storedTranslatesAutoresizingMask = true
    var storedLayoutMargins = EdgeInsets(8)
    var storedSafeAreaInsets = EdgeInsets.zero
    var storedInsetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins` (View+Geometry.swift).
    var storedPreservesSuperviewLayoutMargins = false
    var storedFirstBaselineOffsetFromTop: CGFloat?
    /// `clipsToBounds` as set; nil: the kind's default.
    var storedClipsToBounds: Bool?
    /// The controller whose root view this is (UIKit keeps it unretained:
    /// the controller owns its view).
    package internal(set) weak var viewController: ViewController? {
        didSet { isControllersView = viewController != nil }
    }
    /// Whether `viewController` was set: read before it, as a weak
    /// reference is slow to read and the engine asks every view's margins.
    private(set) var isControllersView = false
    var storedLastBaselineOffsetFromBottom: CGFloat = 0

    /// Whether the view is hidden. As `UIView.isHidden`, it does not change
    /// Auto Layout: a hidden view keeps its constraints and its frame. The
    /// pictures draw it dashed, stacks give it no room, and the geometric
    /// layout checks skip it.
    ///
    ///     badge.isHidden = true
    public var isHidden = false
    /// Whether the view is meant to overlap its siblings (a background, a
    /// floating button, a cross-fade): the `.overlappingSiblings` layout
    /// check does not report it, in any test. False by default. Its own
    /// subviews are still checked against each other.
    ///
    ///     gradient.allowsOverlap = true
    public var allowsOverlap = false
    /// `alpha`, validated where it enters (View+Appearance.swift).
    var storedAlpha: CGFloat = 1
    /// `backgroundColor`, validated where it enters (View+Appearance.swift).
    var storedBackgroundColor: Color?
    /// The limits of the content size category this view and its subviews
    /// see (View+ContentSizeLimits.swift).
    var contentSizeLimits: (minimum: ContentSizeCategory?, maximum: ContentSizeCategory?) = (nil, nil)
    /// `contentMode` (View+ContentMode.swift).
    var storedContentMode = ContentMode.scaleToFill

    /// The view's natural size; `View.noIntrinsicMetric` along an axis that
    /// has none. A `Label` measures its own from its text. A subclass may
    /// override it (reading `super`), as a UIKit view does, and call
    /// `invalidateIntrinsicContentSize()` when what it reads changes: the
    /// engine asks the view itself whenever it measures.
    ///
    ///     badge.intrinsicContentSize = CGSize(width: 24, height: 24)
    open var intrinsicContentSize: CGSize {
        get { storedIntrinsicContentSize }
        set {
            guard Self.isFinite(newValue.width, newValue.height) else {
                return reportInvalid("intrinsicContentSize", newValue)
            }
            storedIntrinsicContentSize = newValue
            noteLayoutChange()
        }
    }
    var storedIntrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)

    /// How far the frame lies outside the rectangle Auto Layout aligns, as
    /// UIKit's `alignmentRectInsets`: constraints, and the intrinsic size,
    /// place the alignment rectangle, and the frame is that rectangle outset
    /// by these insets (a shadow or a badge that should not count for
    /// alignment). `.zero`; a subclass overrides it. Leading and trailing
    /// follow the layout direction; insets that are not finite, or negative
    /// ones larger than the rectangle, are reported and left out.
    ///
    ///     override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 4, leading: 2, bottom: 4, trailing: 2) }
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// Tells the engine that `intrinsicContentSize` changed, as
    /// `UIView.invalidateIntrinsicContentSize()`: the next layout asks the
    /// view for it again. A subclass whose size depends on its own state
    /// calls it when that state changes.
    ///
    ///     chip.invalidateIntrinsicContentSize()
    public func invalidateIntrinsicContentSize() {
        rootView.engine?.noteRemeasured(self)
    }

    /// Where the engine puts `firstBaseline`, down from the top; nil for the
    /// bottom edge. A label's follows its text.
    var engineFirstBaselineOffsetFromTop: CGFloat? { storedFirstBaselineOffsetFromTop }
    /// Where the engine puts `lastBaseline`, up from the bottom.
    var engineLastBaselineOffsetFromBottom: CGFloat { storedLastBaselineOffsetFromBottom }

    /// The text environment the view sets: measurer, and a root's traits.
    var textEnvironment: TextEnvironment?

    /// The engine of the tree this view is the root of, made by the first
    /// layout; a view that gets a superview drops its own.
    var engine: LayoutEngine?
    /// The view's unknowns in its root's solver.
    var engineVariables: ItemVariables?

    private var explicitLayoutDirection: LayoutDirection?
    /// Read and written in View+ContentPriorities.swift.
    var huggingPriorities = (horizontal: Priority.low, vertical: Priority.low)
    var compressionResistancePriorities = (horizontal: Priority.high, vertical: Priority.high)

    // Made on first use, like UIKit's, so that views that never use them
    // carry no extra guides.
    // Read and written in View+BuiltInGuides.swift.
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var readableGuide: LayoutGuide?

    // MARK: The kind seam
    // What each kind of view (`Label`, `Button`, `Switch`, …) answers about
    // its content, overriding these; the engine, the checks, the pictures
    // and the text variants ask these and never which kind a view is.

    /// Whether the view's intrinsic size is measured text, with the tree's
    /// measurer at its content size category: measured again when either
    /// changes.
    package var measuresText: Bool { false }
    /// Whether the view wraps its text at the width it is laid out at: the
    /// engine lays such views out twice.
    package var wrapsAtLayoutWidth: Bool { false }
    /// The width the last layout settled a wrapping view at; nil before any
    /// layout, and always for a view that does not wrap.
    var automaticWrapWidth: CGFloat? {
        get { nil }
        set {}  // A view that does not wrap keeps no width.
    }
    /// The intrinsic size as the engine reads it: `intrinsicContentSize`,
    /// so that a subclass's override is what the engine sees, with a view
    /// that wraps at its layout width wrapped at `layoutWidth` (nil: not
    /// wrapped) while it answers.
    final func intrinsicSize(wrappingAt layoutWidth: CGFloat?) -> CGSize {
        guard wrapsAtLayoutWidth, automaticWrapWidth != layoutWidth else { return intrinsicContentSize }
        let settled = automaticWrapWidth
        automaticWrapWidth = layoutWidth
        defer { automaticWrapWidth = settled }
        return intrinsicContentSize
    }
    /// The texts the view shows, which a test's text variants rewrite: a
    /// label's text (each run of its rich text), a button's title, a text
    /// field's text and placeholder; empty for a view without text.
    package var shownTexts: [String] {
        get { [] }
        set {}  // A view without text has none to rewrite.
    }
    /// What the view shows of its text in its frame; nil for a view without text.
    package func textLayout() -> TextLayout? { nil }
    /// Whether the view is drawn at its intrinsic size whatever its frame
    /// (a switch): a frame of any other size is a problem.
    package var hasFixedSize: Bool { false }
    /// Whether the view itself draws something: a background that is not
    /// clear, and whatever its kind shows (a label's text, a button's
    /// title, an image, a switch). Its subviews aside; the layout checks
    /// judge a view that shows nothing at any size, as UIKit draws nothing.
    package var showsContentOfItsOwn: Bool { storedBackgroundColor?.isVisible ?? false }
    /// Whether what the view shows is text or a control, which the system's
    /// bars and the sensor housing must not cover (a label with text, a
    /// button with a title, a switch, an indicator); backgrounds and images
    /// may extend under them.
    package var needsSafeArea: Bool { false }
    /// Whether the view shows text or takes touches (a label with text, a
    /// button, a field, a text view, a switch): outside its superview it
    /// spills over what is beside it, and UIKit's hit-testing never reaches
    /// it there, so it is at fault where decoration would bleed as designed.
    package var isTextOrControl: Bool { false }
    /// Whether a view of this kind clips to its bounds unless told (a scroll view).
    var clipsToBoundsByDefault: Bool { false }
    /// Whether the view draws its content scaled to its frame, so that a
    /// frame smaller than the content cuts nothing (an image view whose
    /// `contentMode` scales).
    package var scalesContentToFrame: Bool { false }
    /// Where the view draws content of a size of its own (an image view's
    /// image, placed by `contentMode`) in `bounds`; nil for none.
    package func contentBox(in bounds: CGRect) -> CGRect? { nil }
    /// Why the view refuses a baseline offset set by hand (its text places
    /// its baselines); nil when it takes one.
    var baselineRule: String? { nil }
    /// Whether the view's kind owns `guide` for the view's whole life (a
    /// scroll view's content and frame guides): it cannot be removed or moved.
    func keepsGuide(_ guide: LayoutGuide) -> Bool { false }
    /// The guides a scroll view places, and the content offset set on it
    /// (nil: it rests where the adjusted content inset puts it, as UIKit's
    /// first layout does); nil for any other view.
    var scrollGuides: (content: LayoutGuide, frame: LayoutGuide, offset: CGPoint?)? { nil }
    /// A scroll view's content inset with what the safe area adds to it
    /// (`adjustedContentInset`), given its safe-area insets, its content
    /// size and its own size; nil for any other view.
    func adjustedContentInsets(safeArea: AbsoluteInsets, contentSize: CGSize, size: CGSize) -> AbsoluteInsets? { nil }
    /// After layout, a scroll view's content size, the part of its content
    /// that shows, and all that scrolling reaches (the content and its
    /// adjusted insets), in content coordinates; nil for any other view.
    package var scrollGeometry: (contentSize: CGSize, visible: CGRect, reachable: CGRect)? { nil }
    /// The axes along which a scroll view's content size is not determined
    /// by its content (UIKit's "scrollable content size is ambiguous");
    /// empty for any other view.
    package func ambiguousScrollableAxes() -> [LayoutAxis] { [] }
    /// Whether the view places parts of its own after a layout gave it its
    /// size (a table's rows, a button's title label): `layoutIfNeeded()`
    /// asks it to, then lays out again.
    package var settlesParts: Bool { false }
    /// Places the view's parts at the size the last layout gave it, if
    /// anything they depend on changed; whether it did.
    package func settleParts() -> Bool { false }
    /// What a cell draws besides its content, in its bounds: the separator
    /// below a table row and the accessory at its trailing side; nil for
    /// any other view.
    package var cellMarks: (separator: CGRect?, accessory: (rect: CGRect, symbol: String)?)? { nil }
    /// After a cell sized itself, when its content view's constraints gave
    /// it no height: what UIKit's warning says was zero ("a height of zero
    /// for a table view cell's content view") and what it used instead; nil
    /// for any other view, and for a cell that did not collapse.
    package var contentCollapse: (zeroOf: String, usedInstead: String)? { nil }
    /// Reports a refused value of a property the view's kind decides; the
    /// view keeps the value it had.
    func refuse(_ property: String, _ value: Any, _ reason: String) {
        LayoutDiagnostics.report(.invalidViewProperty(view: name, property: property, value: "\(value)", reason: reason))
    }

    /// A view named for descriptions and errors.
    ///
    ///     let card = View(name: "card")
    public init(name: String) {
        self.name = name
    }

    deinit {
        // The subviews' weak `superview` turns nil by itself; its unretained
        // copy does not.
        for subview in subviews { subview.unretainedSuperview = nil }
    }

    /// The reading direction: set on this view, or else inherited from the
    /// superview, or else left to right.
    ///
    ///     root.layoutDirection = .rightToLeft
    public var layoutDirection: LayoutDirection {
        get {
            var current: View? = self
            while let view = current {
                if let direction = view.explicitLayoutDirection { return direction }
                current = view.superview
            }
            return .leftToRight
        }
        set {
            explicitLayoutDirection = newValue
            rootView.engine?.noteTreeChanged()
        }
    }

    /// Adds `view` on top of the other subviews, first removing it from its
    /// current superview. Adding a view to itself or to one of its own
    /// descendants is reported to `LayoutDiagnostics` and changes nothing.
    ///
    ///     root.addSubview(card)
    public func addSubview(_ view: View) {
        if view === self || isDescendant(of: view) {
            LayoutDiagnostics.report(.hierarchyCycle(parent: name, child: view.name))
            return
        }
        if view.isControllersView, let controller = view.viewController, controller.parent?.viewIfLoaded !== self {
            return refuse(
                "subviews", view.name,
                "'\(view.name)' is the view of controller '\(controller.name)': show a controller in a "
                    + "NavigationController or a TabBarController, not by adding its view to another tree")
        }
        if view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: index)
            subviews.append(view)
            return
        }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.engine = nil
        view.handTraitObservers(to: rootView)
        rootView.engine?.noteTreeChanged()
    }

    /// Detaches the view from its superview. As in UIKit, the active constraints
    /// that relate something inside this view's subtree to something outside it
    /// are deactivated; constraints within the subtree stay.
    ///
    ///     card.removeFromSuperview()
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let subtree = Set(descendantsAndSelf.map(ObjectIdentifier.init))
        parent.uninstallConstraintsHereAndAbove { $0.mentionsAny(of: subtree) }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.rootView.engine?.noteTreeChanged()
    }

    /// Makes the view own `guide`, so that it can be constrained. A guide
    /// already owned by another view is moved, as in UIKit, except another
    /// view's margins or safe-area guide: that is reported to
    /// `LayoutDiagnostics` and changes nothing.
    ///
    ///     root.addLayoutGuide(column)
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        if let owner = guide.owningView, owner.isBuiltInGuide(guide) {
            LayoutDiagnostics.report(.builtInGuideMoved(guide: guide.qualifiedName, to: name))
            return
        }
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owningView = self
        rootView.engine?.noteTreeChanged()
    }

    /// Releases `guide`, deactivating the constraints that mention it. A
    /// scroll view's content and frame guides stay: removing one is reported
    /// to `LayoutDiagnostics` and changes nothing.
    ///
    ///     root.removeLayoutGuide(column)
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        if keepsGuide(guide) {
            return LayoutDiagnostics.report(.builtInGuideRemoved(guide: guide.qualifiedName, from: name))
        }
        uninstallConstraintsHereAndAbove { constraint in constraint.items.contains { $0 === guide } }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        guide.isLayoutMarginsGuide = false
        rootView.engine?.noteTreeChanged()
    }

    /// Whether `view` is this view or one of its ancestors.
    ///
    ///     label.isDescendant(of: root)
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Deactivates the matching constraints installed on this view or any
    /// ancestor: where a constraint that reaches this view from outside lives.
    private func uninstallConstraintsHereAndAbove(where matches: (LayoutConstraint) -> Bool) {
        var current: View? = self
        while let view = current {
            for constraint in view.constraints where matches(constraint) {
                constraint.uninstall()
            }
            current = view.superview
        }
    }

    /// Whether a built-in guide exists, so the engine must place it.
    var hasBuiltInGuides: Bool { marginsGuide != nil || safeAreaGuide != nil || readableGuide != nil }

    /// The top of the view's tree: the view itself if it has no superview.
    package var rootView: View {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    /// Geometry is checked where it enters, so the engine never meets a NaN.
    static func isFinite(_ values: CGFloat...) -> Bool {
        values.allSatisfy(\.isFinite)
    }

    /// Reports a refused value of a geometric property.
    func reportInvalid(_ property: String, _ value: Any) {
        LayoutDiagnostics.report(.invalidGeometry(view: name, property: property, value: "\(value)"))
    }

    /// Tells the root's engine, if there is one yet, that a property of this
    /// view that constraints are derived from changed.
    func noteLayoutChange() {
        rootView.engine?.noteChanged(self)
    }

    /// This view and every view below it.
    var descendantsAndSelf: [View] {
        var result: [View] = [self]
        var index = 0
        while index < result.count {
            result.append(contentsOf: result[index].subviews)
            index += 1
        }
        return result
    }
}

extension View: CustomStringConvertible {
    public var description: String { name }
}
