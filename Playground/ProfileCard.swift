import AnchorDSL
import AnchorHeadless
import Foundation

/// A profile card on a phone-sized screen: the screen the tour builds.
struct ProfileCard {
    let root = View(name: "root")
    let card = View(name: "card")
    let avatar = View(name: "avatar")
    let name = Label(name: "name", text: "Ada Lovelace", font: .preferred(.headline))
    let bio = Label(
        name: "bio", text: "Wrote the first program, for an engine that was never built, and saw that it could "
            + "compose music.", font: .preferred(.body))
    let follow = View(name: "follow")
    /// The room right of the avatar where the name and the follow button stand in a row.
    let header = LayoutGuide(name: "header")
    let toolbar = View(name: "toolbar")
    let back = View(name: "back")
    let heading = View(name: "heading")
    let share = View(name: "share")

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
        root.addSubview(toolbar)
        for view in [avatar, name, bio, follow] { card.addSubview(view) }
        card.addLayoutGuide(header)
        for view in [back, heading, share] { toolbar.addSubview(view) }
        // The name takes the room the follow button leaves; the bio wraps
        // to as many lines as it needs.
        name.setContentHuggingPriority(.low - 1, for: .horizontal)
        bio.numberOfLines = 0
        follow.intrinsicContentSize = CGSize(width: 88, height: 32)
        back.intrinsicContentSize = CGSize(width: 28, height: 28)
        heading.intrinsicContentSize = CGSize(width: 120, height: 22)
        share.intrinsicContentSize = CGSize(width: 28, height: 28)
    }

    /// The whole layout, in the order it is read.
    @ConstraintBuilder func layout(compact: Bool) -> [LayoutConstraint] {
        card.horizontalEdges == root.safeAreaLayoutGuide.horizontalEdges + 16
        card.top == root.safeAreaLayoutGuide.top + 16
        card.bottom <= toolbar.top - 16

        avatar.size == (compact ? 48 : 64)
        avatar.top == card.layoutMarginsGuide.top
        avatar.leading == card.layoutMarginsGuide.leading

        header.leading == avatar.trailing + 12
        header.trailing == card.layoutMarginsGuide.trailing
        header.verticalEdges == avatar.verticalEdges
        Stack(.horizontal, in: header, spacing: 8, alignment: .center) {
            name
            follow
        }

        bio.top == avatar.bottom + 12
        bio.horizontalEdges == card.layoutMarginsGuide.horizontalEdges
        bio.bottom == card.layoutMarginsGuide.bottom
        if !compact {
            bio.height >= avatar.height * 0.5 + 8 ~ .low
        }

        toolbar.horizontalEdges == root.safeAreaLayoutGuide.horizontalEdges
        toolbar.bottom == root.safeAreaLayoutGuide.bottom
        toolbar.height == 44
        Stack(.horizontal, in: toolbar.layoutMarginsGuide, distribution: .equalSpacing, alignment: .center) {
            back
            heading
            share
        }
    }
}
