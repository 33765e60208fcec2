import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

@Suite(.failOnUnexpectedDiagnostics)
struct ViewHierarchyTests {
    @Test func addSubviewSetsSuperviewAndAppendsInOrder() {
        let root = View(name: "root")
        let a = View(name: "a")
        let b = View(name: "b")
        expectIdentical(a.superview, nil)
        root.addSubview(a)
        root.addSubview(b)
        expectIdentical(a.superview, root)
        expectIdentical(b.superview, root)
        expectEqual(root.subviews.map(\.name), ["a", "b"])
    }

    @Test func readdingToTheSameSuperviewBringsToFront() {
        let tree = Tree()
        tree.root.addSubview(tree.a)
        expectEqual(tree.root.subviews.map(\.name), ["b", "a"])
        expectIdentical(tree.a.superview, tree.root)
    }

    @Test func addingToAnotherSuperviewMovesTheView() {
        let tree = Tree()
        tree.b.addSubview(tree.a1)
        expectIdentical(tree.a1.superview, tree.b)
        #expect(tree.a.subviews.isEmpty)
        expectEqual(tree.b.subviews.map(\.name), ["b1", "a1"])
    }

    @Test func removeFromSuperviewDetaches() {
        let tree = Tree()
        tree.a.removeFromSuperview()
        expectIdentical(tree.a.superview, nil)
        expectEqual(tree.root.subviews.map(\.name), ["b"])
        // The removed view keeps its own subtree.
        expectIdentical(tree.a1.superview, tree.a)
        // Removing a view without a superview does nothing.
        tree.a.removeFromSuperview()
        expectIdentical(tree.a.superview, nil)
    }

    @Test func addingAViewToItselfIsACycle() {
        let root = View(name: "root")
        let errors = LayoutDiagnostics.capture { root.addSubview(root) }
        expectEqual(errors, [.hierarchyCycle(parent: "root", child: "root")])
        expectEqual(errors.first?.description, "Cannot add 'root' to 'root': 'root' is 'root' or one of its ancestors")
        expectIdentical(root.superview, nil)
        #expect(root.subviews.isEmpty)
    }

    @Test func addingAnAncestorToADescendantIsACycleAndChangesNothing() {
        let tree = Tree()
        let errors = LayoutDiagnostics.capture { tree.a1.addSubview(tree.root) }
        expectEqual(errors, [.hierarchyCycle(parent: "a1", child: "root")])
        expectEqual(errors.first?.description, "Cannot add 'root' to 'a1': 'root' is 'a1' or one of its ancestors")
        expectIdentical(tree.root.superview, nil)
        #expect(tree.a1.subviews.isEmpty)
        expectEqual(tree.root.subviews.map(\.name), ["a", "b"])
        expectEqual(tree.a.subviews.map(\.name), ["a1"])

        let parentErrors = LayoutDiagnostics.capture { tree.a.addSubview(tree.root) }
        expectEqual(parentErrors, [.hierarchyCycle(parent: "a", child: "root")])
        expectIdentical(tree.root.superview, nil)
        expectEqual(tree.a.subviews.map(\.name), ["a1"])
    }

    @Test func isDescendantIncludesSelfAndAncestorsOnly() {
        let tree = Tree()
        #expect(tree.a1.isDescendant(of: tree.a1))
        #expect(tree.a1.isDescendant(of: tree.a))
        #expect(tree.a1.isDescendant(of: tree.root))
        #expect(!tree.a1.isDescendant(of: tree.b))
        #expect(!tree.root.isDescendant(of: tree.a1))
        #expect(!tree.a.isDescendant(of: tree.b))
        tree.a.removeFromSuperview()
        #expect(!tree.a1.isDescendant(of: tree.root))
    }

    @Test func subviewsAreRetainedByTheirSuperview() {
        let root = View(name: "root")
        weak var weakChild: View?
        do {
            let child = View(name: "child")
            weakChild = child
            root.addSubview(child)
        }
        let childAlive = weakChild != nil
        #expect(childAlive)
        weakChild?.removeFromSuperview()
        expectIdentical(weakChild, nil)
    }

    @Test func superviewIsWeak() {
        let child = View(name: "child")
        do {
            let root = View(name: "root")
            root.addSubview(child)
            expectIdentical(child.superview, root)
        }
        expectIdentical(child.superview, nil)
    }

    /// The superview is kept unretained beside the weak reference (the
    /// Visual Format Language compares and borrows it), so it must follow
    /// every change, the superview's end included.
    @Test func theUnretainedSuperviewFollowsTheSuperview() {
        let child = View(name: "child")
        let other = View(name: "other")
        let none: ObjectIdentifier? = nil
        let otherIdentity: ObjectIdentifier? = ObjectIdentifier(other)
        expectEqual(child.superviewIdentity, none)
        do {
            let root = View(name: "root")
            let rootIdentity: ObjectIdentifier? = ObjectIdentifier(root)
            root.addSubview(child)
            expectEqual(child.superviewIdentity, rootIdentity)
            expectEqual(child.withSuperview { $0?.name }, "root")
            other.addSubview(child)
            expectEqual(child.superviewIdentity, otherIdentity)
            expectEqual(child.withSuperview { $0?.name }, "other")
            child.removeFromSuperview()
            expectEqual(child.superviewIdentity, none)
            expectEqual(child.withSuperview { $0?.name }, nil)
            root.addSubview(child)
        }
        expectIdentical(child.superview, nil)
        expectEqual(child.superviewIdentity, none)
        expectEqual(child.withSuperview { $0?.name }, nil)
    }
}

@Suite(.failOnUnexpectedDiagnostics)
struct LayoutGuideTests {
    @Test func addLayoutGuideOwnsTheGuide() {
        let root = View(name: "root")
        let column = LayoutGuide(name: "column")
        expectIdentical(column.owningView, nil)
        expectEqual(column.qualifiedName, "column")
        root.addLayoutGuide(column)
        expectIdentical(column.owningView, root)
        expectEqual(root.layoutGuides.map(\.name), ["column"])
        expectEqual(column.qualifiedName, "root.column")
        expectEqual(column.description, "root.column")
        // Adding it again does not duplicate it.
        root.addLayoutGuide(column)
        expectEqual(root.layoutGuides.count, 1)
    }

    @Test func addingAGuideToAnotherViewMovesIt() {
        let tree = Tree()
        let column = LayoutGuide(name: "column")
        tree.a.addLayoutGuide(column)
        tree.b.addLayoutGuide(column)
        expectIdentical(column.owningView, tree.b)
        #expect(tree.a.layoutGuides.isEmpty)
        expectEqual(tree.b.layoutGuides.map(\.name), ["column"])
    }

    @Test func removeLayoutGuideReleasesIt() {
        let root = View(name: "root")
        let column = LayoutGuide(name: "column")
        root.addLayoutGuide(column)
        root.removeLayoutGuide(column)
        expectIdentical(column.owningView, nil)
        #expect(root.layoutGuides.isEmpty)
        expectEqual(column.qualifiedName, "column")
    }

    @Test func removeLayoutGuideFromANonOwnerDoesNothing() {
        let tree = Tree()
        let column = LayoutGuide(name: "column")
        tree.a.addLayoutGuide(column)
        tree.b.removeLayoutGuide(column)
        expectIdentical(column.owningView, tree.a)
        expectEqual(tree.a.layoutGuides.count, 1)
    }

    @Test func guidesAreRetainedByTheirOwner() {
        let root = View(name: "root")
        weak var weakGuide: LayoutGuide?
        do {
            let guide = LayoutGuide(name: "g")
            weakGuide = guide
            root.addLayoutGuide(guide)
        }
        let guideAlive = weakGuide != nil
        #expect(guideAlive)
        if let guide = weakGuide { root.removeLayoutGuide(guide) }
        expectIdentical(weakGuide, nil)
    }

    @Test func marginsAndSafeAreaGuidesAreOwnedAndNamed() {
        let root = View(name: "root")
        let margins = root.layoutMarginsGuide
        let safeArea = root.safeAreaLayoutGuide
        expectIdentical(margins.owningView, root)
        expectIdentical(safeArea.owningView, root)
        expectEqual(margins.name, "margins")
        expectEqual(safeArea.name, "safeArea")
        expectEqual(margins.qualifiedName, "root.margins")
        expectEqual(safeArea.qualifiedName, "root.safeArea")
        // The same guide every time, listed once among the view's guides.
        expectIdentical(root.layoutMarginsGuide, margins)
        expectIdentical(root.safeAreaLayoutGuide, safeArea)
        expectEqual(root.layoutGuides.count, 2)
        expectEqual(root.layoutGuides.filter { $0 === margins }.count, 1)
        expectEqual(root.layoutGuides.filter { $0 === safeArea }.count, 1)
    }

    @Test func builtInGuidesCannotBeMovedToAnotherView() {
        let root = View(name: "root")
        let other = View(name: "other")
        let safeArea = root.safeAreaLayoutGuide
        let margins = root.layoutMarginsGuide
        let errors = LayoutDiagnostics.capture {
            other.addLayoutGuide(safeArea)
            other.addLayoutGuide(margins)
        }
        expectEqual(errors, [
            .builtInGuideMoved(guide: "root.safeArea", to: "other"),
            .builtInGuideMoved(guide: "root.margins", to: "other"),
        ])
        expectIdentical(safeArea.owningView, root)
        expectIdentical(margins.owningView, root)
        #expect(other.layoutGuides.isEmpty)
        expectEqual(root.layoutGuides.count, 2)
    }

    @Test func aViewIsItsOwnOwningView() {
        let root = View(name: "root")
        expectIdentical(root.owningView, root)
        expectEqual(root.qualifiedName, "root")
        expectEqual(root.description, "root")
    }
}

@Suite(.failOnUnexpectedDiagnostics)
struct ViewDefaultsTests {
    @Test func defaults() {
        let view = View(name: "v")
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        expectEqual(view.layoutMargins, EdgeInsets(8))
        expectEqual(view.layoutMargins, EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        expectEqual(view.safeAreaInsets, .zero)
        expectEqual(View.noIntrinsicMetric, -1)
        expectEqual(view.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(view.constraints.isEmpty)
        #expect(view.subviews.isEmpty)
        #expect(view.layoutGuides.isEmpty)
        expectEqual(view.frame, .zero)
    }

    @Test func boundsHasTheFrameSizeAtTheOrigin() {
        let view = View(name: "v")
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        expectEqual(view.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test func contentPriorityDefaults() {
        let view = View(name: "v")
        expectEqual(view.contentHuggingPriority(for: .horizontal), 250)
        expectEqual(view.contentHuggingPriority(for: .vertical), 250)
        expectEqual(view.contentCompressionResistancePriority(for: .horizontal), 750)
        expectEqual(view.contentCompressionResistancePriority(for: .vertical), 750)
    }

    @Test func contentPrioritySettersArePerAxis() {
        let view = View(name: "v")
        view.setContentHuggingPriority(.high, for: .horizontal)
        expectEqual(view.contentHuggingPriority(for: .horizontal), .high)
        expectEqual(view.contentHuggingPriority(for: .vertical), .low)
        view.setContentHuggingPriority(1, for: .vertical)
        expectEqual(view.contentHuggingPriority(for: .vertical), 1)
        expectEqual(view.contentHuggingPriority(for: .horizontal), .high)

        view.setContentCompressionResistancePriority(.required, for: .vertical)
        expectEqual(view.contentCompressionResistancePriority(for: .vertical), .required)
        expectEqual(view.contentCompressionResistancePriority(for: .horizontal), .high)
        view.setContentCompressionResistancePriority(.low, for: .horizontal)
        expectEqual(view.contentCompressionResistancePriority(for: .horizontal), .low)
        expectEqual(view.contentCompressionResistancePriority(for: .vertical), .required)
    }

    @Test(arguments: [Priority(1001), Priority(-1), Priority(-0.5)])
    func invalidHuggingPriorityIsReportedAndIgnored(priority: Priority) {
        let view = View(name: "v")
        let errors = LayoutDiagnostics.capture {
            view.setContentHuggingPriority(priority, for: .horizontal)
        }
        expectEqual(errors, [.invalidContentPriority(view: "v", kind: "content hugging", priority: priority)])
        expectEqual(errors.first?.description, "Cannot set the content hugging priority of 'v' to \(priority): it is outside 0…1000")
        expectEqual(view.contentHuggingPriority(for: .horizontal), .low)
    }

    @Test(arguments: [Priority(1001), Priority(-1), Priority(-0.5)])
    func invalidCompressionPriorityIsReportedAndIgnored(priority: Priority) {
        let view = View(name: "v")
        let errors = LayoutDiagnostics.capture {
            view.setContentCompressionResistancePriority(priority, for: .vertical)
        }
        expectEqual(errors, [.invalidContentPriority(view: "v", kind: "compression resistance", priority: priority)])
        expectEqual(view.contentCompressionResistancePriority(for: .vertical), .high)
    }

    @Test func nanContentPriorityIsReportedAndIgnored() {
        let view = View(name: "v")
        let errors = LayoutDiagnostics.capture {
            view.setContentHuggingPriority(Priority(.nan), for: .vertical)
            view.setContentCompressionResistancePriority(Priority(.nan), for: .horizontal)
        }
        expectEqual(errors.count, 2)
        expectEqual(errors.first?.description, "Cannot set the content hugging priority of 'v' to nan: it is outside 0…1000")
        expectEqual(view.contentHuggingPriority(for: .vertical), .low)
        expectEqual(view.contentCompressionResistancePriority(for: .horizontal), .high)
    }
}

@Suite(.failOnUnexpectedDiagnostics)
struct LayoutDirectionTests {
    @Test func defaultIsLeftToRight() {
        expectEqual(View(name: "v").layoutDirection, .leftToRight)
    }

    @Test func inheritedFromTheSuperviewChain() {
        let tree = Tree()
        tree.root.layoutDirection = .rightToLeft
        expectEqual(tree.a.layoutDirection, .rightToLeft)
        expectEqual(tree.a1.layoutDirection, .rightToLeft)
    }

    @Test func followsTheCurrentSuperview() {
        let rtl = View(name: "rtl")
        rtl.layoutDirection = .rightToLeft
        let child = View(name: "child")
        rtl.addSubview(child)
        expectEqual(child.layoutDirection, .rightToLeft)
        child.removeFromSuperview()
        expectEqual(child.layoutDirection, .leftToRight)
    }

    @Test func overridableOnASubview() {
        let tree = Tree()
        tree.root.layoutDirection = .rightToLeft
        tree.a.layoutDirection = .leftToRight
        expectEqual(tree.a.layoutDirection, .leftToRight)
        expectEqual(tree.a1.layoutDirection, .leftToRight)
        expectEqual(tree.b.layoutDirection, .rightToLeft)
        // An explicit value wins even when the superview changes later.
        tree.root.layoutDirection = .leftToRight
        tree.a.layoutDirection = .rightToLeft
        expectEqual(tree.a1.layoutDirection, .rightToLeft)
        expectEqual(tree.b.layoutDirection, .leftToRight)
    }
}
