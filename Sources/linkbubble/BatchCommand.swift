import ArgumentParser
import LinkBubbleBatch
import LinkBubbleCommandLine

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
    var progress: BatchProgressMode = .auto

    @Flag(help: "Print no summary when every job succeeded.")
    var quiet = false

    @Option(
        name: .customLong("job-timeout"),
        help: ArgumentHelp(
            "How many seconds one job may take before it fails and its worker is killed (0: no limit).",
            valueName: "seconds"))
    var jobTimeout: Double = BatchRun.defaultJobTimeout

    /// Runs as a worker process of another `linkbubble batch` (see ``serveAsWorker()``).
    @Flag(name: .customLong("worker"), help: .private)
    var isWorker = false

    /// This tool, started again as a batch's worker: `linkbubble batch --worker`.
    static let ownWorker = WorkerExecutable(
        path: WorkerExecutable.ownPath, arguments: ["linkbubble"] + CommandJobHandler.workerArguments)

    /// The program each worker runs: this tool (``ownWorker``), or the built `linkbubble`
    /// for a test that runs the command in its own process (task-local: tests run
    /// concurrently).
    @TaskLocal static var worker = ownWorker

    /// Whether this process was started as a batch's worker (exactly
    /// `batch --worker`): ``LinkBubbleCommand`` then calls ``serveAsWorker()``
    /// without parsing the tool's commands, which costs a worker's start several
    /// milliseconds (the argument parser reflects over every option).
    static var isStartedAsWorker: Bool {
        ProcessArguments.all.dropFirst().elementsEqual(CommandJobHandler.workerArguments)
    }

    /// The decoder of a worker's jobs: `render`, `mask`, `annotate` and `animate`, the
    /// errors of the first two naming options by their job keys.
    static func jobDecoder() -> BatchJobDecoder {
        BatchJobDecoder(
            commands: [RenderCommand.self, MaskCommand.self, AnnotateCommand.self, AnimateCommand.self],
            namingJobKeys: ["render", "mask"])
    }

    /// The worker's side: serves the batch's jobs until it ends its input.
    static func serveAsWorker() { CommandJobHandler.serve(jobDecoder()) }

    func run() throws {
        if isWorker { return Self.serveAsWorker() }
        try BatchRun(jobsPath: jobs, threads: threads, progress: progress, quiet: quiet, jobTimeout: jobTimeout)
            .run(worker: Self.worker)
    }
}
