import InternalUtilities

/// The process's idle ``ShapingBuffer``s, which layouts take and give back.
///
/// HarfBuzz grows a buffer's arrays as a layout shapes longer runs (a cold paragraph's
/// new words go to HarfBuzz in one run: about 40 bytes a glyph, reallocated and copied
/// several times on the way to a thousand glyphs). A buffer holds no result between
/// runs, so a layout can start from one an earlier layout has grown. Bounded: at most
/// ``maximumIdle`` buffers are kept, each at most ``ShapingBuffer/maximumKeptLength``
/// code units' worth (a longer run's buffer is replaced after it).
///
/// Thread-safe: every access takes one lock; a buffer taken out belongs to its taker
/// alone until it is given back.
enum ShapingBufferPool {
    /// The most idle buffers kept (threads laying out at once).
    static let maximumIdle = 8

    private static let idle = PthreadMutex(IdleBuffers())

    /// An idle buffer, or a new one. Give it back with ``give(_:)``.
    static func take() -> ShapingBuffer {
        idle.withLock { $0.buffers.popLast() } ?? ShapingBuffer()
    }

    /// Gives back a buffer taken with ``take()``; it is dropped when the pool is full.
    static func give(_ buffer: ShapingBuffer) {
        idle.withLock { idle in
            if idle.buffers.count < maximumIdle { idle.buffers.append(buffer) }
        }
    }

    /// The buffers, which only the pool's lock hands from thread to thread.
    private struct IdleBuffers: @unchecked Sendable {
        var buffers: [ShapingBuffer] = []
    }
}
