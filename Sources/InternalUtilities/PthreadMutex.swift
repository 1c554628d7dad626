#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a POSIX mutex: what every lock in the package is.
///
/// The standard library's `Synchronization.Mutex` hands a contended lock over on Linux
/// through the kernel (a priority-inheriting futex), outside any code ThreadSanitizer
/// sees, so under contention it reports races on the very state the lock guards. A
/// pthread mutex is the same futex underneath, uncontended it costs one call more, and
/// ThreadSanitizer knows it, so the sanitized tests check the locking itself.
package final class PthreadMutex<Value: ~Copyable> {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// The value, behind a pointer: a stored property would be an exclusivity-checked
    /// variable, and an empty value (`()`) would share its address with `mutex`, whose
    /// unlocked read ThreadSanitizer would then call a race with the value's access.
    private let value = UnsafeMutablePointer<Value>.allocate(capacity: 1)

    /// A mutex guarding `initialValue`, unlocked.
    package init(_ initialValue: consuming Value) {
        value.initialize(to: initialValue)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` on the value while holding the mutex, waiting for it first.
    package func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout Value) throws(E) -> Result
    ) throws(E) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}

extension PthreadMutex: @unchecked Sendable where Value: Sendable {}
