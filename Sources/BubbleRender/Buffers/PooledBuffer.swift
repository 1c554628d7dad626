/// A buffer of `count` elements of `Element` taken from ``BufferPool/shared`` and given
/// back to it when the last reference goes away.
///
/// A class so that the buffer goes back to the pool on every path (a thrown error, a
/// canvas dropped by its caller). Its owner decides who may write: a ``Canvas`` copies
/// it before writing unless it holds the only reference, and temporary grids are never
/// shared, which is why the type can be marked Sendable.
///
/// Whoever works through ``base`` keeps the buffer alive meanwhile (mentions it later,
/// or `defer { withExtendedLifetime(buffer) {} }`): Swift may release an object right
/// after its last mention, and the pool may then hand the memory to someone else.
final class PooledBuffer<Element: BitwiseCopyable>: @unchecked Sendable {
    /// The first element.
    let base: UnsafeMutablePointer<Element>
    /// The number of elements.
    let count: Int
    /// The size of the pool's buffer, which may be larger than `count` elements.
    private let byteCount: Int

    /// `count` elements, all zero when `zeroed` (otherwise left as the last user left
    /// them: write every element before reading it).
    init(count: Int, zeroed: Bool) {
        let taken = BufferPool.shared.take(byteCount: Swift.max(1, count) * MemoryLayout<Element>.stride)
        if zeroed { taken.pointer.initializeMemory(as: UInt8.self, repeating: 0, count: count * MemoryLayout<Element>.stride) }
        base = taken.pointer.bindMemory(to: Element.self, capacity: count)
        self.count = count
        byteCount = taken.byteCount
    }

    deinit {
        BufferPool.shared.giveBack(BufferPool.Buffer(pointer: UnsafeMutableRawPointer(base), byteCount: byteCount))
    }

    /// The elements.
    var buffer: UnsafeMutableBufferPointer<Element> { UnsafeMutableBufferPointer(start: base, count: count) }

    /// A new buffer with the same elements.
    func copy() -> PooledBuffer {
        let copy = PooledBuffer(count: count, zeroed: false)
        copy.base.update(from: base, count: count)
        return copy
    }
}
