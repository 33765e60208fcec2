import AnchorHeadless
import Foundation
import Testing

/// A root of the given size with named subviews added to it.
public func makeRoot(_ width: CGFloat = 400, _ height: CGFloat = 400, _ names: String...) -> (View, [View]) {
    let root = View(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    let children = names.map(View.init(name:))
    children.forEach(root.addSubview)
    return (root, children)
}

/// `CGRect(x:y:width:height:)`, short for the many expected frames.
public func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Frames compared to within a millionth of a point, as solved values are
/// sums of doubles.
public func expectFrame(
    _ actual: CGRect, _ expected: CGRect, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
    let pairs: [(CGFloat, CGFloat)] = [
        (actual.minX, expected.minX), (actual.minY, expected.minY),
        (actual.width, expected.width), (actual.height, expected.height),
    ]
    let close = pairs.allSatisfy { abs($0.0 - $0.1) < 1e-6 }
    if !close {
        let prefix = context.isEmpty ? "" : "\(context): "
        Issue.record("\(prefix)expected \(expected), got \(actual)", sourceLocation: sourceLocation)
    }
}
