import Synchronization

/// Hands out job numbers 0, 1, 2, ... to the threads of a ``BatchRunner``.
final class JobCounter: Sendable {
    private let next = Mutex(0)
    private let count: Int

    init(count: Int) { self.count = count }

    /// How many job numbers are left to take.
    var remaining: Int { next.withLock { count - $0 } }

    /// The next job number, or nil once all are taken.
    func take() -> Int? {
        next.withLock { next in
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
