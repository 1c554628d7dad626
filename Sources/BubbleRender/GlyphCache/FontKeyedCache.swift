import InternalUtilities
import TextLayout

/// A thread-safe, bounded map from keys to values that belong to a font: the storage of
/// BubbleRender's process-wide glyph caches.
///
/// One lock around lookups and insertions; callers load or render a missing value
/// outside it and insert it afterwards. Past ``maximumBytes`` (each value's cost as its
/// inserter states it) the oldest entries go first. Entries hold their font weakly, so
/// the cache keeps no font alive, and an entry whose font is gone never answers for
/// another font that reuses the freed address.
final class FontKeyedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        var value: Value
        var cost: Int
        /// The font the entry belongs to; nil once it is gone.
        weak var font: Font?
    }

    private struct State: ~Copyable {
        var entries: [Key: Entry] = [:]
        /// Keys in insertion order from `head` on; earlier slots are spent.
        var order: [Key] = []
        var head = 0
        var bytes = 0
    }

    /// The most bytes the entries may hold.
    let maximumBytes: Int
    private let state = PthreadMutex(State())

    init(maximumBytes: Int) { self.maximumBytes = maximumBytes }

    /// The value under `key` when it belongs to `font` (not to a font that is gone).
    func value(for key: Key, font: Font) -> Value? {
        state.withLock { state in
            guard let entry = state.entries[key], entry.font === font else { return nil }
            return entry.value
        }
    }

    /// Keeps `value` of `font` under `key`, `cost` bytes, unless the key already holds a
    /// value of a living font (another thread made the same value meanwhile: the first
    /// stays) or the value alone passes the bound.
    func insert(_ value: Value, cost: Int, for key: Key, font: Font) {
        guard cost <= maximumBytes else { return }
        state.withLock { state in
            // An entry of a font that is gone is replaced (its key's older slot in `order`
            // then forgets the new entry early, which only costs a reload).
            if let existing = state.entries[key] {
                guard existing.font == nil else { return }
                state.bytes -= existing.cost
            }
            state.entries[key] = Entry(value: value, cost: cost, font: font)
            state.order.append(key)
            state.bytes += cost
            while state.bytes > maximumBytes, state.head < state.order.count {
                let oldest = state.order[state.head]
                state.head += 1
                if let removed = state.entries.removeValue(forKey: oldest) { state.bytes -= removed.cost }
            }
            if state.head > 1024, state.head * 2 > state.order.count {
                state.order.removeFirst(state.head)
                state.head = 0
            }
        }
    }

    /// The bytes the entries hold now (for tests).
    var bytes: Int { state.withLock { $0.bytes } }
}
