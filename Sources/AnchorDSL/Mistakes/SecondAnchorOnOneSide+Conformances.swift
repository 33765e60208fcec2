import Foundation
import AnchorCore

// The unavailable conformances that name each mistake of
// `SecondAnchorOnOneSide.swift`, each with the message the compiler shows.

@available(*, unavailable, message: "one side of a constraint holds one anchor: two anchors cannot be added; write 'a.width == b.width + 8', or one constraint per anchor")
extension XAxisAnchor: AddedToAnAnchor {}

@available(*, unavailable, message: "one side of a constraint holds one anchor: two anchors cannot be added; write 'a.width == b.width + 8', or one constraint per anchor")
extension YAxisAnchor: AddedToAnAnchor {}

@available(*, unavailable, message: "one side of a constraint holds one anchor: two anchors cannot be added; write 'a.width == b.width + 8', or one constraint per anchor")
extension DimensionAnchor: AddedToAnAnchor {}

@available(*, unavailable, message: "one side of a constraint holds one anchor: two anchors cannot be added; write 'a.width == b.width + 8', or one constraint per anchor")
extension LayoutExpression: AddedToAnAnchor {}

@available(*, unavailable, message: "one side of a constraint holds one anchor: only two positions of one axis subtract, as bare anchors, to their distance ('(b.leading - a.trailing) >= 8'); sizes, and positions of different axes, do not")
extension XAxisAnchor: SubtractedFromAnAnchor {}

@available(*, unavailable, message: "one side of a constraint holds one anchor: only two positions of one axis subtract, as bare anchors, to their distance ('(b.leading - a.trailing) >= 8'); sizes, and positions of different axes, do not")
extension YAxisAnchor: SubtractedFromAnAnchor {}

@available(*, unavailable, message: "one side of a constraint holds one anchor: only two positions of one axis subtract, as bare anchors, to their distance ('(b.leading - a.trailing) >= 8'); sizes, and positions of different axes, do not")
extension DimensionAnchor: SubtractedFromAnAnchor {}

@available(*, unavailable, message: "one side of a constraint holds one anchor: only two positions of one axis subtract, as bare anchors, to their distance ('(b.leading - a.trailing) >= 8'); sizes, and positions of different axes, do not")
extension LayoutExpression: SubtractedFromAnAnchor {}

@available(*, unavailable, message: "constraints are linear: an anchor is multiplied by a number, never by another anchor ('a.width == b.width * 0.5')")
extension XAxisAnchor: MultiplyingAnAnchor {}

@available(*, unavailable, message: "constraints are linear: an anchor is multiplied by a number, never by another anchor ('a.width == b.width * 0.5')")
extension YAxisAnchor: MultiplyingAnAnchor {}

@available(*, unavailable, message: "constraints are linear: an anchor is multiplied by a number, never by another anchor ('a.width == b.width * 0.5')")
extension DimensionAnchor: MultiplyingAnAnchor {}

@available(*, unavailable, message: "constraints are linear: an anchor is multiplied by a number, never by another anchor ('a.width == b.width * 0.5')")
extension LayoutExpression: MultiplyingAnAnchor {}

@available(*, unavailable, message: "constraints are linear: only a number divides ('a.width == b.width / 2'); an anchor cannot be a divisor")
extension XAxisAnchor: AnchorAsDivisor {}

@available(*, unavailable, message: "constraints are linear: only a number divides ('a.width == b.width / 2'); an anchor cannot be a divisor")
extension YAxisAnchor: AnchorAsDivisor {}

@available(*, unavailable, message: "constraints are linear: only a number divides ('a.width == b.width / 2'); an anchor cannot be a divisor")
extension DimensionAnchor: AnchorAsDivisor {}

@available(*, unavailable, message: "constraints are linear: only a number divides ('a.width == b.width / 2'); an anchor cannot be a divisor")
extension LayoutExpression: AnchorAsDivisor {}

@available(*, unavailable, message: "a constant is a number (an Int, Double, Float or CGFloat), not text")
extension String: AddedToAnAnchor {}

@available(*, unavailable, message: "an optional constant is unwrapped first ('guard let gap', or 'gap ?? 0')")
extension Optional: AddedToAnAnchor {}

@available(*, unavailable, message: "a constant is a number (an Int, Double, Float or CGFloat), not text")
extension String: SubtractedFromAnAnchor {}

@available(*, unavailable, message: "an optional constant is unwrapped first ('guard let gap', or 'gap ?? 0')")
extension Optional: SubtractedFromAnAnchor {}

@available(*, unavailable, message: "a constant is a number (an Int, Double, Float or CGFloat), not text")
extension String: MultiplyingAnAnchor {}

@available(*, unavailable, message: "an optional constant is unwrapped first ('guard let gap', or 'gap ?? 0')")
extension Optional: MultiplyingAnAnchor {}
