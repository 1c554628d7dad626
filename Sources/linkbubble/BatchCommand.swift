import ArgumentParser
import InternalUtilities
import LinkBubbleBatch
import LinkBubbleCommandLine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// `linkbubble batch`: runs many `render`, `mask` and `annotate` jobs from JSON Lines on every core,
/// each job in a worker process so that a crashing job cannot stop the others.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Run render, mask, annotate and animate jobs from JSON Lines, on every core.",
        discussion: """
            Each input line is a job: {"command": "render", "text": "...", "range": [18, 56], "style": "ios", \
            "scale": 3, "out": "a.png", "shadow": true} (keys are the flags' long names). Prints one line per job, \
            in job order: {"job": N, "result": {...}} or {"job": N, "error": "..."}. A bad job does not stop the \
            others: each job runs in a worker process, so even a job that crashes or runs past --job-timeout \
            only gets its error line (its worker is killed and replaced); an error line also gives the job's \
            input line and its out: {"job": N, "line": L, "out": FILE, "error": "..."}. A job whose out an earlier \
            job writes is refused (the earlier job's file stays). Ends with a summary on standard error, \
            "N done, F failed in T s" (without --quiet, or when a job failed). \
            The exit status is 1 when any job failed.
            """)

    @Option(help: "The JSON Lines file of jobs (default: standard input).")
    var jobs: String?

    @Option(help: "How many jobs run at once, each in a worker process (default: the number of cores).")
    var threads: Int?

    @Option(help: "When to draw a progress bar on standard error: always, auto (on a terminal) or never.")
    var progress: ProgressMode = .auto

    @Flag(help: "Print no summary when every job succeeded.")
    var quiet = false

    @Option(
        name: .customLong("job-timeout"),
        help: ArgumentHelp(
            "How many seconds one job may take before it fails and its worker is killed (0: no limit).",
            valueName: "seconds"))
    var jobTimeout: Double = defaultJobTimeout

    /// How long one job may take by default (`--job-timeout`), in seconds: 60. A render
    /// at the largest image size takes a few seconds; a job still running after a minute
    /// is stuck.
    static let defaultJobTimeout = 60.0

    /// The longest `--job-timeout`, in seconds: one day (86,400).
    static let maximumJobTimeout = 86_400.0

    /// The most worker processes a batch starts (`--threads`): 256. Each is a process
    /// with its own fonts and caches; more would only trade memory for no speed.
    static let maximumThreads = 256

    /// Runs as a worker process of another `linkbubble batch` (see ``serveAsWorker()``).
    @Flag(name: .customLong("worker"), help: .private)
    var isWorker = false

    /// The program each worker runs: this tool (``ownWorker``), or the built `linkbubble`
    /// for a test that runs the command in its own process (task-local: tests run
    /// concurrently).
    @TaskLocal static var worker = ownWorker

    func run() throws {
        if isWorker { return Self.serveAsWorker() }
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
            worker: Self.worker, workerCount: threads,
            jobTimeout: jobTimeout > 0 ? Duration.milliseconds((jobTimeout * 1000).rounded(.up)) : nil,
            failureLine: { job, failure in Self.errorLine(job: job, message: Self.message(for: failure)) },
            annotatingFailure: { journal.annotate(job: $0, jobLine: $1, resultLine: $2) })
        let console = Console.current
        let descriptor = try openJobs()
        defer { if descriptor != console.input { close(descriptor) } }
        let start = ContinuousClock.now
        let outcome = runner.run(
            JobLines(stream: BatchJobStream(descriptor: descriptor), journal: journal), output: console.output,
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

    /// The first line of the tool's message for `error`.
    static func oneLineMessage(for error: any Error) -> String {
        LinkBubbleCommand.message(for: LinkBubbleCommand.reportable(error)).split(separator: "\n").first.map(String.init) ?? "\(error)"
    }

    /// The error of a job that the runner failed.
    static func message(for failure: BatchJobFailure) -> String {
        switch failure {
        case .crashed(let ending): "the job crashed (\(ending))"
        case .timedOut(let limit):
            "the job took longer than the limit of \(JSONValue.format(limit / .seconds(1))) seconds (--job-timeout); its worker was killed"
        case .workerDidNotStart(let reason): "cannot start a worker process: \(reason)"
        case .unreadable(let reason), .refused(let reason): reason
        }
    }

    /// A job's error line: `{"job":N,"error":"MESSAGE"}`.
    static func errorLine(job: Int, message: String) -> String {
        // A job number and a string: always finite, always writable.
        (try? JSONValue.object([("job", .number(Double(job))), ("error", .string(message))]).text)
            ?? "{\"job\":\(job),\"error\":\"unprintable error\"}"
    }

    /// The jobs file's descriptor (standard input's without `--jobs`), to be closed by
    /// the caller when it is not standard input's.
    private func openJobs() throws -> Int32 {
        guard let jobs else { return Console.current.input }
        let descriptor = open(jobs, O_RDONLY | O_CLOEXEC)
        var status = stat()
        guard descriptor >= 0, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else {
            if descriptor >= 0 { close(descriptor) }
            throw ValidationError("cannot read the jobs file: \(jobs)")
        }
        return descriptor
    }
}
