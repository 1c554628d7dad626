#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX mutex with its condition variable, whose timed waits run on the monotonic
/// clock (a change of the wall clock neither ends nor stretches them; Apple systems wait
/// relative to now). Lock it around the state it guards; wait and broadcast while
/// holding it. Thread-safe.
package final class Condition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// An unlocked mutex and a condition no thread waits on.
    package init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        #if !canImport(Darwin)
            pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        #endif
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
    package func lock() { pthread_mutex_lock(mutex) }

    /// Releases the mutex.
    package func unlock() { pthread_mutex_unlock(mutex) }

    /// Releases the mutex until a broadcast (or a spurious wake-up), then takes it again.
    package func wait() { pthread_cond_wait(condition, mutex) }

    /// As ``wait()``, for at most `duration` (nothing when it is not positive).
    package func wait(for duration: Duration) {
        guard duration > .zero else { return }
        let (seconds, attoseconds) = duration.components
        let wholeSeconds = Int(min(seconds, Int64(Int32.max)))
        let nanoseconds = Int(attoseconds / 1_000_000_000)
        #if canImport(Darwin)
            var relative = timespec(tv_sec: wholeSeconds, tv_nsec: nanoseconds)
            pthread_cond_timedwait_relative_np(condition, mutex, &relative)
        #else
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let deadlineNanoseconds = Int(now.tv_nsec) + nanoseconds
            var deadline = timespec(
                tv_sec: now.tv_sec + wholeSeconds + deadlineNanoseconds / 1_000_000_000,
                tv_nsec: deadlineNanoseconds % 1_000_000_000)
            pthread_cond_timedwait(condition, mutex, &deadline)
        #endif
    }

    /// Wakes every thread waiting on the condition.
    package func broadcast() { pthread_cond_broadcast(condition) }
}
