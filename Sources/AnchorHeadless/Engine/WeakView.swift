/// A view held weakly.
struct WeakView {
    weak var view: View?

    init(_ view: View) {
        self.view = view
    }
}
