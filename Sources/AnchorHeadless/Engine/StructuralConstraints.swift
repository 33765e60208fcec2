import Foundation
internal import AnchorSolver

/// The constraints the engine derives from views' properties.
extension LayoutEngine {
    typealias Derived = (key: EntryKey, spec: LinearSpec, source: EngineEntry.Source)

    /// Appends a view's own structural constraints and its built-in guides'
    /// (into one buffer the caller reuses across views: an array a view was
    /// an allocation per view).
    func appendStructuralSpecs(of view: View, to derived: inout [Derived]) {
        let v = variables(of: view)
        let key = ObjectIdentifier(view)
        let name = view.name
        if view === root {
            let reason: String
            let size: CGSize
            var priorities = (horizontal: Priority.required, vertical: Priority.required)
            switch mode {
            case .frame:
                (reason, size) = ("root frame", view.frame.size)
            case let .fitting(target, horizontal, vertical):
                (reason, size) = ("fitting size", target)
                priorities = (horizontal, vertical)
            }
            func source(_ role: StructuralRole) -> EngineEntry.Source {
                .structural(item: name, role: role, relative: nil, reason: reason)
            }
            derived.append((.structural(key, .originX), pin(v.x, 0), source(.originX)))
            derived.append((.structural(key, .originY), pin(v.y, 0), source(.originY)))
            derived.append((
                .structural(key, .width), pin(v.width, Double(size.width), priorities.horizontal), source(.width)))
            derived.append((
                .structural(key, .height), pin(v.height, Double(size.height), priorities.vertical), source(.height)))
        } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
            // UIKit's autoresizing-mask constraints: the frame as given, required.
            let p = variables(of: parent)
            let frame = view.frame
            func source(_ role: StructuralRole) -> EngineEntry.Source {
                .structural(item: name, role: role, relative: parent.name, reason: "autoresizing mask")
            }
            derived.append((.structural(key, .originX), offset(v.x, from: p.x, Double(frame.minX)), source(.originX)))
            derived.append((.structural(key, .originY), offset(v.y, from: p.y, Double(frame.minY)), source(.originY)))
            derived.append((.structural(key, .width), pin(v.width, Double(frame.width)), source(.width)))
            derived.append((.structural(key, .height), pin(v.height, Double(frame.height)), source(.height)))
        }
        appendIntrinsicSpecs(of: view, v, to: &derived)
        if view.hasBuiltInGuides {
            var geometry = SafeAreaGeometry(
                top: root, frameOf: solvedFrameInSuperview, contentSizeOf: { self.rect(of: $0).size })
            derived += guideSpecs(of: view, geometry: &geometry)
        }
    }

    /// Every key `structuralSpecs` can produce for the view, to remove the
    /// ones that no longer apply.
    func possibleStructuralKeys(of view: View) -> [EntryKey] {
        var items = [ObjectIdentifier(view)]
        if let guide = view.existingMarginsGuide { items.append(ObjectIdentifier(guide)) }
        if let guide = view.existingSafeAreaGuide { items.append(ObjectIdentifier(guide)) }
        if let guide = view.existingReadableGuide { items.append(ObjectIdentifier(guide)) }
        if let scroll = view.scrollGuides { items += [ObjectIdentifier(scroll.content), ObjectIdentifier(scroll.frame)] }
        return items.flatMap { item in StructuralRole.allCases.map { EntryKey.structural(item, $0) } }
    }

    /// Derives `view`'s intrinsic-size constraints again and puts them in
    /// the solver (`derived` is scratch space, reused across calls).
    func rederiveIntrinsicSpecs(of view: View, _ derived: inout [Derived]) {
        derived.removeAll(keepingCapacity: true)
        appendIntrinsicSpecs(of: view, variables(of: view), to: &derived)
        for (key, spec, source) in derived { upsert(key, spec, source) }
    }

    /// `intrinsicContentSize` (a label's wrapped at this engine's width for
    /// it) as UIKit turns it into constraints: per axis with a size,
    /// `size <= intrinsic` at the hugging priority and `size >= intrinsic` at
    /// the compression-resistance priority.
    func appendIntrinsicSpecs(of view: View, _ v: ItemVariables, to derived: inout [Derived]) {
        let key = ObjectIdentifier(view)
        let natural = naturalSize(of: view)
        // A stack's tie-breaks hold the item at its intrinsic length as it
        // is now. Only an item with an intrinsic size has them (on itself):
        // a container's long list of constraints is not read for them.
        if natural.width >= 0 || natural.height >= 0 {
            for constraint in view.constraints where constraint.breaksATieOnly && constraint.isActive {
                if let spec = spec(of: constraint, installedOn: view) {
                    derived.append((.constraint(ObjectIdentifier(constraint)), spec, .constraint(constraint)))
                }
            }
        }
        for axis in [LayoutAxis.horizontal, .vertical] {
            let value = Double(axis == .horizontal ? natural.width : natural.height)
            guard value.isFinite else {
                // A subclass's override measured something impossible: the
                // axis gets no intrinsic size, and the mistake is named.
                LayoutDiagnostics.report(.invalidGeometry(view: view.name, property: "intrinsicContentSize", value: "\(natural)"))
                continue
            }
            guard value >= 0 else { continue }
            let size = v.along(axis).size
            let hug: StructuralRole = axis == .horizontal ? .hugWidth : .hugHeight
            let resist: StructuralRole = axis == .horizontal ? .resistWidth : .resistHeight
            var hugging = pin(size, value, view.contentHuggingPriority(for: axis))
            hugging.relation = .lessOrEqual
            var resistance = pin(size, value, view.contentCompressionResistancePriority(for: axis))
            resistance.relation = .greaterOrEqual
            hugging.strength = tieWeighed(hugging.strength, view, along: axis)
            resistance.strength = tieWeighed(resistance.strength, view, along: axis)
            let hugItem: Derived = (
                .structural(key, hug), hugging,
                .structural(item: view.name, role: hug, relative: nil, reason: "content hugging"))
            let resistItem: Derived = (
                .structural(key, resist), resistance,
                .structural(item: view.name, role: resist, relative: nil, reason: "compression resistance"))
            // The bound that moves away from the current size goes first
            // (when the size shrinks, the resistance's): in the other order
            // the two briefly contradict each other, and the solver pivots
            // across every row that depends on the view (a column of cards
            // below a label that got smaller cost seven first layouts).
            // Constants are sizes negated; a first layout has nothing to move.
            let shrinks = !isFirstSync
                && (entries[.structural(key, hug)].map { $0.spec.constant < hugging.constant } ?? false)
            // A content priority of 0 holds nothing: UIKit's constraint of it never acts.
            let hugs = view.contentHuggingPriority(for: axis).rawValue > 0
            let resists = view.contentCompressionResistancePriority(for: axis).rawValue > 0
            for (item, acts) in shrinks ? [(resistItem, resists), (hugItem, hugs)] : [(hugItem, hugs), (resistItem, resists)]
            where acts {
                derived.append(item)
            }
        }
    }

    /// The intrinsic size as this engine reads it: wrapped at its width for
    /// the view, and text rounded up to the screen's pixels, as UIKit rounds it.
    func naturalSize(of view: View) -> CGSize {
        var natural = view.wrapsAtLayoutWidth ? view.intrinsicSize(wrappingAt: wrapWidth(of: view)) : view.intrinsicContentSize
        if view.measuresText, let scale = pixelScale {
            if natural.width > 0 && natural.width.isFinite { natural.width = natural.width.upToPixel(of: scale) }
            if natural.height > 0 && natural.height.isFinite { natural.height = natural.height.upToPixel(of: scale) }
        }
        return natural
    }

    /// The margins guide (bounds inset by `layoutMargins`, measured from the
    /// safe-area edge when `insetsLayoutMarginsFromSafeArea`) and the
    /// safe-area guide (bounds inset by the effective safe-area insets).
    /// (developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea)
    ///
    /// A scroll view's frame layout guide is its bounds at the content
    /// offset, and its content layout guide starts at its origin, its size
    /// left to the constraints on it: the engine places a scroll view's
    /// content as if it were not scrolled (subviews' frames are in content
    /// coordinates, as UIKit's), so scrolling moves the frame guide and what
    /// is pinned to it, and nothing else.
    func guideSpecs(of view: View, geometry: inout SafeAreaGeometry) -> [Derived] {
        guideSpecs(of: view, guideInsets(of: view, geometry: &geometry))
    }

    /// Where a view's built-in guides lie in it: what their constraints'
    /// constants come from, so that settling can tell when nothing moved.
    struct GuideInsets: Equatable {
        var margins: AbsoluteInsets?
        var safeArea: AbsoluteInsets?
        var readable: AbsoluteInsets?
        var scrollOffset: CGPoint?
    }

    func guideInsets(of view: View, geometry: inout SafeAreaGeometry) -> GuideInsets {
        var insets = GuideInsets()
        if view.existingMarginsGuide != nil || view.existingSafeAreaGuide != nil || view.existingReadableGuide != nil {
            let safe = geometry.effectiveInsets(of: view)
            let margins = effectiveMargins(of: view, geometry: &geometry)
            if view.existingMarginsGuide != nil { insets.margins = margins }
            if view.existingSafeAreaGuide != nil { insets.safeArea = safe }
            if view.existingReadableGuide != nil {
                insets.readable = ReadableWidth.insets(
                    width: solvedFrameInSuperview(view).width, safeArea: safe, margins: margins,
                    category: view.rootView.rootTraits.contentSizeCategory, scale: pixelScale)
            }
        }
        insets.scrollOffset = geometry.scrollOffset(of: view)
        return insets
    }

    /// The view's margins as its margins guide takes them, from the last
    /// layout's frames: its own `layoutMargins`, from the safe area's edge
    /// where `insetsLayoutMarginsFromSafeArea`, each grown to the
    /// superview's margin less the distance to the superview's edge where
    /// `preservesSuperviewLayoutMargins` (UIKit's rule).
    func effectiveMargins(of view: View, geometry: inout SafeAreaGeometry) -> AbsoluteInsets {
        var margins = AbsoluteInsets(view.layoutMargins, view.layoutDirection)
        if view.insetsLayoutMarginsFromSafeArea { margins = margins + geometry.effectiveInsets(of: view) }
        guard view.preservesSuperviewLayoutMargins, let superview = view.superview else { return margins }
        let outer = effectiveMargins(of: superview, geometry: &geometry)
        let frame = solvedFrameInSuperview(view), room = solvedFrameInSuperview(superview).size
        margins.top = max(margins.top, outer.top - frame.minY)
        margins.left = max(margins.left, outer.left - frame.minX)
        margins.bottom = max(margins.bottom, outer.bottom - (room.height - frame.maxY))
        margins.right = max(margins.right, outer.right - (room.width - frame.maxX))
        return margins
    }

    func guideSpecs(of view: View, _ insets: GuideInsets) -> [Derived] {
        var derived: [Derived] = []
        if let guide = view.existingMarginsGuide, let margins = insets.margins {
            derived += insetSpecs(guide, in: view, margins, reason: "layout margins")
        }
        if let guide = view.existingSafeAreaGuide, let safe = insets.safeArea {
            derived += insetSpecs(guide, in: view, safe, reason: "safe area")
        }
        if let guide = view.existingReadableGuide, let readable = insets.readable {
            derived += insetSpecs(guide, in: view, readable, reason: "readable width")
        }
        if let scroll = view.scrollGuides, let offset = insets.scrollOffset {
            let visible = AbsoluteInsets(top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x)
            derived += insetSpecs(scroll.frame, in: view, visible, reason: "frame layout guide")
            derived += insetSpecs(scroll.content, in: view, .zero, reason: "content layout guide").prefix(2)
        }
        return derived
    }

    private func insetSpecs(
        _ guide: LayoutGuide, in owner: View, _ insets: AbsoluteInsets, reason: String
    ) -> [Derived] {
        let g = variables(of: guide), o = variables(of: owner)
        let key = ObjectIdentifier(guide)
        let right = farEdge(g.along(.horizontal), inset: insets.right, from: o.along(.horizontal))
        let bottom = farEdge(g.along(.vertical), inset: insets.bottom, from: o.along(.vertical))
        let guideName = guide.qualifiedName
        func side(_ role: StructuralRole) -> EngineEntry.Source {
            .structural(item: guideName, role: role, relative: owner.name, reason: reason)
        }
        return [
            (.structural(key, .insetLeft), offset(g.x, from: o.x, Double(insets.left)), side(.insetLeft)),
            (.structural(key, .insetTop), offset(g.y, from: o.y, Double(insets.top)), side(.insetTop)),
            (.structural(key, .insetRight), right, side(.insetRight)),
            (.structural(key, .insetBottom), bottom, side(.insetBottom)),
        ]
    }

    /// `guide's far edge == owner's far edge - inset` along one axis, the far
    /// edge being position + size.
    private func farEdge(
        _ guide: (position: Variable, size: Variable), inset: CGFloat, from owner: (position: Variable, size: Variable)
    ) -> LinearSpec {
        var spec = LinearSpec()
        spec.add(guide.position, 1)
        spec.add(guide.size, 1)
        spec.add(owner.position, -1)
        spec.add(owner.size, -1)
        spec.constant = Double(inset)
        return spec
    }

    /// `variable == value`, at `priority`.
    private func pin(_ variable: Variable, _ value: Double, _ priority: Priority = .required) -> LinearSpec {
        var spec = LinearSpec()
        spec.add(variable, 1)
        spec.constant = -value
        spec.strength = Self.strength(priority)
        return spec
    }

    /// `variable - base == value`.
    private func offset(_ variable: Variable, from base: Variable, _ value: Double) -> LinearSpec {
        var spec = LinearSpec()
        spec.add(variable, 1)
        spec.add(base, -1)
        spec.constant = -value
        return spec
    }
}
