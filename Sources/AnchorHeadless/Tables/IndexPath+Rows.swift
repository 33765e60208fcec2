import Foundation

// UIKit adds rows and sections to Foundation's `IndexPath`; where UIKit is
// absent (Linux, a Mac's headless tests), the table's data source reads them
// here. By platform, not `canImport(UIKit)`: Linux's UIKit stub has none.
#if !(os(iOS) || os(tvOS) || os(visionOS) || targetEnvironment(macCatalyst))
extension IndexPath {
    /// The index path of `row` in `section`, as UIKit's `IndexPath(row:section:)`.
    ///
    ///     IndexPath(row: 2, section: 0).row   // 2
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row in its section.
    public var row: Int { count > 1 ? self[1] : 0 }

    /// The section.
    public var section: Int { count > 0 ? self[0] : 0 }
}
#endif
