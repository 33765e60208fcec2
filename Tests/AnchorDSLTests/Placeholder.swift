import Testing
@testable import AnchorDSL
@Test func placeholderAnchorDSL() {}
