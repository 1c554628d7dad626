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
            only gets its error line (its worker is killed and replaced). \
            The exit status is 1 when any job failed. Shows progress on standard error when it is a terminal.
            """)

    @Option(help: "The JSON Lines file of jobs (default: standard input).")
    var jobs: String?

    @Option(help: "How many jobs run at once, each in a worker process (default: the number of cores).")
    var threads: Int?

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
        // Blank lines (spaces, tabs, a carriage return) are not jobs.
        let lines = try readLines().filter { !$0.utf8.allSatisfy { [0x20, 0x09, 0x0D].contains($0) } }
        let runner = BatchRunner(
            worker: Self.worker, workerCount: threads,
            jobTimeout: jobTimeout > 0 ? Duration.milliseconds((jobTimeout * 1000).rounded(.up)) : nil,
            failureLine: { job, failure in Self.errorLine(job: job, message: Self.message(for: failure)) })
        let console = Console.current
        let failures = runner.run(
            lines, output: console.output, progress: console.errorDescriptor.flatMap { isatty($0) != 0 ? $0 : nil })
        if failures > 0 {
            console.writeError("linkbubble: batch: \(failures) of \(lines.count) jobs failed\n")
            throw ExitCode(1)
        }
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
        }
    }

    /// A job's error line: `{"job":N,"error":"MESSAGE"}`.
    static func errorLine(job: Int, message: String) -> String {
        // A job number and a string: always finite, always writable.
        (try? JSONValue.object([("job", .number(Double(job))), ("error", .string(message))]).text)
            ?? "{\"job\":\(job),\"error\":\"unprintable error\"}"
    }

    /// The lines of the jobs file (standard input without `--jobs`), the last one with or
    /// without its newline, and the first without a byte order mark.
    private func readLines() throws -> [String] {
        guard let jobs else { return Self.lines(from: Console.current.input) }
        let descriptor = open(jobs, O_RDONLY | O_CLOEXEC)
        var status = stat()
        guard descriptor >= 0, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else {
            if descriptor >= 0 { close(descriptor) }
            throw ValidationError("cannot read the jobs file: \(jobs)")
        }
        defer { close(descriptor) }
        return Self.lines(from: descriptor)
    }

    private static func lines(from descriptor: Int32) -> [String] {
        var reader = LineReader(descriptor: descriptor)
        var lines: [String] = []
        while let line = reader.nextLine(acceptsUnterminatedLastLine: true) {
            let text = lines.isEmpty ? ByteOrderMark.removed(from: line) : line[...]
            lines.append(String(decoding: text, as: UTF8.self))
        }
        return lines
    }
}
