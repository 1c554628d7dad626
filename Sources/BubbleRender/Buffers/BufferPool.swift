import InternalUtilities

/// The process-wide pool of pixel and coverage buffers, beside BubbleRender's glyph caches.
///
/// A canvas, a coverage grid, a blur's rows or a PNG encoder's filtered rows take their
/// memory from here and give it back when they are done with it (``PooledBuffer``'s
/// deinit), so a render after the first reuses memory whose pages are already mapped
/// instead of faulting in fresh pages on every call.
///
/// Bounded: the pool keeps at most ``maximumRetainedBytes`` in at most
/// ``maximumRetainedBuffers`` buffers; a buffer given back past either bound is freed
/// at once, as is any buffer larger than a quarter of the bound. Thread-safe: one lock
/// around the free list (taking and giving back are a few comparisons under it); the
/// memory a caller holds is its own until it gives it back.
final class BufferPool: Sendable {
    /// The pool every canvas, mask and shadow uses: 8 MiB in at most 32 buffers, which
    /// holds the buffers of two concurrent previews of a few hundred thousand pixels.
    static let shared = BufferPool(maximumRetainedBytes: 8 << 20, maximumRetainedBuffers: 32)

    /// The most bytes the pool keeps when nobody holds them.
    let maximumRetainedBytes: Int
    /// The most buffers the pool keeps when nobody holds them.
    let maximumRetainedBuffers: Int

    /// A buffer and its size in bytes. Sendable: a buffer has one holder at a time,
    /// the pool or the caller that took it.
    struct Buffer: @unchecked Sendable {
        var pointer: UnsafeMutableRawPointer
        var byteCount: Int
    }

    /// Buffers nobody holds, and their total size.
    private struct FreeList: ~Copyable {
        var buffers: [Buffer] = []
        var retainedBytes = 0
    }

    private let free: PthreadMutex<FreeList>

    init(maximumRetainedBytes: Int, maximumRetainedBuffers: Int) {
        self.maximumRetainedBytes = maximumRetainedBytes
        self.maximumRetainedBuffers = maximumRetainedBuffers
        free = PthreadMutex(FreeList())
    }

    /// Frees the buffers the pool keeps (a pool other than ``shared`` may go away).
    deinit {
        free.withLock { list in
            for buffer in list.buffers { buffer.pointer.deallocate() }
            list.buffers.removeAll()
            list.retainedBytes = 0
        }
    }

    /// Sizes are rounded up to whole pages, so buffers of nearly the same size are
    /// interchangeable.
    static let granularity = 4096
    /// Every buffer's alignment (enough for any SIMD load on x86 and ARM).
    static let alignment = 64

    /// A buffer of at least `byteCount` bytes (its contents undefined) and its size:
    /// the smallest free one that is large enough, or a new one.
    func take(byteCount: Int) -> Buffer {
        let size = Swift.max(Self.granularity, (byteCount + Self.granularity - 1) / Self.granularity * Self.granularity)
        let reused = free.withLock { list -> Buffer? in
            var best: Int?
            for (index, buffer) in list.buffers.enumerated() where buffer.byteCount >= size {
                if best.map({ buffer.byteCount < list.buffers[$0].byteCount }) ?? true { best = index }
            }
            guard let best else { return nil }
            let buffer = list.buffers.remove(at: best)
            list.retainedBytes -= buffer.byteCount
            return buffer
        }
        if let reused { return reused }
        return Buffer(pointer: .allocate(byteCount: size, alignment: Self.alignment), byteCount: size)
    }

    /// Gives back a buffer from ``take(byteCount:)``: kept for the next taker, or freed
    /// when keeping it would pass the pool's bounds.
    func giveBack(_ buffer: Buffer) {
        let kept = buffer.byteCount <= maximumRetainedBytes / 4 && free.withLock { list in
            guard list.buffers.count < maximumRetainedBuffers,
                list.retainedBytes + buffer.byteCount <= maximumRetainedBytes
            else { return false }
            list.buffers.append(buffer)
            list.retainedBytes += buffer.byteCount
            return true
        }
        if !kept { buffer.pointer.deallocate() }
    }

    /// The bytes the pool keeps now (for tests).
    var retainedBytes: Int { free.withLock { $0.retainedBytes } }
}
