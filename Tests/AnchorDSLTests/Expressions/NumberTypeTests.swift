import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `Int`, `Double`, `Float` and `CGFloat` values are constants wherever a
/// literal is, as SnapKit's `ConstraintConstantTarget` takes them: a spacing
/// stored as `let gap = 8` works where `8` does.
@Suite struct NumberTypeTests {
    let a = View(name: "a")
    let b = View(name: "b")
    let gap = 8
    let ratio = 0.5
    let floatInset: Float = 4
    let cgInset: CGFloat = 2

    @Test func eachNumberTypeIsAConstant() {
        expectConstraint(a.leading == b.trailing + gap, a, .leading, .equal, b, .trailing, constant: 8)
        expectConstraint(a.top == b.bottom - floatInset, a, .top, .equal, b, .bottom, constant: -4)
        expectConstraint(a.width == b.width + ratio, a, .width, .equal, b, .width, constant: 0.5)
        expectConstraint(a.height == cgInset + b.height, a, .height, .equal, b, .height, constant: 2)
    }

    @Test func eachNumberTypeIsAMultiplierOrDivisor() {
        expectConstraint(a.width == b.width * ratio, a, .width, .equal, b, .width, multiplier: 0.5)
        expectConstraint(a.width == gap * b.width, a, .width, .equal, b, .width, multiplier: 8)
        expectConstraint(a.width == b.width / floatInset, a, .width, .equal, b, .width, multiplier: 0.25)
        expectConstraint(a.width == gap - b.width, a, .width, .equal, b, .width, multiplier: -1, constant: 8)
    }

    @Test func theIssuesLinesNowBuildTheirConstraints() {
        let offset = 8
        expectConstraint(
            a.leading == b.trailing + offset * 2 + 4 ~ .high - 1, a, .leading, .equal, b, .trailing,
            constant: 20, priority: 749)
        let root = View(name: "root")
        let made = a.top == root.safeAreaLayoutGuide.top + offset * 2 + 4 ~ .high
        expectIdentical(made.secondItem, root.safeAreaLayoutGuide)
        expectEqual(made.constant, 20)
        expectEqual(made.priority, .high)
    }

    @Test func aSizeEqualsANumberOfEachType() {
        expectConstraint(a.width == gap, a, .width, .equal, nil, nil, constant: 8)
        expectConstraint(a.height <= floatInset, a, .height, .lessThanOrEqual, nil, nil, constant: 4)
        expectConstraint(a.width >= ratio, a, .width, .greaterThanOrEqual, nil, nil, constant: 0.5)
    }

    @Test func compositesTakeEachNumberType() {
        expectConstraints(a.edges == b.edges + gap, [
            ExpectedConstraint(a, .top, .equal, b, .top, constant: 8),
            ExpectedConstraint(a, .leading, .equal, b, .leading, constant: 8),
            ExpectedConstraint(a, .bottom, .equal, b, .bottom, constant: -8),
            ExpectedConstraint(a, .trailing, .equal, b, .trailing, constant: -8),
        ])
        expectConstraints(a.size == b.size * ratio, [
            ExpectedConstraint(a, .width, .equal, b, .width, multiplier: 0.5),
            ExpectedConstraint(a, .height, .equal, b, .height, multiplier: 0.5),
        ])
        expectConstraints(a.size == floatInset, [
            ExpectedConstraint(a, .width, .equal, nil, nil, constant: 4),
            ExpectedConstraint(a, .height, .equal, nil, nil, constant: 4),
        ])
    }

    @Test func insetsAndOffsetsTakeMixedNumberTypes() {
        let insets = EdgeInsets(top: gap, leading: ratio, bottom: floatInset, trailing: cgInset)
        expectEqual(insets, EdgeInsets(top: 8, leading: 0.5, bottom: 4, trailing: 2))
        expectEqual(EdgeInsets(gap), EdgeInsets(8))
        expectEqual(EdgeInsets(horizontal: gap, vertical: floatInset), EdgeInsets(horizontal: 8, vertical: 4))
        expectEqual(HorizontalInsets(leading: gap, trailing: ratio), HorizontalInsets(leading: 8, trailing: 0.5))
        expectEqual(VerticalInsets(floatInset), VerticalInsets(4))
        expectEqual(Offset(x: gap, y: ratio), Offset(x: 8, y: 0.5))
        expectConstraints(a.center == b.center + Offset(x: 0, y: gap), [
            ExpectedConstraint(a, .centerX, .equal, b, .centerX),
            ExpectedConstraint(a, .centerY, .equal, b, .centerY, constant: 8),
        ])
    }

    @Test func aPriorityStoredAsANumberIsWrittenAsAPriority() {
        let priority = 700
        expectEqual(Priority(priority), Priority(700))
        expectEqual(Priority(ratio * 1000), Priority(500))
        expectConstraint(a.width == 44 ~ Priority(priority), a, .width, .equal, nil, nil, constant: 44, priority: 700)
    }

    @Test func stackSpacingTakesEachNumberType() {
        let root = View(name: "root")
        root.addSubview(a)
        root.addSubview(b)
        let made = LayoutConstraint.build {
            Stack(.horizontal, in: root, spacing: gap) { a; b }
        }
        let gapConstraint = made.first { $0.firstItem === b && $0.firstAttribute == .leading }
        expectEqual(gapConstraint?.constant, 8)
        let custom = LayoutConstraint.build {
            Stack(.horizontal, in: root, spacing: gap) { a; StackSpacing(floatInset); b }
        }
        let customGap = custom.first { $0.firstItem === b && $0.firstAttribute == .leading }
        expectEqual(customGap?.constant, 4)
    }

    @Test func aTypedVisualFormatGapTakesEachNumberType() {
        let root = View(name: "root")
        root.addSubview(a)
        root.addSubview(b)
        let made = withVFL(H: a - VFLConstant(gap) - b - VFLConstant(ratio)-|)
        expectEqual(made.map(\.descriptionWithoutLocation), ["b.leading == a.trailing + 8", "b.trailing == root.trailing - 0.5"])
    }

    @Test func numbersWrittenAsImplicitMembersAreCGFloats() {
        expectConstraint(a.width == b.width * .zero + 8, a, .width, .equal, b, .width, multiplier: 0, constant: 8)
        expectConstraint(a.height <= .greatestFiniteMagnitude, a, .height, .lessThanOrEqual, nil, nil,
                         constant: .greatestFiniteMagnitude)
        expectConstraint(a.width == (b.width + .zero) / 2, a, .width, .equal, b, .width, multiplier: 0.5)
        let insets = EdgeInsets(top: .zero, leading: 8, bottom: gap, trailing: .zero)
        expectEqual([insets.top, insets.leading, insets.bottom, insets.trailing], [0, 8, 8, 0])
        let offset = Offset(x: .zero, y: 4)
        expectEqual(offset.x, 0)
        let root = View(name: "root")
        root.addSubview(a)
        root.addSubview(b)
        let made = LayoutConstraint.build { Stack(.horizontal, in: root, spacing: .zero) { a; b } }
        expectEqual(made.first { $0.firstItem === b && $0.firstAttribute == .leading }?.constant, 0)
        let constraint = LayoutConstraint.activate { a.width == 10 }[0]
        let errors = LayoutDiagnostics.capture { constraint.constant = .nan }
        expectEqual(errors.count, 1)
        expectEqual(constraint.constant, 10)
    }
}
