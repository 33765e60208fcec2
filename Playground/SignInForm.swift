import AnchorDSL
import AnchorHeadless
import Foundation

/// A sign-in form as an app writes it: two rounded fields with
/// placeholders, a button with a configuration (its title wraps), and a
/// "link label": a text view that does not scroll, in rich text.
@MainActor
final class SignInForm {
    let root = View(name: "root")
    let heading = Label(name: "heading", text: "Sign in", font: .preferred(.largeTitle))
    let email = TextField(name: "email", placeholder: "Email address")
    let password = TextField(name: "password", placeholder: "Password")
    let signIn: Button
    let terms = TextView(name: "terms")

    init() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Sign in with email"
        configuration.font = .preferred(.headline)
        signIn = Button(name: "signIn", configuration: configuration)
        for field in [email, password] { field.borderStyle = .roundedRect }
        password.rightViewSize = CGSize(width: 44, height: 34)
        heading.numberOfLines = 0
        terms.isScrollEnabled = false
        terms.attributedText = AttributedText("New here? ", font: .preferred(.footnote))
            + AttributedText("Create an account", font: .preferred(.headline))
        for view: View in [heading, email, password, signIn, terms] { root.addSubview(view) }
    }

    /// The form, activated: the closure form of `expectValidLayout` builds it per variant.
    func activated() -> SignInForm {
        LayoutConstraint.activate {
            heading.top == root.safeAreaLayoutGuide.top + 24
            email.top == heading.bottom + 24
            password.top == email.bottom + 12
            signIn.top == password.bottom + 24
            terms.top == signIn.bottom + 12
            for view: View in [heading, email, password, signIn, terms] {
                view.horizontalEdges == root.layoutMarginsGuide.horizontalEdges
            }
        }
        return self
    }
}
