import AnchorModel
import Foundation

// The unavailable conformances of `InsetsOfAnotherComposite`, one per inset
// type, each naming the composite the insets belong to.

@available(*, unavailable, message: "'EdgeInsets' are added to 'edges'; 'horizontalEdges' take 'HorizontalInsets', 'verticalEdges' 'VerticalInsets', 'center' an 'Offset' and 'size' a 'CGSize'")
extension EdgeInsets: InsetsOfAnotherComposite {}

@available(*, unavailable, message: "'HorizontalInsets' are added to 'horizontalEdges'; 'edges' take 'EdgeInsets(top:leading:bottom:trailing:)' or 'EdgeInsets(horizontal:vertical:)'")
extension HorizontalInsets: InsetsOfAnotherComposite {}

@available(*, unavailable, message: "'VerticalInsets' are added to 'verticalEdges'; 'edges' take 'EdgeInsets(top:leading:bottom:trailing:)' or 'EdgeInsets(horizontal:vertical:)'")
extension VerticalInsets: InsetsOfAnotherComposite {}

@available(*, unavailable, message: "an 'Offset' is added to 'center'; 'edges' take 'EdgeInsets' and 'size' a 'CGSize'")
extension Offset: InsetsOfAnotherComposite {}

@available(*, unavailable, message: "a 'CGSize' is added to 'size'; 'edges' take 'EdgeInsets' and 'center' an 'Offset'")
extension CGSize: InsetsOfAnotherComposite {}
