import ArgumentParser
import InternalUtilities

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// `linkbubble batch`: runs many `render` and `mask` jobs from JSON Lines on every core,
/// each job in a worker process so that a crashing job cannot stop the others.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Run render and mask jobs from JSON Lines, on every core.",
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

    func run() throws {
        if isWorker { return Self.serveAsWorker() }
        Self.ignoreFileSizeSignal()
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
        let printer = BatchPrinter(total: lines.count)
        let timeout = jobTimeout > 0 ? Duration.milliseconds((jobTimeout * 1000).rounded(.up)) : nil
        BatchWorkerPool(workerCount: threads, jobTimeout: timeout).run(lines, printer: printer)
        printer.close()
        if printer.failures > 0 { throw ExitCode(1) }
    }

    /// Runs one job with `decoder`'s commands: its result line, and the file it made,
    /// written but not yet flushed or named (``WorkerAnswers`` commits it).
    static func run(_ line: String, job: Int, decoder: inout BatchJobDecoder) -> FinishedJob {
        var file: StagedFile?
        do {
            let command = try decoder.command(for: try BatchJob(line: line))
            let result = try command.execute { bytes, path in
                file?.discard()
                file = try OutputFile.stage(bytes, to: path)
            }
            return FinishedJob(job: job, line: "{\"job\":\(job),\"result\":" + String(decoding: result, as: UTF8.self) + "}", file: file)
        } catch {
            file?.discard()
            return FinishedJob(job: job, line: errorLine(job: job, message: oneLineMessage(for: error)))
        }
    }

    /// The first line of the tool's message for `error`.
    static func oneLineMessage(for error: any Error) -> String {
        LinkBubbleCommand.message(for: LinkBubbleCommand.reportable(error)).split(separator: "\n").first.map(String.init) ?? "\(error)"
    }

    /// The error of a job that ran past `timeout`.
    static func timeoutMessage(_ timeout: Duration?) -> String {
        let seconds = timeout.map { $0 / .seconds(1) } ?? 0
        return "the job took longer than the limit of \(JSONValue.format(seconds)) seconds (--job-timeout); its worker was killed"
    }

    /// A job's error line: `{"job":N,"error":"MESSAGE"}`.
    static func errorLine(job: Int, message: String) -> String {
        // A job number and a string: always finite, always writable.
        (try? JSONValue.object([("job", .number(Double(job))), ("error", .string(message))]).text)
            ?? "{\"job\":\(job),\"error\":\"unprintable error\"}"
    }

    /// The lines of the jobs file (standard input without `--jobs`), the last one with or
    /// without its newline.
    private func readLines() throws -> [String] {
        guard let jobs else { return Self.lines(from: 0) }
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
        while let line = reader.nextLine(acceptsUnterminatedLastLine: true) { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }
}
