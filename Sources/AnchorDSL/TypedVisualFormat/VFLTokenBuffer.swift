/// The tokens of a typed chain, stored inline after a header, and the owner
/// of the views and guides they name: each is retained once when its token
/// is made (`VFLToken.owning`) and released when the buffer goes away.
///
/// Chains share a buffer when one is copied; the operators extend a chain
/// in place only when its buffer is not shared (`VFLChain.reserve`).
///
/// The count and capacity are kept in the header and read through its
/// pointer: `ManagedBuffer`'s `header` property is checked for exclusive
/// access at run time on every use, and its `capacity` asks `malloc`.
@usableFromInline final class VFLTokenBuffer: ManagedBuffer<VFLTokenBuffer.Header, VFLToken> {
    @usableFromInline struct Header {
        @usableFromInline var count = 0
        @usableFromInline var capacity: Int

        @_alwaysEmitIntoClient init(capacity: Int) {
            self.capacity = capacity
        }
    }

    @_alwaysEmitIntoClient static func make(minimumCapacity: Int) -> VFLTokenBuffer {
        let buffer = create(minimumCapacity: minimumCapacity) { _ in Header(capacity: minimumCapacity) }
        return unsafeDowncast(buffer, to: VFLTokenBuffer.self)
    }

    deinit {
        withUnsafeMutablePointers { header, tokens in
            for index in 0..<header.pointee.count { tokens[index].releaseOwned() }
        }
    }

    @_alwaysEmitIntoClient var count: Int {
        withUnsafeMutablePointerToHeader { $0.pointee.count }
    }

    @_alwaysEmitIntoClient var freeCapacity: Int {
        withUnsafeMutablePointerToHeader { $0.pointee.capacity - $0.pointee.count }
    }

    @_alwaysEmitIntoClient var first: VFLToken? {
        count > 0 ? withUnsafeMutablePointerToElements { $0.pointee } : nil
    }

    @_alwaysEmitIntoClient var last: VFLToken? {
        count > 0 ? withUnsafeMutablePointerToElements { $0[count - 1] } : nil
    }

    /// Adds a token whose reference (if any) this buffer now owns; the
    /// caller has made room.
    @_alwaysEmitIntoClient func appendUnchecked(_ token: VFLToken) {
        withUnsafeMutablePointers { header, tokens in
            (tokens + header.pointee.count).initialize(to: token)
            header.pointee.count += 1
        }
    }

    /// Takes `other`'s tokens and what they own, leaving it empty; the
    /// caller has made room.
    @_alwaysEmitIntoClient func moveTokens(from other: VFLTokenBuffer) {
        other.withUnsafeMutablePointers { otherHeader, otherTokens in
            withUnsafeMutablePointers { header, tokens in
                (tokens + header.pointee.count).initialize(from: otherTokens, count: otherHeader.pointee.count)
                header.pointee.count += otherHeader.pointee.count
            }
            otherHeader.pointee.count = 0
        }
    }

    /// Adds copies of `other`'s tokens, retaining what they own (`other`
    /// keeps its own); the caller has made room.
    @_alwaysEmitIntoClient func copyTokens(from other: VFLTokenBuffer) {
        other.withUnsafeMutablePointers { otherHeader, otherTokens in
            for index in 0..<otherHeader.pointee.count {
                otherTokens[index].retainOwned()
                appendUnchecked(otherTokens[index])
            }
        }
    }

    /// A buffer with room for `minimumCapacity` tokens holding this one's:
    /// moved out of it if the caller is this buffer's only owner, copied
    /// otherwise.
    @usableFromInline func resized(minimumCapacity: Int, moving: Bool) -> VFLTokenBuffer {
        let capacity = withUnsafeMutablePointerToHeader { $0.pointee.capacity }
        let resized = VFLTokenBuffer.make(minimumCapacity: Swift.max(minimumCapacity, capacity * 2))
        if moving {
            resized.moveTokens(from: self)
        } else {
            resized.copyTokens(from: self)
        }
        return resized
    }

    /// Calls `body` with the tokens, in order.
    func withTokens<Result>(_ body: (UnsafeBufferPointer<VFLToken>) -> Result) -> Result {
        withUnsafeMutablePointers { header, tokens in body(UnsafeBufferPointer(start: tokens, count: header.pointee.count)) }
    }
}
