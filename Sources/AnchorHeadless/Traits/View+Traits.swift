import Foundation

extension View {
    /// The root's traits: size classes and content size category. Set it on
    /// a root; on a view with a superview, setting it is reported to
    /// `LayoutDiagnostics` and ignored. A change reaches every label of the
    /// tree (`.preferred` fonts take the new size) and every
    /// `ConstraintGroup` whose builder read a view's `traitCollection`
    /// (it updates itself) at the next layout.
    ///
    ///     root.traitCollection.contentSizeCategory = .accessibilityLarge
    public var traitCollection: TraitCollection {
        get {
            let root = rootView
            TraitTracking.noteRead(of: root)
            var traits = root.rootTraits
            traits.contentSizeCategory = clampedContentSizeCategory(traits.contentSizeCategory)
            return traits
        }
        set {
            if let superview {
                return LayoutDiagnostics.report(.traitsOnSubview(view: name, root: superview.rootView.name))
            }
            if let problem = newValue.problem {
                return refuse("traitCollection", newValue.displayScale, problem)
            }
            let old = rootTraits
            let environment = ownTextEnvironment
            environment.traits = newValue
            environment.traitsWereSet = true
            guard newValue != old else { return }
            environment.traitsChangedSinceLayout = true
            if newValue.contentSizeCategory != old.contentSizeCategory || newValue.displayScale != old.displayScale {
                noteLabelsRemeasured()
            }
        }
    }

    /// What measures the labels of this view's subtree; nil (the default)
    /// inherits the superview's, and a root's nil means `SystemTextMeasurer()`.
    ///
    ///     root.textMeasurer = try FontFileMeasurer(contentsOf: brandFontURL)
    public var textMeasurer: (any TextMeasuring)? {
        get { textEnvironment?.measurer }
        set {
            let environment = ownTextEnvironment
            environment.measurer = newValue
            environment.measurerVersion += 1
            noteLabelsRemeasured()
        }
    }

    /// What a label here measures with, found in one walk to the root: the
    /// measurer of the nearest view up the tree that sets one (with that
    /// view's identity and version), else the system's, and the root's
    /// content size category, read without recording a trait read (labels
    /// read it to measure, not to choose constraints).
    var textContext: (measurer: any TextMeasuring, source: MeasurerSource?, category: ContentSizeCategory) {
        var nearest: (measurer: any TextMeasuring, source: MeasurerSource)?
        var limited: [View] = []
        var view = self
        while true {
            if nearest == nil, let environment = view.textEnvironment, let measurer = environment.measurer {
                nearest = (measurer, MeasurerSource(view: ObjectIdentifier(view), version: environment.measurerVersion))
            }
            if view.contentSizeLimits != (nil, nil) { limited.append(view) }
            guard let superview = view.superview else { break }
            view = superview
        }
        let category = Self.clamp(view.rootTraits.contentSizeCategory, byLimitsOf: limited)
        return (nearest?.measurer ?? SystemTextMeasurer(), nearest?.source, category)
    }

    /// A root's traits: those set on it, else those of the test variant
    /// its tree is being built for, else the defaults.
    var rootTraits: TraitCollection {
        if let environment = textEnvironment, environment.traitsWereSet { return environment.traits }
        return BuildEnvironment.traits ?? TraitCollection()
    }

    /// The labels of this view's subtree measure again at the next layout,
    /// and the constraints on their baselines take the new offsets: their
    /// measurer or their text size changed.
    func noteLabelsRemeasured() {
        rootView.engine?.noteMeasuringChanged(of: descendantsAndSelf.filter(\.measuresText))
    }

    /// Registers `observer` to be told when this root's traits change (a
    /// headless root is the `TraitRoot` of its tree).
    package func addTraitObserver(_ observer: any TraitObserver) {
        let environment = ownTextEnvironment
        environment.observers.removeAll { $0.observer == nil }
        guard !environment.observers.contains(where: { $0.observer === observer }) else { return }
        environment.observers.append(WeakTraitObserver(observer: observer))
    }

    /// Gives the observers of this view's traits, a root until now, to the
    /// root of the tree it joined: the traits they read are that root's now,
    /// as a screen built on its own (a controller's view loaded before a
    /// navigation controller shows it) follows the traits of the window it
    /// is put in. They are told at the next layout.
    func handTraitObservers(to root: View) {
        guard let environment = textEnvironment, !environment.observers.isEmpty else { return }
        let observers = environment.observers.compactMap(\.observer)
        environment.observers.removeAll()
        for observer in observers { root.addTraitObserver(observer) }
        root.ownTextEnvironment.traitsChangedSinceLayout = true
    }

    /// Tells this root's trait observers of a change since the last layout,
    /// before the layout: their updates are part of it.
    func notifyTraitObserversIfNeeded() {
        guard let environment = textEnvironment, environment.traitsChangedSinceLayout else { return }
        environment.traitsChangedSinceLayout = false
        for entry in environment.observers { entry.observer?.rootTraitsDidChange() }
    }

    var ownTextEnvironment: TextEnvironment {
        if let textEnvironment { return textEnvironment }
        let made = TextEnvironment()
        textEnvironment = made
        return made
    }
}

/// The view whose `textMeasurer` a measurement used, and that property's
/// version then.
struct MeasurerSource: Hashable {
    let view: ObjectIdentifier
    let version: Int
}

extension View: TraitRoot {}
