/// Where a ``BatchRunner`` reads its jobs, one text line each, as they come: a stream
/// that may be endless (a pipe), so the runner asks for a line only when it has room
/// for it.
///
/// The runner calls it from one of its threads at a time.
package protocol BatchJobSource {
    /// The next job's line, or why there is none. With `waiting` false it returns
    /// ``BatchJobRead/notReady`` rather than wait for a line that has not arrived: the
    /// thread asking has jobs of its own to tend.
    mutating func next(waiting: Bool) -> BatchJobRead
}

/// What a ``BatchJobSource`` gave.
package enum BatchJobRead: Equatable, Sendable {
    /// The next job's line.
    case job(String)
    /// No line has arrived yet (only when not waiting).
    case notReady
    /// The input ended.
    case end
    /// The next job's line, which is refused: the job counts and fails with the one-line
    /// `reason` (``BatchJobFailure/refused(reason:)``) without running, and reading goes on.
    case refused(line: String, reason: String)
    /// The next line cannot be read (it is longer than the source's limit, or reading
    /// failed): it counts as a job that fails with the one-line `reason`
    /// (``BatchJobFailure/unreadable(reason:)``), and the input ends there.
    case unreadable(reason: String)
}
