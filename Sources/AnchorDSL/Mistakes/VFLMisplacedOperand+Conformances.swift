import AnchorCore

// The unavailable conformances of `VFLMisplacedOperand`: every end a misplaced
// operand can follow, each with the message the compiler shows.

@available(*, unavailable, message: "a typed Visual Format chain joins views, layout guides and gaps: write the view itself where this text is (as in '|-icon - 8 - title-|', with 'title' a label)")
extension VFLItem: VFLMisplacedOperand {}

@available(*, unavailable, message: "a typed Visual Format chain joins views, layout guides and gaps: write the view itself where this text is (as in '|-icon - 8 - title-|', with 'title' a label)")
extension VFLSpace: VFLMisplacedOperand {}

@available(*, unavailable, message: "a typed Visual Format chain joins views, layout guides and gaps: write the view itself where this text is (as in '|-icon - 8 - title-|', with 'title' a label)")
extension VFLEdgeSpace: VFLMisplacedOperand {}

@available(*, unavailable, message: "a typed Visual Format chain joins views, layout guides and gaps: write the view itself where this text is (as in '|-icon - 8 - title-|', with 'title' a label)")
extension VFLBoundary: VFLMisplacedOperand {}
