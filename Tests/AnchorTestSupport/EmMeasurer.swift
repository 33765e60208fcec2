import AnchorHeadless
import Foundation

/// A measurer whose arithmetic a test can do in its head: every character
/// is one em wide (the point size) and a line is one em high (ascender
/// 0.8 em, descender 0.2 em). At `.system(size: 10)`, "ab cd" is 50
/// points wide and each line 10 points high.
public struct EmMeasurer: TextMeasuring {
    public init() {}

    public func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight) -> CGFloat {
        CGFloat(text.count) * pointSize
    }

    public func lineMetrics(pointSize: CGFloat, weight: Font.Weight) -> LineMetrics {
        LineMetrics(ascender: 0.8 * pointSize, descender: 0.2 * pointSize)
    }
}

/// `view` at the top left of a 400 × 400 root that measures with
/// `EmMeasurer`, held `width` wide and `height` high when they are given,
/// and laid out: the tree the tests of a kind of view measure it in.
public func emTree(_ view: View, width: CGFloat? = nil, height: CGFloat? = nil) -> View {
    let (root, _) = makeRoot(400, 400)
    root.textMeasurer = EmMeasurer()
    root.addSubview(view)
    var constraints = [
        LayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading),
        LayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top),
    ]
    if let width { constraints.append(LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: width)) }
    if let height { constraints.append(LayoutConstraint(item: view, attribute: .height, relatedBy: .equal, constant: height)) }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return root
}
