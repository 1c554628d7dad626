#if canImport(Glibc)
    import Glibc
#endif

/// A POSIX mutex with its condition variable, whose timed waits run on the monotonic
/// clock (a change of the wall clock neither ends nor stretches them). Lock it around
/// the state it guards; wait and broadcast while holding it. Thread-safe.
final class Condition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// An unlocked mutex and a condition no thread waits on.
    init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Takes the mutex, waiting for it.
    func lock() { pthread_mutex_lock(mutex) }

    /// Releases the mutex.
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Releases the mutex until a broadcast (or a spurious wake-up), then takes it again.
    func wait() { pthread_cond_wait(condition, mutex) }

    /// As ``wait()``, for at most `duration` (nothing when it is not positive).
    func wait(for duration: Duration) {
        guard duration > .zero else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let (seconds, attoseconds) = duration.components
        let nanoseconds = Int(now.tv_nsec) + Int(attoseconds / 1_000_000_000)
        var deadline = timespec(
            tv_sec: now.tv_sec + Int(min(seconds, Int64(Int32.max))) + nanoseconds / 1_000_000_000,
            tv_nsec: nanoseconds % 1_000_000_000)
        pthread_cond_timedwait(condition, mutex, &deadline)
    }

    /// Wakes every thread waiting on the condition.
    func broadcast() { pthread_cond_broadcast(condition) }
}
