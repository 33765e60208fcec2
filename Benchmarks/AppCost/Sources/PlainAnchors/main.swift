import UIKit

// A card with an icon, a title and a subtitle: 13 constraints with UIKit's anchors.
@MainActor func layOut(card: UIView, icon: UIView, title: UIView, subtitle: UIView, in root: UIView) -> [NSLayoutConstraint] {
    for view in [card, icon, title, subtitle] { view.translatesAutoresizingMaskIntoConstraints = false }
    let safeArea = root.safeAreaLayoutGuide, margins = card.layoutMarginsGuide
    let constraints = [
        card.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
        card.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
        card.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
        icon.widthAnchor.constraint(equalToConstant: 44),
        icon.heightAnchor.constraint(equalToConstant: 44),
        icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        icon.topAnchor.constraint(equalTo: margins.topAnchor),
        icon.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
        title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        title.topAnchor.constraint(equalTo: icon.topAnchor),
        subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
    ]
    NSLayoutConstraint.activate(constraints)
    return constraints
}

MainActor.assumeIsolated {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = UIView(frame: .zero), icon = UIView(frame: .zero), title = UIView(frame: .zero), subtitle = UIView(frame: .zero)
    root.addSubview(card)
    for view in [icon, title, subtitle] { card.addSubview(view) }
    print(layOut(card: card, icon: icon, title: title, subtitle: subtitle, in: root).count)
}
