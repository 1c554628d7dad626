#if canImport(Glibc)
    import Glibc
#endif

/// Runs a closure on a new thread of its own (POSIX, detached, the system's default stack
/// size), for work that blocks: waiting on a worker process, flushing files.
enum DetachedThread {
    /// Starts a thread that runs `body` and ends; the caller learns of its end through
    /// whatever `body` signals. False, with `body` not run, when the system cannot start
    /// a thread (out of threads or memory).
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Body(body))
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { box in
            Unmanaged<Body>.fromOpaque(box!).takeRetainedValue().run()
            return nil
        }, box.toOpaque())
        guard status == 0 else {
            box.release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// The closure, boxed to cross `pthread_create`'s untyped argument.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
