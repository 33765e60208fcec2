import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `@ConstraintBuilder` gathers constraints in source order and tags each with
/// the file and line it was written on.
@Suite struct ConstraintBuilderTests {
    let root, a, b: View

    init() {
        (root, a, b, _, _) = Tree().views
    }

    enum Style { case compact, regular, wide }

    // MARK: What the builder accepts

    @Test func empty() {
        let built = LayoutConstraint.build {}
        #expect(built.isEmpty)
    }

    @Test func singleConstraint() {
        let built = LayoutConstraint.build { a.top == b.top + 8 }
        expectEqual(built.count, 1)
        expectConstraint(built[0], a, .top, .equal, b, .top, constant: 8)
    }

    @Test func sourceOrder() {
        let built = LayoutConstraint.build {
            a.top == b.top
            a.width == 44
            a.leading == b.leading + 8
            a.height >= 20
        }
        expectConstraints(built, [
            ExpectedConstraint(a, .top, .equal, b, .top),
            ExpectedConstraint(a, .width, .equal, nil, nil, constant: 44),
            ExpectedConstraint(a, .leading, .equal, b, .leading, constant: 8),
            ExpectedConstraint(a, .height, .greaterThanOrEqual, nil, nil, constant: 20),
        ])
    }

    @Test func arrayIsSplicedInPlace() {
        let pair = [a.width == 10, a.height == 20]
        let built = LayoutConstraint.build {
            a.top == b.top
            pair
            a.leading == b.leading
        }
        expectEqual(built.count, 4)
        expectIdentical(built[1], pair[0])
        expectIdentical(built[2], pair[1])
        expectConstraint(built[0], a, .top, .equal, b, .top)
        expectConstraint(built[3], a, .leading, .equal, b, .leading)
    }

    @Test func compositeIsSplicedInOrder() {
        let built = LayoutConstraint.build {
            a.width == 44
            a.center == b.center + Offset(x: 1, y: 2)
            a.height == 10
        }
        expectConstraints(built, [
            ExpectedConstraint(a, .width, .equal, nil, nil, constant: 44),
            ExpectedConstraint(a, .centerX, .equal, b, .centerX, constant: 1),
            ExpectedConstraint(a, .centerY, .equal, b, .centerY, constant: 2),
            ExpectedConstraint(a, .height, .equal, nil, nil, constant: 10),
        ])
    }

    @Test(arguments: [false, true])
    func ifElse(flag: Bool) {
        let built = LayoutConstraint.build {
            a.top == b.top
            if flag {
                a.width == 100
            } else {
                a.width == 50
                a.height == 50
            }
            a.bottom == b.bottom
        }
        let middle: [ExpectedConstraint] = flag
            ? [ExpectedConstraint(a, .width, .equal, nil, nil, constant: 100)]
            : [
                ExpectedConstraint(a, .width, .equal, nil, nil, constant: 50),
                ExpectedConstraint(a, .height, .equal, nil, nil, constant: 50),
            ]
        expectConstraints(
            built,
            [ExpectedConstraint(a, .top, .equal, b, .top)] + middle + [ExpectedConstraint(a, .bottom, .equal, b, .bottom)]
        )
    }

    @Test(arguments: [false, true])
    func ifWithoutElse(flag: Bool) {
        let built = LayoutConstraint.build {
            if flag {
                a.width == 100
            }
            a.height == 10
        }
        let first = flag ? [ExpectedConstraint(a, .width, .equal, nil, nil, constant: 100)] : []
        expectConstraints(built, first + [ExpectedConstraint(a, .height, .equal, nil, nil, constant: 10)])
    }

    @Test(arguments: [Style.compact, .regular, .wide])
    func switchStatement(style: Style) {
        let built = LayoutConstraint.build {
            switch style {
            case .compact:
                a.width == 10
            case .regular:
                a.width == 20
                a.height == 20
            case .wide:
                a.horizontalEdges == b.horizontalEdges
            }
        }
        switch style {
        case .compact:
            expectConstraints(built, [ExpectedConstraint(a, .width, .equal, nil, nil, constant: 10)])
        case .regular:
            expectConstraints(built, [
                ExpectedConstraint(a, .width, .equal, nil, nil, constant: 20),
                ExpectedConstraint(a, .height, .equal, nil, nil, constant: 20),
            ])
        case .wide:
            expectConstraints(built, [
                ExpectedConstraint(a, .leading, .equal, b, .leading),
                ExpectedConstraint(a, .trailing, .equal, b, .trailing),
            ])
        }
    }

    @Test(arguments: [nil, 12] as [CGFloat?])
    func ifLet(spacing: CGFloat?) {
        let built = LayoutConstraint.build {
            if let spacing {
                a.top == b.bottom + spacing
            }
            a.width == 5
        }
        let first = spacing.map { [ExpectedConstraint(a, .top, .equal, b, .bottom, constant: $0)] } ?? []
        expectConstraints(built, first + [ExpectedConstraint(a, .width, .equal, nil, nil, constant: 5)])
    }

    @Test func forIn() {
        let views = [View(name: "v0"), View(name: "v1"), View(name: "v2")]
        let built = LayoutConstraint.build {
            a.width == 1
            for (index, view) in views.enumerated() {
                view.top == a.bottom + CGFloat(index) * 10
                view.height == 10
            }
        }
        var expected = [ExpectedConstraint(a, .width, .equal, nil, nil, constant: 1)]
        for (index, view) in views.enumerated() {
            expected.append(ExpectedConstraint(view, .top, .equal, a, .bottom, constant: CGFloat(index) * 10))
            expected.append(ExpectedConstraint(view, .height, .equal, nil, nil, constant: 10))
        }
        expectConstraints(built, expected)
    }

    @Test func forInOverNothing() {
        let views: [View] = []
        let built = LayoutConstraint.build {
            for view in views {
                view.width == 1
            }
        }
        #expect(built.isEmpty)
    }

    @Test func availability() {
        let built = LayoutConstraint.build {
            a.width == 1
            if #available(macOS 10.15, iOS 13, *) {
                a.height == 2
            }
        }
        expectConstraints(built, [
            ExpectedConstraint(a, .width, .equal, nil, nil, constant: 1),
            ExpectedConstraint(a, .height, .equal, nil, nil, constant: 2),
        ])
    }

    @Test func availabilityWithElse() {
        let built = LayoutConstraint.build {
            if #available(macOS 10.15, iOS 13, *) {
                a.height == 2
            } else {
                a.height == 3
            }
        }
        expectConstraints(built, [ExpectedConstraint(a, .height, .equal, nil, nil, constant: 2)])
    }

    // MARK: Custom builders

    static let pinnedFirstLine = #line + 3

    @ConstraintBuilder func pinned(_ view: View, to other: View, inset: CGFloat) -> [LayoutConstraint] {
        view.edges == other.edges + inset
        view.width >= 10
    }

    static let stackedFirstLine = #line + 3

    @ConstraintBuilder var stacked: [LayoutConstraint] {
        a.top == root.top
        b.top == a.bottom + 8
    }

    @Test func customBuilderFunction() {
        let built = pinned(a, to: b, inset: 4)
        expectConstraints(built, [
            ExpectedConstraint(a, .top, .equal, b, .top, constant: 4),
            ExpectedConstraint(a, .leading, .equal, b, .leading, constant: 4),
            ExpectedConstraint(a, .bottom, .equal, b, .bottom, constant: -4),
            ExpectedConstraint(a, .trailing, .equal, b, .trailing, constant: -4),
            ExpectedConstraint(a, .width, .greaterThanOrEqual, nil, nil, constant: 10),
        ])
    }

    @Test func customBuilderProperty() {
        expectConstraints(stacked, [
            ExpectedConstraint(a, .top, .equal, root, .top),
            ExpectedConstraint(b, .top, .equal, a, .bottom, constant: 8),
        ])
    }

    @Test func customBuilderNestedInAnother() {
        let line = #line + 2
        let built = LayoutConstraint.build {
            a.height == 1
            stacked
        }
        // The nested builder's constraints keep the lines they were written on.
        expectLocations(built, fileID: #fileID, lines: [line, Self.stackedFirstLine, Self.stackedFirstLine + 1])
        expectEqual(built.count, 3)
        expectConstraint(built[0], a, .height, .equal, nil, nil, constant: 1)
        expectConstraint(built[2], b, .top, .equal, a, .bottom, constant: 8)
    }

    // MARK: Source locations

    @Test func eachConstraintRemembersItsLine() {
        let firstLine = #line + 2
        let built = LayoutConstraint.build {
            a.top == b.top
            a.width == 44

            a.leading == b.leading
        }
        expectLocations(built, fileID: #fileID, lines: [firstLine, firstLine + 1, firstLine + 3])
    }

    @Test func singleLineBuilder() {
        let built = LayoutConstraint.build { a.width == 44 }; let line = #line
        expectLocations(built, fileID: #fileID, lines: [line])
    }

    @Test func compositeConstraintsShareTheirLine() {
        let line = #line + 2
        let built = LayoutConstraint.build {
            a.edges == b.edges + 8
            a.size == 44 ~ .high
        }
        expectLocations(built, fileID: #fileID, lines: [line, line, line, line, line + 1, line + 1])
    }

    @Test func linesInsideControlFlow() {
        let views = [View(name: "v0"), View(name: "v1")]
        let flag = true
        let line = #line + 3
        let built = LayoutConstraint.build {
            if flag {
                a.width == 1
            }
            for view in views {
                view.height == 2
            }
            if #available(macOS 10.15, iOS 13, *) {
                a.height == 3
            }
        }
        expectLocations(built, fileID: #fileID, lines: [line, line + 3, line + 3, line + 6])
    }

    @Test func arrayGetsTheLineItIsWrittenOn() {
        let pair = [a.width == 10, a.height == 20]
        expectEqual(pair.map(\.location), [nil, nil])
        let line = #line + 2
        let built = LayoutConstraint.build {
            pair
        }
        expectLocations(built, fileID: #fileID, lines: [line, line])
    }

    @Test func customBuilderRecordsItsOwnLines() {
        let line = Self.pinnedFirstLine
        let built = pinned(a, to: b, inset: 4)
        expectLocations(built, fileID: #fileID, lines: [line, line, line, line, line + 1])
    }

    @Test func constraintsOutsideABuilderHaveNoLocation() {
        let single = a.top == b.top
        expectEqual(single.location, nil)
        let edges = a.edges == b.edges
        expectEqual(edges.map(\.location), [nil, nil, nil, nil])
    }

    // MARK: Activation entry point

    @Test func activateReturnsTheConstraintsInSourceOrder() {
        var activated: [LayoutConstraint] = []
        let line = #line + 3
        let errors = LayoutDiagnostics.capture {
            activated = LayoutConstraint.activate {
                a.top == root.top + 8
                a.horizontalEdges == root.horizontalEdges
                b.top == a.bottom + 4
                b.size == 44
            }
        }
        #expect(errors.isEmpty)
        expectConstraints(activated, [
            ExpectedConstraint(a, .top, .equal, root, .top, constant: 8),
            ExpectedConstraint(a, .leading, .equal, root, .leading),
            ExpectedConstraint(a, .trailing, .equal, root, .trailing),
            ExpectedConstraint(b, .top, .equal, a, .bottom, constant: 4),
            ExpectedConstraint(b, .width, .equal, nil, nil, constant: 44),
            ExpectedConstraint(b, .height, .equal, nil, nil, constant: 44),
        ], active: true)
        expectLocations(activated, fileID: #fileID, lines: [line, line + 1, line + 1, line + 2, line + 3, line + 3])
    }

    /// A builder keeps `#fileID` as a literal; it is the same location as one
    /// made from text, in `==`, in hashing and in its description.
    @Test func aBuilderLocationEqualsTheSameLocationWrittenAsText() {
        let (root, views) = makeRoot(100, 100, "a")
        let line = #line + 1
        let built = LayoutConstraint.build { views[0].width == 10 }
        let text = LayoutConstraint.SourceLocation(fileID: "AnchorDSLTests/ConstraintBuilderTests.swift", line: line)
        let location = built[0].location
        expectEqual(location, text)
        expectEqual(Set([location, text]).count, 1)
        expectEqual(location?.description, "AnchorDSLTests/ConstraintBuilderTests.swift:\(line)")
        let otherLine = LayoutConstraint.SourceLocation(fileID: "AnchorDSLTests/ConstraintBuilderTests.swift", line: line + 1)
        expectEqual(location == otherLine, false)
        withExtendedLifetime(root) {}
    }

    /// A component of one's own gets the line it was written on, both on
    /// the constraints it returns and as the location it is handed.
    @Test func aComponentOfOnesOwnIsTaggedWithItsLine() {
        struct Square: ConstraintComponent {
            let view: View
            let seen: LocationBox
            func constraints(at location: LayoutConstraint.SourceLocation) -> [LayoutConstraint] {
                seen.location = location
                return [view.width == 10, view.height == view.width]
            }
        }
        final class LocationBox { var location: LayoutConstraint.SourceLocation? }
        let (root, views) = makeRoot(100, 100, "a")
        let box = LocationBox()
        let line = #line + 1
        let built = LayoutConstraint.build { Square(view: views[0], seen: box) }
        expectLocations(built, fileID: #fileID, lines: [line, line])
        expectEqual(box.location?.line, line)
        withExtendedLifetime(root) {}
    }
}
