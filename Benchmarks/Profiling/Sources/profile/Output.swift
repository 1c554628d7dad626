import Glibc

/// Writes `text` to the file descriptor at once (no buffering, so a peer script reading
/// the pipe sees each answer as soon as it is complete).
func emit(_ text: String, to descriptor: Int32 = 1) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
        if written <= 0 { exit(1) }
        offset += written
    }
}

/// Writes `message` to standard error and exits with status 2.
func fail(_ message: String) -> Never {
    emit(message + "\n", to: 2)
    exit(2)
}

/// The time of `clock` in nanoseconds: CLOCK_MONOTONIC for the wall clock,
/// CLOCK_THREAD_CPUTIME_ID for this thread's CPU time (kernel work such as page faults
/// included, waits for a core excluded).
func nanoseconds(_ clock: clockid_t) -> Int {
    var now = timespec()
    clock_gettime(clock, &now)
    return now.tv_sec * 1_000_000_000 + now.tv_nsec
}
