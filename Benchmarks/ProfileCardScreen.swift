import AnchorDSL
import AnchorHeadless
import Foundation

/// The Playground's profile card (`Playground/ProfileCard.swift`, the
/// regular layout), built here because an executable target cannot import
/// another: a card with an avatar, a name, a follow button and a bio, 18
/// written constraints and 3 intrinsic sizes, active and not yet laid out.
final class ProfileCardScreen {
    let root = View(name: "root")

    init() {
        let card = View(name: "card"), avatar = View(name: "avatar"), name = View(name: "name")
        let bio = View(name: "bio"), follow = View(name: "follow")
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
        root.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        root.addSubview(card)
        for view in [avatar, name, bio, follow] { card.addSubview(view) }
        name.intrinsicContentSize = CGSize(width: 120, height: 22)
        name.firstBaselineOffsetFromTop = 17
        bio.intrinsicContentSize = CGSize(width: 240, height: 60)
        follow.intrinsicContentSize = CGSize(width: 88, height: 32)
        let safeArea = root.safeAreaLayoutGuide, margins = card.layoutMarginsGuide
        LayoutConstraint.activate {
            card.horizontalEdges == safeArea.horizontalEdges + 16
            card.top == safeArea.top + 16
            card.bottom <= safeArea.bottom - 16
            avatar.size == 64
            avatar.top == margins.top
            avatar.leading == margins.leading
            name.leading == avatar.trailing + 12
            name.firstBaseline == avatar.centerY
            name.trailing <= follow.leading - 8
            follow.trailing == margins.trailing
            follow.centerY == avatar.centerY
            follow.width >= 88 ~ .high - 1
            bio.top == avatar.bottom + 12
            bio.horizontalEdges == margins.horizontalEdges
            bio.bottom == margins.bottom
            bio.height >= avatar.height * 0.5 + 8 ~ .low
        }
    }
}
