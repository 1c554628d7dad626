import InternalUtilities

/// The process's pool of open ICU break iterators, shared by every layout and every
/// ``LayoutCache``.
///
/// Opening an ICU iterator (`ubrk_open`: the locale's rules looked up, the iterator
/// built) costs about as much as finding every line-break opportunity of a
/// 1,000-character paragraph, and a new cache would pay it twice for every layout
/// (a line breaker and a grapheme breaker). An iterator holds no result between
/// texts (each use sets its text anew), so it can serve any layout of the same kind
/// and locale once the previous one is done with it.
///
/// Why process-wide rather than per cache or per layout: a text laid out alone with
/// a fresh ``LayoutCache`` has no longer-lived object to keep iterators in, and what
/// is kept is not a result of any text, only an open iterator, the same whoever
/// takes it (ICU itself keeps the rules process-wide). The pool is bounded, so it
/// costs at most ``maximumIterators`` iterators (a few kilobytes each) however many
/// locales and threads there are.
///
/// Thread-safe: every access takes one lock; an iterator taken out belongs to its
/// taker alone until it is given back. Layouts use ``shared``; tests make their own.
final class BreakerPool: Sendable {
    /// The process's pool.
    static let shared = BreakerPool()

    /// The most iterators of one kind and locale kept (threads laying out at once).
    static let maximumPerLocale = 8
    /// The most iterators kept in all.
    static let maximumIterators = 64

    private struct Key: Hashable {
        /// nil for a grapheme breaker, else the line breaker's locale.
        var locale: String?
    }

    private struct State {
        var idle: [Key: [LineBreaker]] = [:]
        var count = 0
    }

    private let state = PthreadMutex(State())

    /// An idle iterator from the pool, or a new one: a line breaker for `locale`, or a
    /// grapheme breaker when `locale` is nil. Give it back with ``give(_:locale:)``.
    func take(locale: String?) throws(TextLayoutError) -> LineBreaker {
        let key = Key(locale: locale)
        let pooled = state.withLock { state -> LineBreaker? in
            guard let breaker = state.idle[key]?.popLast() else { return nil }
            state.count -= 1
            return breaker
        }
        if let pooled { return pooled }
        if let locale { return try LineBreaker(locale: locale) }
        return try LineBreaker.graphemeBreaker()
    }

    /// Gives back an iterator taken with ``take(locale:)`` (the same `locale`); it is
    /// closed when the pool is full.
    func give(_ breaker: LineBreaker, locale: String?) {
        let key = Key(locale: locale)
        state.withLock { state in
            guard state.count < Self.maximumIterators, state.idle[key, default: []].count < Self.maximumPerLocale else { return }
            state.idle[key, default: []].append(breaker)
            state.count += 1
        }
    }

    /// The number of idle iterators held (for tests).
    var idleCount: Int { state.withLock { $0.count } }
}
