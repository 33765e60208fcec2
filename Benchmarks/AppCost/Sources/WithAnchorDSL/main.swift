import AnchorDSL

// The same card and the same 13 constraints, written with the DSL.
@MainActor func layOut(card: PlatformView, icon: PlatformView, title: PlatformView, subtitle: PlatformView, in root: PlatformView) -> [LayoutConstraint] {
    let safeArea = root.safeAreaLayoutGuide, margins = card.layoutMarginsGuide
    return LayoutConstraint.activate {
        card.horizontalEdges == safeArea.horizontalEdges + 16
        card.top == safeArea.top + 16
        icon.size == CGSize(width: 44, height: 44)
        icon.leading == margins.leading
        icon.verticalEdges == margins.verticalEdges
        title.leading == icon.trailing + 12
        title.trailing == margins.trailing
        title.top == icon.top
        subtitle.leading == title.leading
        subtitle.top == title.bottom + 4
    }
}

MainActor.assumeIsolated {
    let root = PlatformView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = PlatformView(frame: .zero), icon = PlatformView(frame: .zero)
    let title = PlatformView(frame: .zero), subtitle = PlatformView(frame: .zero)
    root.addSubview(card)
    for view in [icon, title, subtitle] { card.addSubview(view) }
    print(layOut(card: card, icon: icon, title: title, subtitle: subtitle, in: root).count)
}
