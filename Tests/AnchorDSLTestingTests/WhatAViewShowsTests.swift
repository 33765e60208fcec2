import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// What a view shows decides what is a fault: a view that draws nothing is
/// no fault at any size or over anything; an image view scales its image
/// unless its content mode says not to.
@Suite(.failOnUnexpectedDiagnostics) struct WhatAViewShowsTests {
    /// A 200 × 100 root, text measured one em a character, with `views`
    /// added and each pinned to its frame.
    private func tree(_ views: [(View, CGRect)]) -> View {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.textMeasurer = EmMeasurer()
        pin(views, in: root)
        root.layoutIfNeeded()
        return root
    }

    @Test func viewsThatShowNothingAreNoFaultAtZeroSize() {
        let spacer = View(name: "spacer"), keyboardAnchor = View(name: "keyboardAnchor")
        let empty = Label(name: "empty", text: "", font: .system(size: 10))
        let clear = View(name: "clear")
        clear.backgroundColor = .clear
        let root = tree([
            (spacer, CGRect(x: 0, y: 0, width: 0, height: 20)), (keyboardAnchor, CGRect(x: 0, y: 100, width: 200, height: 0)),
            (empty, CGRect(x: 10, y: 10, width: 0, height: 0)), (clear, CGRect(x: 20, y: 20, width: 0, height: 10)),
        ])
        expectEqual(layoutProblems(in: root, checking: .zeroSize), [])
    }

    @Test func viewsThatShowSomethingAreFaultsAtZeroSize() {
        let title = Label(name: "title", text: "Hi", font: .system(size: 10))
        let card = View(name: "card")
        card.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.2)
        // No background, but it holds a label with text: it shows that.
        let holder = View(name: "holder"), caption = Label(name: "caption", text: "Caption", font: .system(size: 10))
        let root = tree([
            (title, CGRect(x: 0, y: 0, width: 20, height: 0)), (card, CGRect(x: 0, y: 20, width: 0, height: 40)),
            (holder, CGRect(x: 100, y: 0, width: 0, height: 40)),
        ])
        holder.addSubview(caption)
        LayoutConstraint.activate {
            caption.top == holder.top
            caption.leading == holder.leading
        }
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root, checking: .zeroSize).map(\.message), [
            "title has no height: (0, 0, 20 × 0)", "card has no width: (0, 20, 0 × 40)", "holder has no width: (100, 0, 0 × 40)",
        ])
    }

    @Test func aHiddenSubviewShowsNothingOfItsSuperview() {
        let holder = View(name: "holder"), caption = Label(name: "caption", text: "Caption", font: .system(size: 10))
        caption.isHidden = true
        let root = tree([(holder, CGRect(x: 0, y: 0, width: 0, height: 40))])
        holder.addSubview(caption)
        LayoutConstraint.activate {
            caption.top == holder.top
            caption.leading == holder.leading
        }
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root, checking: .zeroSize), [])
    }

    @Test func aClearTapTargetOverAFieldIsNoOverlapAndTwoCardsAre() {
        let field = Label(name: "field", text: "Email", font: .system(size: 10))
        let tapTarget = View(name: "tapTarget")
        let front = View(name: "front"), back = View(name: "back")
        front.backgroundColor = .white
        back.backgroundColor = .gray
        let root = tree([
            (field, CGRect(x: 0, y: 0, width: 100, height: 20)), (tapTarget, CGRect(x: 0, y: 0, width: 100, height: 44)),
            (back, CGRect(x: 0, y: 50, width: 100, height: 40)), (front, CGRect(x: 50, y: 60, width: 100, height: 40)),
        ])
        expectEqual(layoutProblems(in: root, checking: .overlappingSiblings).map(\.views), [["back", "front"]])
    }

    @Test(arguments: [View.ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw])
    func anImageViewThatScalesItsImageIsNotCompressed(_ mode: View.ContentMode) {
        let avatar = ImageView(name: "avatar", imageSize: CGSize(width: 460, height: 460))
        avatar.contentMode = mode
        let root = tree([(avatar, CGRect(x: 10, y: 10, width: 50, height: 50))])
        expectEqual(layoutProblems(in: root), [])
    }

    @Test func anImageViewThatDoesNotScaleCutsItsImage() {
        let avatar = ImageView(name: "avatar", imageSize: CGSize(width: 460, height: 460))
        avatar.contentMode = .center
        let root = tree([(avatar, CGRect(x: 10, y: 10, width: 50, height: 50))])
        expectEqual(layoutProblems(in: root).map(\.message), [
            "avatar (10, 10, 50 × 50) is compressed: 50 wide where its content needs 460, and 50 high where its content needs 460",
        ])
    }

    @Test func eachContentModePlacesTheImagesBoxAsUIKitDoes() {
        let image = CGSize(width: 460, height: 460), bounds = CGRect(x: 0, y: 0, width: 50, height: 30)
        let boxes: [(View.ContentMode, CGRect)] = [
            (.scaleToFill, bounds), (.redraw, bounds),
            (.scaleAspectFit, CGRect(x: 10, y: 0, width: 30, height: 30)),
            (.scaleAspectFill, CGRect(x: 0, y: -10, width: 50, height: 50)),
            (.center, CGRect(x: -205, y: -215, width: 460, height: 460)),
            (.top, CGRect(x: -205, y: 0, width: 460, height: 460)),
            (.bottom, CGRect(x: -205, y: -430, width: 460, height: 460)),
            (.left, CGRect(x: 0, y: -215, width: 460, height: 460)),
            (.right, CGRect(x: -410, y: -215, width: 460, height: 460)),
            (.topLeft, CGRect(x: 0, y: 0, width: 460, height: 460)),
            (.bottomRight, CGRect(x: -410, y: -430, width: 460, height: 460)),
        ]
        for (mode, box) in boxes { expectEqual(mode.box(of: image, in: bounds), box, "\(mode)") }
        expectEqual(View.ContentMode.allCases.filter(\.scalesContent), [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw])
    }

    @Test func aColourWithAComponentOutside0To1IsRefusedAndTheBackgroundKept() {
        let card = View(name: "card")
        card.backgroundColor = .white
        let errors = LayoutDiagnostics.capture {
            card.backgroundColor = Color(red: 1.5, green: 0, blue: .nan)
            card.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: -1)
        }
        expectEqual(errors.map(\.description), [
            "Cannot set backgroundColor of 'card' to red 1.5, blue nan: each colour component must be finite and in 0...1",
            "Cannot set backgroundColor of 'card' to alpha -1.0: each colour component must be finite and in 0...1",
        ])
        expectEqual(card.backgroundColor, .white)
        expectEqual(Color(red: 0.2, green: 0.4, blue: 1, alpha: 0.5).description, "#3366FF 0.5")
    }
}

@Suite struct WhatAViewShowsPictureTests {
    @Test func thePictureFillsABackgroundAndDrawsAnImageWhereItsModePutsIt() {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let card = View(name: "card"), avatar = ImageView(name: "avatar", imageSize: CGSize(width: 40, height: 20))
        card.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        avatar.contentMode = .scaleAspectFit
        root.addSubview(card)
        card.addSubview(avatar)
        LayoutConstraint.activate {
            card.left == root.left + 10
            card.top == root.top + 10
            card.size == CGSize(width: 100, height: 80)
            avatar.left == card.left
            avatar.top == card.top
            avatar.size == CGSize(width: 20, height: 20)
        }
        root.layoutIfNeeded()
        let svg = root.svgPicture()
        expectContains(svg, "<rect x=\"10\" y=\"10\" width=\"100\" height=\"80\" fill=\"#ff8000\" fill-opacity=\"0.25\"")
        // 40 × 20 fitted into 20 × 20: 20 × 10, centred down.
        expectContains(svg, "<rect x=\"10\" y=\"15\" width=\"20\" height=\"10\" fill=\"#8e8e93\"")
        avatar.contentMode = .topLeft
        expectContains(root.svgPicture(), "<rect x=\"10\" y=\"10\" width=\"40\" height=\"20\" fill=\"#8e8e93\"")
    }
}
