// expected-error: conformance of 'VFLSpace' to 'VFLMisplacedOperand' is unavailable: a typed Visual Format chain joins views, layout guides and gaps
import AnchorDSL
import AnchorHeadless

func snippet(b: View, name: String) {
    _ = withVFL(H: |-8 - b - 8 - name - 8-|)
}
