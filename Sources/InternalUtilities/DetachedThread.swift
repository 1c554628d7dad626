#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a closure on a new thread of its own (POSIX, detached, the system's default stack
/// size), for work that blocks: waiting on a worker process, flushing files.
package enum DetachedThread {
    /// Starts a thread that runs `body` and ends; the caller learns of its end through
    /// whatever `body` signals. False, with `body` not run, when the system cannot start
    /// a thread (out of threads or memory).
    package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Body(body))
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        guard pthread_create(&thread, &attributes, { Body.runAndRelease($0) }, box.toOpaque()) == 0 else {
            box.release()
            return false
        }
        return true
    }

    /// The closure, boxed to cross `pthread_create`'s untyped argument.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }

        /// The new thread's start: runs the boxed closure and releases the box.
        static func runAndRelease(_ box: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
            if let box { Unmanaged<Body>.fromOpaque(box).takeRetainedValue().run() }
            return nil
        }
    }
}
