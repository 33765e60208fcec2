/// The headless views' insets (`layoutMargins`, `safeAreaInsets`,
/// `contentInset`…) under the name UIKit's SwiftUI-era code reads, in
/// reading-direction terms: the core's `LayoutInsets`, which an app's file
/// names so that it never meets SwiftUI's `EdgeInsets`.
///
///     card.edges == root.edges + EdgeInsets(8)
public typealias EdgeInsets = LayoutInsets
