@testable import AnchorDSLTesting
import AnchorDSL
import AnchorTestSupport
import Foundation
import Testing

/// A login form ported as a new user would write it from SnapKit: a scroll
/// view whose content is pinned to its own edges, a logo image far larger
/// than its view, two fields (a background and a one-line placeholder), an
/// error label with no text yet, a spacer, a button above the home
/// indicator and an anchor view for the keyboard at the bottom.
final class LoginScreen {
    let root = View(name: "root")

    init() {
        let scroll = ScrollView(name: "scroll"), content = View(name: "content")
        let logo = ImageView(name: "logo", imageSize: CGSize(width: 460, height: 460))
        let title = Label(name: "title", text: "Welcome back", font: .preferred(.largeTitle))
        let email = View(name: "email"), emailPlaceholder = Label(name: "emailPlaceholder", text: "Email address")
        let password = View(name: "password"), passwordPlaceholder = Label(name: "passwordPlaceholder", text: "Password")
        let error = Label(name: "error", text: "", font: .preferred(.footnote))
        let spacer = View(name: "spacer"), keyboardAnchor = View(name: "keyboardAnchor")
        let login = Button(name: "login", title: "Log in", font: .preferred(.headline))
        for view in [scroll, login, keyboardAnchor] as [View] { root.addSubview(view) }
        scroll.addSubview(content)
        for view in [logo, title, email, password, error, spacer] as [View] { content.addSubview(view) }
        email.addSubview(emailPlaceholder)
        password.addSubview(passwordPlaceholder)
        email.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        password.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        login.backgroundColor = Color(red: 0, green: 0.48, blue: 1)
        title.numberOfLines = 0
        error.numberOfLines = 0
        LayoutConstraint.activate {
            scroll.horizontalEdges == root.horizontalEdges
            scroll.top == root.top
            scroll.bottom == login.top - 16
            content.edges == scroll.edges
            content.width == scroll.width
            logo.top == content.top + 24
            logo.centerX == content.centerX
            logo.size == 80
            title.top == logo.bottom + 24
            title.horizontalEdges == content.layoutMarginsGuide.horizontalEdges
            email.top == title.bottom + 24
            email.horizontalEdges == content.layoutMarginsGuide.horizontalEdges
            email.height >= 44
            emailPlaceholder.edges == email.edges + EdgeInsets(horizontal: 12, vertical: 8)
            password.top == email.bottom + 12
            password.horizontalEdges == email.horizontalEdges
            password.height >= 44
            passwordPlaceholder.edges == password.edges + EdgeInsets(horizontal: 12, vertical: 8)
            error.top == password.bottom + 8
            error.horizontalEdges == email.horizontalEdges
            spacer.top == error.bottom
            spacer.height == 0
            spacer.horizontalEdges == content.horizontalEdges
            spacer.bottom == content.bottom - 24
            login.horizontalEdges == root.safeAreaLayoutGuide.horizontalEdges + 16
            login.bottom == root.safeAreaLayoutGuide.bottom - 16
            login.height >= 50
            keyboardAnchor.horizontalEdges == root.horizontalEdges
            keyboardAnchor.bottom == root.bottom
            keyboardAnchor.height == 0
        }
    }
}

@Suite(.failOnUnexpectedDiagnostics) struct PortedLoginScreenTests {
    @Test func everyReportIsAFaultAPhoneShows() {
        let failures = layoutMatrixFailures(
            on: LayoutDevice.phones, directions: [.leftToRight, .rightToLeft],
            contentSizes: [.large, .accessibilityExtraExtraExtraLarge], text: [.asWritten, .doubleLength],
            checking: .all, ignoring: []
        ) { LoginScreen().root }
        // The logo scales, the spacer, the empty error label and the keyboard
        // anchor show nothing, the content pinned from inside scrolls below
        // the status bar: nothing of those is reported. What is: one-line
        // placeholders cut at AX5, as on a phone. The button, without a
        // configuration as every SnapKit-era button, has no insets to cut
        // its title with.
        expectEqual(failures.count, 12)
        #expect(failures.allSatisfy { $0.contains("accessibilityExtraExtraExtraLarge") && $0.contains(" is truncated: ") })
        let views = Set(failures.map { $0.components(separatedBy: ": ")[1].components(separatedBy: " (")[0] })
        expectEqual(views, ["emailPlaceholder", "passwordPlaceholder"])
    }
}
