import Foundation

extension View {
    /// The laid-out tree as a small SVG, `width` points wide: each view
    /// that is seen as an outline in its depth's colour, no text and no
    /// guides, and where each problem lies filled in red on top (the first
    /// 20). For a grid of many variants, where a full picture each would
    /// make the page heavy.
    ///
    ///     let icon = root.svgThumbnail(width: 90, overlays: [])
    package func svgThumbnail(width: CGFloat, overlays: [PictureOverlay]) -> String {
        let items = PictureItem.items(of: self)
        let extent = PictureItem.extent(of: items, self)
        let scale = extent.width > 0 ? width / extent.width : 1
        let number = NumberText.hundredths
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" "
            + "height=\"\(number(extent.height * scale))\" viewBox=\"\(number(extent.minX)) \(number(extent.minY)) "
            + "\(number(extent.width)) \(number(extent.height))\">"
            + "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>"
        text += "<g fill=\"none\">"
        for item in items where !item.isGuide && !item.isUnseen {
            let colour = Self.depthColours[item.depth % Self.depthColours.count]
            text += "<rect x=\"\(number(item.rect.minX))\" y=\"\(number(item.rect.minY))\" "
                + "width=\"\(number(abs(item.rect.width)))\" height=\"\(number(abs(item.rect.height)))\" "
                // A stroke in the picture's units would vanish, scaled down.
                + "stroke=\"\(colour)\" vector-effect=\"non-scaling-stroke\"/>"
        }
        text += "</g>"
        for overlay in overlays.prefix(20) {
            let area = overlay.bounds.insetBy(dx: -2, dy: -2)
            text += "<rect x=\"\(number(area.minX))\" y=\"\(number(area.minY))\" width=\"\(number(area.width))\" "
                + "height=\"\(number(area.height))\" fill=\"#d0021b66\" stroke=\"#d0021b\" "
                + "vector-effect=\"non-scaling-stroke\"/>"
        }
        return text + "</svg>"
    }
}
