import AnchorHeadless
import AnchorTestSupport
import Testing

struct PriorityTests {
    @Test func namedLevels() {
        let levels: [Float] = [Priority.required, .high, .low, .fittingSize].map(\.rawValue)
        expectEqual(levels, [1000, 750, 250, 50])
    }

    @Test func literalsAndArithmetic() {
        let integer: Priority = 750
        let float: Priority = 999.5
        expectEqual(integer, .high)
        expectEqual(float.rawValue, 999.5)
        let lowered: Priority = .high - 1
        let raised: Priority = .low + 1
        expectEqual(lowered, 749)
        expectEqual(raised, 251)
        let ordered = Priority.low < .high && Priority.high < .required
        #expect(ordered)
    }

    @Test func validity() {
        #expect(Priority(1).isValid)
        #expect(Priority(1000).isValid)
        #expect(Priority(500.5).isValid)
        #expect(!Priority(0).isValid)
        #expect(!Priority(0.5).isValid)
        #expect(!Priority(1001).isValid)
        #expect(!Priority(-1).isValid)
        #expect(!Priority(.nan).isValid)
        #expect(!Priority(.infinity).isValid)
        expectEqual(Priority.validRange, 1...1000)
    }

    @Test func requiredness() {
        #expect(Priority.required.isRequired)
        #expect(!Priority(999).isRequired)
        #expect(!Priority(999.9).isRequired)
        #expect(!Priority(1001).isRequired)
    }

    @Test func description() {
        expectEqual(Priority.high.description, "750")
        expectEqual(Priority(999.5).description, "999.5")
        expectEqual(Priority(-1).description, "-1")
        expectEqual(Priority(.nan).description, "nan")
    }

    @Test func descriptionOfAConstraintShowsOnlyNonRequiredPriorities() {
        let view = View(name: "v")
        expectEqual(LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: 1).description, "v.width == 1")
        let belowHigh = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: 1, priority: .high - 1)
        expectEqual(belowHigh.description, "v.width == 1 @749")
    }
}
