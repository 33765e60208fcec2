import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Frames on the screen's pixels, as UIKit puts them: each edge at the
/// nearest pixel of the display scale, a text's own size rounded up to the
/// pixel; exact without a scale.
@Suite("Frames on the pixel", .failOnUnexpectedDiagnostics)
struct PixelRoundingTests {
    /// A 10-point square centred in a root 375 wide: its centre at 187.5.
    func centredSquare(scale: CGFloat) -> (View, View) {
        let (root, views) = makeRoot(375, 100, "square")
        root.traitCollection = TraitCollection(displayScale: scale)
        let square = views[0]
        LayoutConstraint.activate {
            square.size == 10
            square.center == root.center
        }
        root.layoutIfNeeded()
        return (root, square)
    }

    @Test("A centre at a half point on @3x moves to the pixel, a sixth of a point away; on @2x it is a pixel")
    func aHalfPointCentre() {
        let (_, onThree) = centredSquare(scale: 3)
        // 182.5 × 3 = 547.5 rounds to 548: 182.667; the far edge 192.667.
        expectFrame(onThree.frame, rect(548.0 / 3, 135.0 / 3, 10, 10))
        expectClose(onThree.frame.midX - 187.5, 1.0 / 6)
        let (_, onTwo) = centredSquare(scale: 2)
        expectFrame(onTwo.frame, rect(182.5, 45, 10, 10))
    }

    @Test("Without a display scale the frames are the solved values")
    func noScaleIsExact() {
        let (root, square) = centredSquare(scale: 0)
        expectFrame(square.frame, rect(182.5, 45, 10, 10))
        expectEqual(root.traitCollection.displayScale, 0)
        expectEqual(TraitCollection().displayScale, 0)
    }

    @Test("Each edge rounds on its own: a width of a third on @2x spans whichever pixels its edges are nearest")
    func edgesRoundIndependently() {
        let (root, views) = makeRoot(100, 100, "thin")
        root.traitCollection.displayScale = 2
        let thin = views[0]
        LayoutConstraint.activate {
            thin.leading == root.leading + 10.2
            thin.width == 1.0 / 3
            thin.top == root.top
            thin.height == 4
        }
        root.layoutIfNeeded()
        // 10.2 → 10; 10.533 → 10.5.
        expectFrame(thin.frame, rect(10, 0, 0.5, 4))
    }

    @Test("A label's own height of 20.287 is 20.333 on @3x, 20.5 on @2x, and exact without a scale")
    func aLabelsSizeRoundsUp() {
        for (scale, height) in [(CGFloat(3), CGFloat(61.0 / 3)), (2, 20.5), (0, 20.287)] {
            let (root, views) = makeRoot(375, 100)
            _ = views
            root.traitCollection = TraitCollection(displayScale: scale)
            let label = Label(name: "label", text: "Hello", font: .system(size: 17))
            root.addSubview(label)
            LayoutConstraint.activate {
                label.top == root.top + 10
                label.leading == root.leading + 10
            }
            root.layoutIfNeeded()
            #expect(abs(label.frame.height - height) < 0.001, "@\(scale)x: \(label.frame.height)")
            if scale > 0 {
                let pixels = label.frame.width * scale
                #expect(abs(pixels - pixels.rounded()) < 1e-6, "@\(scale)x: the width is whole pixels")
                #expect(label.frame.width >= label.intrinsicContentSize.width)
            }
            #expect(label.textLayout()?.isTruncated == false)
        }
    }

    @Test("Text fields and text views round their own size up too")
    func fieldsAndTextViews() {
        let (root, _) = makeRoot(375, 200)
        root.traitCollection = TraitCollection(displayScale: 3)
        let field = TextField(name: "field", placeholder: "Email", font: .system(size: 17))
        let notes = TextView(name: "notes", text: "Notes", font: .system(size: 17))
        notes.isScrollEnabled = false
        root.addSubview(field)
        root.addSubview(notes)
        LayoutConstraint.activate {
            field.top == root.top
            field.leading == root.leading
            notes.top == field.bottom
            notes.leading == root.leading
        }
        root.layoutIfNeeded()
        for view in [field, notes] {
            let pixels = view.frame.height * 3
            #expect(abs(pixels - pixels.rounded()) < 1e-6, "\(view.name) \(view.frame.height)")
            #expect(view.frame.height >= view.intrinsicContentSize.height, "\(view.name)")
        }
        // 20.287 + 16 of container inset, rounded up: 36.333.
        expectClose(notes.frame.height, 109.0 / 3)
    }

    @Test("A table row is rounded up to the pixel, so its text is never cut by the rounding")
    func aCellsTextIsNeverCut() {
        let cell = TableViewCell(name: "cell")
        cell.traitCollection = TraitCollection(displayScale: 3)
        let text = Label(name: "text", text: "A sentence that wraps onto a second line in a narrow row", font: .system(size: 17))
        text.numberOfLines = 0
        cell.contentView.addSubview(text)
        LayoutConstraint.activate {
            text.edges == cell.contentView.layoutMarginsGuide.edges
        }
        let height = cell.fittedRowHeight(tableWidth: 200, separator: false)
        let pixels = height * 3
        #expect(abs(pixels - pixels.rounded()) < 1e-6, "row \(height)")
        #expect(text.textLayout()?.isTruncated == false)
        #expect(text.frame.maxY <= cell.contentView.frame.height - 11 + 1e-6)
        #expect(!text.hasAmbiguousLayout)
    }

    @Test("Freedom of less than a pixel is not ambiguous on a screen; without a scale it is")
    func subPixelFreedom() {
        /// A bar whose height its constraints leave free between 10 and `most`.
        func bar(heightUpTo most: CGFloat, scale: CGFloat) -> Bool {
            let (root, views) = makeRoot(100, 100, "bar")
            root.traitCollection = TraitCollection(displayScale: scale)
            let bar = views[0]
            LayoutConstraint.activate {
                bar.horizontalEdges == root.horizontalEdges
                bar.top == root.top
                bar.height >= 10
                bar.height <= most
            }
            root.layoutIfNeeded()
            return bar.hasAmbiguousLayout
        }
        #expect(!bar(heightUpTo: 10.25, scale: 3))
        #expect(!bar(heightUpTo: 10.25, scale: 2))
        #expect(bar(heightUpTo: 10.25, scale: 0), "any freedom is ambiguous without a scale")
        #expect(bar(heightUpTo: 10.5, scale: 3), "half a point is a pixel and more on @3x")
    }

    @Test("A display scale that is negative or not finite is refused; the traits stay")
    func badScales() {
        let (root, _) = makeRoot(100, 100)
        root.traitCollection = TraitCollection(displayScale: 2)
        for bad in [CGFloat(-1), .nan, .infinity] {
            let errors = LayoutDiagnostics.capture { root.traitCollection.displayScale = bad }
            expectEqual(errors.count, 1)
            #expect(errors.first?.description.hasPrefix("Cannot set traitCollection of 'root'") == true, "\(errors)")
            expectEqual(root.traitCollection.displayScale, 2)
        }
    }
}

/// A frame the constraints leave open rests where the layout checks rest it
/// (its superview's origin, its intrinsic size or 0), in a plain layout too.
@Suite("Undetermined frames in a plain layout", .failOnUnexpectedDiagnostics)
struct PlainLayoutRestTests {
    @Test("A view nothing places across rests at its superview's leading edge, as UIKit left it")
    func nothingPlacesItAcross() {
        let (root, views) = makeRoot(375, 200, "card")
        let card = views[0], title = Label(name: "title", text: "Hello", font: .system(size: 17))
        card.addSubview(title)
        LayoutConstraint.activate {
            card.top == root.top + 20
            card.leading == root.leading + 16
            card.size == CGSize(width: 200, height: 100)
            title.top == card.top + 8
            title.trailing <= card.trailing - 8
        }
        root.layoutIfNeeded()
        expectEqual(title.frame.minX, 0)
        expectEqual(title.frame.minY, 8)
        #expect(title.hasAmbiguousLayout)
        // A constant changed elsewhere keeps it at rest.
        LayoutConstraint.activate { card.height >= 0 }
        root.layoutIfNeeded()
        expectEqual(title.frame.minX, 0)
    }
}
