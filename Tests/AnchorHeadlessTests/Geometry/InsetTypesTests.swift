import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

struct InsetTypesTests {
    @Test func edgeInsetsInitializers() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        expectEqual([insets.top, insets.leading, insets.bottom, insets.trailing], [1, 2, 3, 4])
        expectEqual(EdgeInsets(8), EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        expectEqual(EdgeInsets(horizontal: 16, vertical: 8), EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        expectEqual(EdgeInsets.zero, EdgeInsets(0))
        expectEqual(-EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), EdgeInsets(top: -1, leading: -2, bottom: -3, trailing: -4))
    }

    @Test func horizontalInsets() {
        let insets = HorizontalInsets(leading: 16, trailing: 8)
        expectEqual(insets.leading, 16)
        expectEqual(insets.trailing, 8)
        expectEqual(HorizontalInsets(5), HorizontalInsets(leading: 5, trailing: 5))
        expectEqual(HorizontalInsets.zero, HorizontalInsets(0))
        expectEqual(-insets, HorizontalInsets(leading: -16, trailing: -8))
    }

    @Test func verticalInsets() {
        let insets = VerticalInsets(top: 8, bottom: 20)
        expectEqual(insets.top, 8)
        expectEqual(insets.bottom, 20)
        expectEqual(VerticalInsets(5), VerticalInsets(top: 5, bottom: 5))
        expectEqual(VerticalInsets.zero, VerticalInsets(0))
        expectEqual(-insets, VerticalInsets(top: -8, bottom: -20))
    }

    @Test func offset() {
        let offset = Offset(x: 10, y: -5)
        expectEqual(offset.x, 10)
        expectEqual(offset.y, -5)
        expectEqual(Offset.zero, Offset(x: 0, y: 0))
        expectEqual(-offset, Offset(x: -10, y: 5))
    }
}
