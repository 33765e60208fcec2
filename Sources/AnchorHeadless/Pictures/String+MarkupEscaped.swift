extension String {
    /// The text with `&`, `<`, `>`, `"` and `'` as entities: safe as text
    /// and in a quoted attribute, in SVG and in HTML alike.
    ///
    ///     "a < b".markupEscaped == "a &lt; b"
    package var markupEscaped: String {
        let utf8 = self.utf8
        // Most text has nothing to escape. Bytes, not characters, are
        // scanned: each character escaped is one byte.
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case 0x26: bytes.append(contentsOf: "&amp;".utf8)
            case 0x3C: bytes.append(contentsOf: "&lt;".utf8)
            case 0x3E: bytes.append(contentsOf: "&gt;".utf8)
            case 0x22: bytes.append(contentsOf: "&quot;".utf8)
            case 0x27: bytes.append(contentsOf: "&#39;".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
