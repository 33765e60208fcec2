import AnchorDSL
import Foundation

/// A profile card on a phone-sized screen: the screen the tour builds.
struct ProfileCard {
    let root = View(name: "root")
    let card = View(name: "card")
    let avatar = View(name: "avatar")
    let name = View(name: "name")
    let bio = View(name: "bio")
    let follow = View(name: "follow")

    /// A phone held upright and on its side, with the safe areas of a phone
    /// with a notch.
    static let orientations: [(name: String, size: CGSize, safeArea: EdgeInsets)] = [
        ("portrait", CGSize(width: 375, height: 812), EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)),
        ("landscape", CGSize(width: 812, height: 375), EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)),
    ]

    init() {
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
        root.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        root.addSubview(card)
        for view in [avatar, name, bio, follow] { card.addSubview(view) }
        name.intrinsicContentSize = CGSize(width: 120, height: 22)
        name.firstBaselineOffsetFromTop = 17
        bio.intrinsicContentSize = CGSize(width: 240, height: 60)
        follow.intrinsicContentSize = CGSize(width: 88, height: 32)
    }

    /// The whole layout, in the order it is read.
    @ConstraintBuilder func layout(compact: Bool) -> [LayoutConstraint] {
        card.horizontalEdges == root.safeAreaLayoutGuide.horizontalEdges + 16
        card.top == root.safeAreaLayoutGuide.top + 16
        card.bottom <= root.safeAreaLayoutGuide.bottom - 16

        avatar.size == (compact ? 48 : 64)
        avatar.top == card.layoutMarginsGuide.top
        avatar.leading == card.layoutMarginsGuide.leading

        name.leading == avatar.trailing + 12
        name.firstBaseline == avatar.centerY
        name.trailing <= follow.leading - 8

        follow.trailing == card.layoutMarginsGuide.trailing
        follow.centerY == avatar.centerY
        follow.width >= 88 ~ .high - 1

        bio.top == avatar.bottom + 12
        bio.horizontalEdges == card.layoutMarginsGuide.horizontalEdges
        bio.bottom == card.layoutMarginsGuide.bottom
        if !compact {
            bio.height >= avatar.height * 0.5 + 8 ~ .low
        }
    }
}
