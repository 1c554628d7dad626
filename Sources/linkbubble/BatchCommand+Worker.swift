#if canImport(Glibc)
    import Glibc
#endif

extension BatchCommand {
    /// The environment variable that makes a worker crash on purpose, for tests only:
    /// `LINKBUBBLE_TEST_CRASH_JOB=3` makes the worker that takes job 3 end itself with
    /// `SIGSEGV` before running it, as a bug in a C library would.
    static let testCrashJobVariable = "LINKBUBBLE_TEST_CRASH_JOB"

    /// The environment variable that makes a worker hang on purpose, for tests only:
    /// `LINKBUBBLE_TEST_HANG_JOB=3` makes the worker that takes job 3 wait forever before
    /// running it, as a job stuck in a loop would, so that `--job-timeout` must end it.
    static let testHangJobVariable = "LINKBUBBLE_TEST_HANG_JOB"

    /// The arguments that start a worker process: `batch --worker`.
    static let workerArguments = ["batch", "--worker"]

    /// Whether this process was started as a batch's worker (exactly
    /// ``workerArguments``): ``LinkBubbleCommand`` then calls ``serveAsWorker()``
    /// without parsing the tool's commands, which costs a worker's start several
    /// milliseconds (the argument parser reflects over every option).
    static var isStartedAsWorker: Bool { CommandLine.arguments.dropFirst().elementsEqual(workerArguments) }

    /// Past the file size limit (`ulimit -f`), writes fail with "File too large" instead
    /// of `SIGXFSZ` ending the process: for the batch's own process and its workers.
    static func ignoreFileSizeSignal() {
        signal(SIGXFSZ, SIG_IGN)
    }

    /// The worker's loop (`linkbubble batch --worker`, started by ``WorkerProcess``):
    /// reads requests `N JOB` from standard input, one a line, until the input ends, and
    /// runs them in turn. It records each job's start in the page the batch shares with
    /// it (descriptor 3, ``WorkerProgress``), answers `started N` only when the batch
    /// asked to be told of that start, and `done N LINE` with the job's result line once
    /// its file is written (``WorkerAnswers``), in job order, on standard output.
    ///
    /// Standard output is kept for the answers: anything else printed goes to standard error.
    static func serveAsWorker() {
        ignoreFileSizeSignal()
        let progress: WorkerProgress
        do {
            progress = try WorkerProgress(mapping: WorkerProgress.workerDescriptor)
        } catch {
            StandardError.write("linkbubble: batch --worker: no page shared with the batch on descriptor 3: \(error)\n")
            Glibc.exit(1)
        }
        guard let answers = WorkerAnswers(descriptor: dup(1)) else {
            StandardError.write("linkbubble: batch --worker: cannot start the thread that commits the files\n")
            Glibc.exit(1)
        }
        dup2(2, 1)
        let crashJob = getenv(testCrashJobVariable).flatMap { Int(String(cString: $0)) }
        let hangJob = getenv(testHangJobVariable).flatMap { Int(String(cString: $0)) }
        var decoder = BatchJobDecoder()
        var requests = LineReader(descriptor: 0)
        var sequence = 0
        while let request = requests.nextLine(acceptsUnterminatedLastLine: true) {
            let text = String(decoding: request, as: UTF8.self)
            let parts = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let job = Int(parts[0]) else { break }
            guard answers.start(job, notifies: progress.begin(sequence: sequence)) else { break }
            sequence += 1
            if job == crashJob { raise(SIGSEGV) }
            if job == hangJob { while true { pause() } }
            guard answers.finish(run(String(parts[1]), job: job, decoder: &decoder)) else { break }
        }
        answers.close()
    }
}
