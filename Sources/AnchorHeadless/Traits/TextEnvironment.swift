/// What a view holds of the text environment, made only for views that
/// set some of it (most views never do, and carry one empty reference).
final class TextEnvironment {
    /// The view's own measurer; nil inherits the superview's.
    var measurer: (any TextMeasuring)?
    /// Counts the changes of `measurer`: a label's measurements name the
    /// view and count they were made with, and are made again when either
    /// changes.
    var measurerVersion = 0
    /// A root's traits.
    var traits = TraitCollection()
    /// Whether `traits` were set on the root, rather than left at their
    /// defaults by a measurer set alone: until then a tree being built
    /// for a test variant reads the variant's (`BuildEnvironment`).
    var traitsWereSet = false
    /// Observers of a root's traits, told at the next layout after a change.
    var observers: [WeakTraitObserver] = []
    var traitsChangedSinceLayout = false
}

struct WeakTraitObserver {
    weak var observer: (any TraitObserver)?
}
