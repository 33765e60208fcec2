import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

@Suite(.failOnUnexpectedDiagnostics)
struct DiagnosticsTests {
    @Test func captureReturnsErrorsInOrder() {
        let a = View(name: "a")
        let b = View(name: "b")
        let errors = LayoutDiagnostics.capture {
            a.addSubview(a)
            LayoutDiagnostics.report(.hierarchyCycle(parent: "x", child: "y"))
            b.setContentHuggingPriority(1001, for: .horizontal)
        }
        expectEqual(errors, [
            .hierarchyCycle(parent: "a", child: "a"),
            .hierarchyCycle(parent: "x", child: "y"),
            .invalidContentPriority(view: "b", kind: "content hugging", priority: 1001),
        ])
    }

    @Test func captureOfNothingIsEmpty() {
        #expect(LayoutDiagnostics.capture {}.isEmpty)
    }

    @Test func nestedCaptureKeepsItsOwnErrors() {
        let a = View(name: "a")
        var inner: [LayoutError] = []
        let outer = LayoutDiagnostics.capture {
            LayoutDiagnostics.report(.hierarchyCycle(parent: "outer", child: "1"))
            inner = LayoutDiagnostics.capture { a.addSubview(a) }
            LayoutDiagnostics.report(.hierarchyCycle(parent: "outer", child: "2"))
        }
        expectEqual(inner, [.hierarchyCycle(parent: "a", child: "a")])
        expectEqual(outer, [.hierarchyCycle(parent: "outer", child: "1"), .hierarchyCycle(parent: "outer", child: "2")])
    }

    struct Boom: Error {}

    @Test func captureRethrows() {
        #expect(throws: Boom.self) {
            _ = try LayoutDiagnostics.capture { throw Boom() }
        }
    }

    @Test func customHandlerReceivesReports() {
        let box = Box()
        LayoutDiagnostics.$handler.withValue({ box.append($0) }) {
            View(name: "v").setContentCompressionResistancePriority(2000, for: .vertical)
        }
        expectEqual(box.errors, [.invalidContentPriority(view: "v", kind: "compression resistance", priority: 2000)])
    }

    @Test func concurrentCapturesDoNotSeeEachOthersErrors() async {
        let results = await withTaskGroup(of: (Int, [LayoutError]).self) { group in
            for index in 0..<20 {
                group.addTask {
                    let view = View(name: "v\(index)")
                    let errors = LayoutDiagnostics.capture {
                        for _ in 0...index { view.addSubview(view) }
                    }
                    return (index, errors)
                }
            }
            var results: [(Int, [LayoutError])] = []
            for await result in group { results.append(result) }
            return results
        }
        expectEqual(results.count, 20)
        for (index, errors) in results {
            let cycle = LayoutError.hierarchyCycle(parent: "v\(index)", child: "v\(index)")
            expectEqual(errors, [LayoutError](repeating: cycle, count: index + 1))
        }
    }

    @Test func layoutErrorDescriptions() {
        expectEqual(
            LayoutError.hierarchyCycle(parent: "p", child: "c").description,
            "Cannot add 'c' to 'p': 'c' is 'p' or one of its ancestors")
        expectEqual(
            LayoutError.invalidContentPriority(view: "v", kind: "content hugging", priority: 1001).description,
            "Cannot set the content hugging priority of 'v' to 1001: it is outside 0…1000")
        expectEqual(
            LayoutError.invalidConstraint(constraint: "a.width == 1", problem: .itemDeallocated).description,
            "Invalid constraint a.width == 1: an item of the constraint has been deallocated")
        expectEqual(
            ConstraintProblem.zeroFirstItemMultiplier.description,
            "the first item is multiplied by zero, so the constraint cannot determine it")
        expectEqual(ConstraintProblem.priorityOutOfRange(1001).description, "the priority 1001 is outside 1…1000")
        expectEqual(
            ConstraintProblem.requiredPriorityChange(from: 1000, to: 999).description,
            "an active constraint's priority cannot move across required (1000 to 999); deactivate it first")
    }

    @Test func sourceLocationDescription() {
        expectEqual(LayoutConstraint.SourceLocation(fileID: "App/Card.swift", line: 12).description, "App/Card.swift:12")
    }

    final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [LayoutError] = []
        func append(_ error: LayoutError) { lock.withLock { storage.append(error) } }
        var errors: [LayoutError] { lock.withLock { storage } }
    }
}
