/// Why a ``BatchRunner`` failed a job itself, without a result from a worker: the
/// runner's client turns it into the job's line (``BatchRunner/failureLine``).
package enum BatchJobFailure: Error, Equatable, Sendable {
    /// The worker died while it ran the job: `ending` says how, "signal 11: segmentation
    /// fault", "exit status 3", or "the worker exited without an answer".
    case crashed(ending: String)
    /// The job ran past the runner's time limit, `limit`; its worker was killed.
    case timedOut(limit: Duration)
    /// No worker process could be started for the job: the system's one-line `reason`.
    case workerDidNotStart(reason: String)
    /// The source refused the job before it ran (``BatchJobRead/refused(line:reason:)``):
    /// the source's one-line `reason`.
    case refused(reason: String)
    /// The job's line could not be read (``BatchJobRead/unreadable(reason:)``): the
    /// source's one-line `reason`. No job after it was read.
    case unreadable(reason: String)
}
