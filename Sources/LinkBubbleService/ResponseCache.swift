import InternalUtilities

/// The process-wide cache of answers by ETag: least recently used first out, holding at
/// most a byte limit of answers. Each process has its own (nothing is shared between
/// processes behind a load balancer); an answer is the same bytes wherever it is made.
final class ResponseCache: Sendable {
    private struct Entry {
        var answer: ServiceAnswer
        var lastUse: UInt64
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let state = PthreadMutex(State())

    /// The byte limit.
    let byteLimit: Int

    /// A cache holding at most `byteLimit` bytes of answers.
    init(byteLimit: Int) { self.byteLimit = byteLimit }

    /// The answer stored under `key`, now the most recently used.
    func answer(for key: String) -> ServiceAnswer? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.answer
        }
    }

    /// Stores `answer` under `key`, evicting the least recently used answers until the
    /// cache fits its limit; an answer larger than the limit is not stored.
    func store(_ answer: ServiceAnswer, for key: String) {
        let size = answer.byteCount
        guard size <= byteLimit else { return }
        state.withLock { state in
            state.clock += 1
            if let old = state.entries.updateValue(Entry(answer: answer, lastUse: state.clock), forKey: key) {
                state.bytes -= old.answer.byteCount
            }
            state.bytes += size
            while state.bytes > byteLimit,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.bytes -= oldest.value.answer.byteCount
                state.entries[oldest.key] = nil
            }
        }
    }

    /// The bytes stored.
    var storedBytes: Int { state.withLock { $0.bytes } }
}
