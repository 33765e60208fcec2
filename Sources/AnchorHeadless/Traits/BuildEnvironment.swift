import Foundation

/// What a tree built for one test variant sees while it is built, before it
/// has a root on a device: the variant's traits (so that a view asked for
/// its `traitCollection`, or a label measured, during `build` answers as on
/// that phone) and the variant's text transform (so that every label text
/// and button title set during `build` is the one a phone in that language
/// shows). `AnchorDSLTesting`'s closure forms set it around `build`.
package enum BuildEnvironment {
    /// The variant's traits, for a tree whose root has none set yet.
    @TaskLocal package static var traits: TraitCollection?
    /// The variant's rewriting of texts set while the tree is built.
    @TaskLocal package static var textTransform: (@Sendable (String) -> String)?

    /// `text` as the variant being built shows it.
    package static func transformed(_ text: String) -> String {
        guard let transform = textTransform else { return text }
        return transform(text)
    }

    /// Runs `body` with `traits` and `textTransform` in force.
    package static func building<Result>(
        traits: TraitCollection, textTransform: (@Sendable (String) -> String)?, _ body: () -> Result
    ) -> Result {
        $traits.withValue(traits) { $textTransform.withValue(textTransform) { body() } }
    }
}
