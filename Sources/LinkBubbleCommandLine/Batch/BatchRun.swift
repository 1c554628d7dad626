import ArgumentParser
import InternalUtilities
import LinkBubbleBatch
import LinkBubbleJSON

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// One `linkbubble batch`: its jobs read from a file or standard input, run in a pool of
/// worker processes, their result lines printed in job order on the current ``Console``,
/// and the summary on its standard error.
package struct BatchRun {
    /// How long one job may take by default (`--job-timeout`), in seconds: 60. A render
    /// at the largest image size takes a few seconds; a job still running after a minute
    /// is stuck.
    package static let defaultJobTimeout = 60.0

    /// The longest `--job-timeout`, in seconds: one day (86,400).
    package static let maximumJobTimeout = 86_400.0

    /// The most worker processes a batch starts (`--threads`): 256. Each is a process
    /// with its own fonts and caches; more would only trade memory for no speed.
    package static let maximumThreads = 256

    /// The JSON Lines file of jobs; nil for standard input.
    package var jobsPath: String?
    /// How many workers run at once; nil for the number of cores.
    package var threads: Int?
    /// When the progress bar is drawn.
    package var progress: BatchProgressMode
    /// Whether the summary is left out when every job succeeded.
    package var quiet: Bool
    /// How many seconds one job may take (0: no limit).
    package var jobTimeout: Double

    /// A run of these settings.
    package init(jobsPath: String?, threads: Int?, progress: BatchProgressMode, quiet: Bool, jobTimeout: Double) {
        (self.jobsPath, self.threads, self.progress, self.quiet) = (jobsPath, threads, progress, quiet)
        self.jobTimeout = jobTimeout
    }

    /// Runs the batch with `worker` as each worker's program.
    ///
    /// - Throws: a `ValidationError` for settings out of range or a jobs file that cannot
    ///   be read; `ExitCode(1)` when any job failed.
    package func run(worker: WorkerExecutable) throws {
        let threads = self.threads ?? ProcessInfo.processInfo.activeProcessorCount
        guard (1...Self.maximumThreads).contains(threads) else {
            throw ValidationError("--threads must be 1 to \(Self.maximumThreads), not \(threads)")
        }
        guard jobTimeout.isFinite, (0...Self.maximumJobTimeout).contains(jobTimeout) else {
            throw ValidationError(
                "--job-timeout must be 0 (no limit) to \(JSONValue.format(Self.maximumJobTimeout)) seconds, not \(JSONValue.format(jobTimeout))")
        }
        let journal = BatchJournal()
        let runner = BatchRunner(
            worker: worker, workerCount: threads,
            jobTimeout: jobTimeout > 0 ? Duration.milliseconds((jobTimeout * 1000).rounded(.up)) : nil,
            failureLine: { job, failure in Self.errorLine(job: job, message: Self.message(for: failure)) },
            annotatingFailure: { journal.annotate(job: $0, jobLine: $1, resultLine: $2) })
        let console = Console.current
        let descriptor = try openJobs()
        defer { if descriptor != console.input { close(descriptor) } }
        let start = ContinuousClock.now
        let outcome = runner.run(
            BatchJobLines(stream: BatchJobStream(descriptor: descriptor), journal: journal), output: console.output,
            progress: console.errorDescriptor.flatMap { descriptor in
                switch progress {
                case .always: descriptor
                case .auto: isatty(descriptor) != 0 ? descriptor : nil
                case .never: nil
                }
            })
        if !quiet || outcome.failureCount > 0 {
            let seconds = (ContinuousClock.now - start) / .seconds(1)
            console.writeError(Self.summary(outcome, seconds: seconds, unreadableLine: journal.unreadableLine))
        }
        if outcome.failureCount > 0 { throw ExitCode(1) }
    }

    /// The jobs file's descriptor (standard input's without a jobs file), to be closed by
    /// the caller when it is not standard input's.
    private func openJobs() throws -> Int32 {
        guard let jobsPath else { return Console.current.input }
        let descriptor = open(jobsPath, O_RDONLY | O_CLOEXEC)
        var status = stat()
        guard descriptor >= 0, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else {
            if descriptor >= 0 { close(descriptor) }
            throw ValidationError("cannot read the jobs file: \(jobsPath)")
        }
        return descriptor
    }
}
