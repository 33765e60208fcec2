// An app's file where it most wants the DSL: a UIKit controller that hosts
// SwiftUI, with every SwiftUI name unqualified and the DSL beside it, taking
// UIKit's own insets. `AppNamesTests` type-checks it against the UIKit and
// SwiftUI stubs; it must compile with no error and no warning.
import AnchorDSL
import SwiftUI
import UIKit

struct ProfileView: View {
    @State private var name = ""
    let direction: LayoutDirection
    let category: ContentSizeCategory
    let sizeClass: UserInterfaceSizeClass?

    var body: some View {
        ScrollView {
            VStack {
                Label("Profile", systemImage: "person")
                Text("Hello").font(Font.headline).foregroundColor(Color.white)
                TextField("Name", text: .constant(""))
                Button("Save") {}
            }
            .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        }
    }
}

/// SwiftUI's generic `Label`, specialised as SwiftUI spells it.
func profileLabel() -> Label<Text, Image> {
    Label("Profile", systemImage: "person")
}

/// SwiftUI's insets, not ours: `padding(_:)` takes them.
func cardPadding() -> EdgeInsets {
    EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
}

/// SwiftUI's table styles stay SwiftUI's.
func listStyle<Style: TableStyle>(_ style: Style) -> Style { style }

final class ProfileViewController: UIViewController {
    private let card = UIView(frame: .zero)
    private let avatar = UIImageView(frame: .zero)
    private let name = UILabel(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.addSubview(avatar)
        card.addSubview(name)
        let margins = view.layoutMarginsGuide
        LayoutConstraint.activate {
            card.edges == margins.edges + UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            avatar.size == CGSize(width: 44, height: 44)
            avatar.leading == card.leading + 12
            avatar.centerY == card.centerY
            name.horizontalEdges == card.horizontalEdges + NSDirectionalEdgeInsets(top: 0, leading: 68, bottom: 0, trailing: 12)
            name.verticalEdges == card.verticalEdges + 12
        }
    }
}
