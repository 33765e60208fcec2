import Testing
@testable import AnchorModel
@Test func placeholderAnchorModel() {}
