import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Holding back `SIGTERM`, `SIGINT` and `SIGHUP` while a named temporary file exists, so
/// that a process stopped by one of them never leaves such a file behind.
///
/// ``AtomicFileWriter`` names a temporary file only for a moment (an unnamed file linked
/// under a temporary name, then renamed over the file it replaces) or, where the file
/// system has no unnamed files, for the whole write; each such moment is a hold
/// (``whileHeld(_:)``, or ``beginHold()`` and ``endHold()``). After ``install()``, a
/// termination signal that arrives outside those moments ends the process at once, as it
/// would have; one that arrives inside waits until the last of them is over (its rename
/// done or its file removed), then ends the process the same way, by the same signal. `SIGKILL` cannot be held: a batch
/// removes what a killed process left (``AtomicFileWriter/removeStaleTemporaryFiles(besides:)``).
///
/// Only a process's main program should call ``install()`` (the `linkbubble` tool does):
/// a library must not take over its host's signals. Without it, a hold holds nothing back.
package enum TerminationSignals {
    /// The signals held back: `SIGTERM`, `SIGINT` and `SIGHUP`.
    package static let held: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    /// How many named temporary files exist now, in all threads.
    private static let namedFiles = Atomic<Int>(0)
    /// The termination signal that arrived while a named file existed (0: none).
    private static let pendingSignal = Atomic<Int32>(0)

    /// Installs the handler for each of ``held`` whose action is the default one (a signal
    /// the process was started with ignored, as a shell ignores `SIGINT` for a background
    /// job, stays ignored), and unblocks it: a process started by a thread that blocks
    /// signals (a Dispatch thread, through Foundation's `Process`) inherits that mask, and
    /// would otherwise never end by them.
    package static func install() {
        // Both atomics are lazily initialized globals: initialize them before a handler
        // can read them.
        _ = namedFiles.load(ordering: .sequentiallyConsistent)
        _ = pendingSignal.load(ordering: .sequentiallyConsistent)
        for signal in held {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, !isIgnored(current) else { continue }
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = terminationHandler
            #else
                action.__sigaction_handler.sa_handler = terminationHandler
            #endif
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
            unblock(signal)
        }
    }

    /// Runs `body`, in which a named temporary file exists, inside a hold (``beginHold()``
    /// and ``endHold()``).
    package static func whileHeld<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        beginHold()
        defer { endHold() }
        return try body()
    }

    /// Begins a hold, before a named temporary file is made: a termination signal that
    /// arrives from now on waits for ``endHold()``. One that arrived before ends the
    /// process now (or once the other holds are over), so no new name is made.
    package static func beginHold() {
        namedFiles.add(1, ordering: .sequentiallyConsistent)
        let signal = pendingSignal.load(ordering: .sequentiallyConsistent)
        guard signal != 0 else { return }
        if namedFiles.subtract(1, ordering: .sequentiallyConsistent).newValue == 0 { end(by: signal) }
        // Other threads hold named files: the last of them ends the process.
        while true { pause() }
    }

    /// Ends a hold, once its temporary file has its final name or is removed: a
    /// termination signal that arrived meanwhile ends the process when no hold is left.
    package static func endHold() {
        // Subtract first, then look: the handler records first, then looks (see there).
        let left = namedFiles.subtract(1, ordering: .sequentiallyConsistent).newValue
        let signal = pendingSignal.load(ordering: .sequentiallyConsistent)
        if left == 0 && signal != 0 { end(by: signal) }
    }

    /// The handler of the held signals: ends the process now, or leaves that to the last
    /// named file's end. Only async-signal-safe calls.
    private static let terminationHandler: @convention(c) (Int32) -> Void = { signal in
        // Record first, then look: a hold ending meanwhile sees the signal (see whileHeld).
        pendingSignal.store(signal, ordering: .sequentiallyConsistent)
        if namedFiles.load(ordering: .sequentiallyConsistent) == 0 { end(by: signal) }
    }

    /// Ends the process by `signal`, with its default action, as if no handler had caught it.
    private static func end(by number: Int32) {
        signal(number, SIG_DFL)
        unblock(number)
        raise(number)
    }

    /// Lets `number` through to the calling thread (and the threads it starts later),
    /// whatever mask the process was started with. Async-signal-safe.
    package static func unblock(_ number: Int32) {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, number)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #else
            let handler = action.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
