// expected-error: an optional constant is unwrapped first
import AnchorDSL
import AnchorHeadless
import Foundation

func snippet(a: View, b: View, ratio: CGFloat?) {
    _ = a.width == b.width * ratio + 8
}
