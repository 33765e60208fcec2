import Foundation

/// A headless `UISearchBar`: as wide as Auto Layout makes it, 56 points
/// high (the default, prominent style of iOS 13 and later, as commonly
/// measured; an estimate, not read from a recording here). It has no
/// intrinsic width; hugging 250 and compression resistance 750.
///
///     let search = SearchBar(name: "search")
///     search.placeholder = "Search"
open class SearchBar: View {
    /// The text shown while the field is empty; nil for none.
    ///
    ///     search.placeholder = "Search settings"
    public var placeholder: String? {
        get { storedPlaceholder }
        set { storedPlaceholder = newValue.map(BuildEnvironment.transformed) }
    }

    private var storedPlaceholder: String?

    /// A search bar named for descriptions and errors.
    ///
    ///     let search = SearchBar(name: "search")
    public override init(name: String) {
        super.init(name: name)
        intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: Self.height)
    }

    /// The height UIKit gives a search bar of the default style (estimated).
    static let height: CGFloat = 56

    package override var showsContentOfItsOwn: Bool { true }
    package override var needsSafeArea: Bool { true }
    package override var isTextOrControl: Bool { true }
}
