import Testing
@testable import AnchorSolver
@Test func placeholderAnchorSolver() {}
