import AnchorDSL
import Foundation

// A tour of AnchorDSL: build a profile card with the DSL, activate it, print
// every constraint in its canonical form, and show what a mistake looks like.

let screen = ProfileCard()
let constraints = LayoutConstraint.activate { screen.layout(compact: false) }

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
