import Foundation

extension View {
    /// The smallest size: as a `systemLayoutSizeFitting` target, asks for the
    /// most compact size the constraints allow (UIKit's constant).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// A very large size (10 000 000 points each way): as a target, asks for
    /// the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Lays out the whole tree of this view's root: the active constraints
    /// and the views' layout properties become frames (`frame` of every view
    /// but the root, `layoutFrame` of every guide). The first call builds the
    /// root's engine; later calls apply only what changed since. A change of
    /// the root's traits first updates the groups that read them.
    ///
    ///     root.layoutIfNeeded()
    public func layoutIfNeeded() {
        rootView.notifyTraitObserversIfNeeded()
        let engine = rootView.layoutEngine
        engine.update()
        engine.writeFrames()
        // A table lays its rows out at the width this layout gave it, a
        // button places its title label; the layout then goes on with them
        // (a table in a table's row, again).
        for _ in 0..<Self.partSettlingPasses where engine.settleParts() {
            engine.update()
            engine.writeFrames()
        }
    }

    /// How many times a layout lets views place their parts again.
    private static let partSettlingPasses = 4

    /// The root's engine, made on first use.
    var layoutEngine: LayoutEngine {
        let root = rootView
        if let engine = root.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.engine = engine
        return engine
    }

    /// Whether the constraints leave this view's frame undetermined: some
    /// of its position in its superview, or of its size, can move without
    /// making any constraint less satisfied (a view pinned inside a parent
    /// that can move is not ambiguous; the parent is). On a root, whether
    /// any view of the tree is ambiguous; each
    /// ambiguous view is then reported through `LayoutDiagnostics`, with
    /// what can move, as one `LayoutError.ambiguousLayout`.
    ///
    ///     #expect(!card.hasAmbiguousLayout)
    public var hasAmbiguousLayout: Bool {
        let engine = layoutEngine
        engine.update()
        // Judged as UIKit's engine sees the tree: labels that tie are
        // ambiguous, although the engine lays them out one way.
        return engine.withTiesUnweighed {
            guard superview == nil else { return !engine.movableVariables(of: self).isEmpty }
            var listed: [String] = []
            for view in descendantsAndSelf where view !== self {
                let movable = engine.movableVariables(of: view)
                if !movable.isEmpty { listed.append("\(view.name): \(movable.joined(separator: ", ")) can move") }
            }
            if !listed.isEmpty { LayoutDiagnostics.report(.ambiguousLayout(listed)) }
            return !listed.isEmpty
        }
    }

    /// The active constraints that place this view along an axis: those on
    /// that axis that mention it, and, through the items they relate it to
    /// (not through its ancestors, whose frames are given), those that place
    /// those items. In tree order: the root's constraints first, then each
    /// view's below it, each view's in the order they were activated.
    ///
    ///     print(label.constraintsAffectingLayout(for: .horizontal))
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        var ancestors = Set<ObjectIdentifier>()
        var current = superview
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        var byItem: [ObjectIdentifier: [LayoutConstraint]] = [:]
        var order: [ObjectIdentifier: Int] = [:]
        for view in rootView.descendantsAndSelf {
            for constraint in view.constraints where constraint.lies(on: axis) {
                order[ObjectIdentifier(constraint)] = order.count
                for item in constraint.items {
                    byItem[ObjectIdentifier(item), default: []].append(constraint)
                }
            }
        }
        var found: [ObjectIdentifier: LayoutConstraint] = [:]
        var queue: [any LayoutItem] = [self]
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let item = queue.popLast() {
            for constraint in byItem[ObjectIdentifier(item)] ?? [] {
                found[ObjectIdentifier(constraint)] = constraint
                for other in constraint.items {
                    let owner = other.modelOwner.map(ObjectIdentifier.init)
                    let isGiven = owner.map { ancestors.contains($0) } ?? false
                    if !isGiven, visited.insert(ObjectIdentifier(other)).inserted { queue.append(other) }
                }
            }
        }
        return found.values.sorted { order[ObjectIdentifier($0)]! < order[ObjectIdentifier($1)]! }
    }

    /// The size that satisfies the constraints inside this view (those
    /// installed on it and its descendants, its subviews' intrinsic sizes)
    /// and comes as close to `targetSize` as they allow, both axes at
    /// `Priority.fittingSize`: the self-sizing question. The view's frame
    /// does not change.
    ///
    ///     let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSize, verticalFittingPriority: .fittingSize)
    }

    /// As `systemLayoutSizeFitting(_:)`, with a priority per axis: `.required`
    /// fixes that axis to the target ("how tall is this card at 343 wide?").
    ///
    ///     card.systemLayoutSizeFitting(CGSize(width: 343, height: 0),
    ///         withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSize)
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: Priority,
        verticalFittingPriority: Priority
    ) -> CGSize {
        let valid = targetSize.width.isFinite && targetSize.height.isFinite
            && horizontalFittingPriority.isValid && verticalFittingPriority.isValid
        guard valid else {
            LayoutDiagnostics.report(.invalidFittingRequest(
                view: name, "target \(targetSize) at priorities \(horizontalFittingPriority), \(verticalFittingPriority)"))
            return frame.size
        }
        let engine = LayoutEngine(
            root: self, mode: .fitting(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority))
        engine.update()
        return engine.rect(of: self).size
    }

    /// The safe-area insets in effect, as the last layout left the frames:
    /// what the ancestors' unsafe areas cover of this view, plus its own
    /// `safeAreaInsets`, never more than the view itself (what UIKit's
    /// `safeAreaInsets` reads).
    ///
    ///     card.effectiveSafeAreaInsets.top
    public var effectiveSafeAreaInsets: EdgeInsets {
        var geometry = SafeAreaGeometry(frameOf: { $0.frame })
        return geometry.effectiveInsets(of: self).directional(layoutDirection)
    }

    /// The part of the bounds the effective safe area leaves, as the last
    /// layout left the frames: what the safe-area layout guide covers.
    package var safeAreaRect: CGRect {
        var geometry = SafeAreaGeometry(frameOf: { $0.frame })
        let insets = geometry.effectiveInsets(of: self)
        return CGRect(
            x: insets.left, y: insets.top,
            width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
    }
}

extension LayoutConstraint {
    /// Whether the constraint's attributes lie on the axis (sizes included).
    package func lies(on axis: LayoutAxis) -> Bool {
        switch firstAttribute.axis {
        case .horizontal: axis == .horizontal
        case .vertical: axis == .vertical
        case .dimension: (firstAttribute == .width) == (axis == .horizontal)
        }
    }
}
