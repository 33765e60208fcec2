// expected-error: a priority stored as a number is written 'Priority(value)'
import AnchorDSL
import AnchorHeadless

func snippet(a: View) {
    let priority = 750
    _ = a.width == 44 ~ priority
}
