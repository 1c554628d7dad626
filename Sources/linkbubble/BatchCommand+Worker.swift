import InternalUtilities
import LinkBubble
import LinkBubbleBatch
import LinkBubbleCommandLine

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

    /// This tool, started again as a batch's worker: `linkbubble batch --worker`.
    static let ownWorker = WorkerExecutable(path: WorkerExecutable.ownPath, arguments: ["linkbubble"] + workerArguments)

    /// Whether this process was started as a batch's worker (exactly
    /// ``workerArguments``): ``LinkBubbleCommand`` then calls ``serveAsWorker()``
    /// without parsing the tool's commands, which costs a worker's start several
    /// milliseconds (the argument parser reflects over every option).
    static var isStartedAsWorker: Bool { ProcessArguments.all.dropFirst().elementsEqual(workerArguments) }

    /// The worker's side (`linkbubble batch --worker`, started by the batch's
    /// `BatchRunner`): serves `render` and `mask` jobs until the batch ends its input.
    static func serveAsWorker() {
        do {
            try BatchWorker.serve(JobRunner())
        } catch {
            Console.current.writeError("linkbubble: batch --worker: \(error)\n")
            Glibc.exit(1)
        }
    }

    /// Runs a worker's jobs: each job line decoded into its command (``BatchJobDecoder``),
    /// run, and its file staged for the worker to commit.
    struct JobRunner: BatchJobHandler {
        private var decoder = BatchJobDecoder()
        /// The job that crashes its worker on purpose (``testCrashJobVariable``).
        private let crashJob = getenv(testCrashJobVariable).flatMap { Int(String(cString: $0)) }
        /// The job that hangs its worker on purpose (``testHangJobVariable``).
        private let hangJob = getenv(testHangJobVariable).flatMap { Int(String(cString: $0)) }

        /// Runs one job: `{"job":N,"result":...}` and the file it made, or the job's error line.
        mutating func run(_ line: String, job: Int) -> BatchJobResult {
            if job == crashJob { raise(SIGSEGV) }
            if job == hangJob { while true { pause() } }
            var file: StagedFile?
            var commandName = ""
            do {
                let parsed = try BatchJob(line: line)
                commandName = parsed.command
                let command = try decoder.command(for: parsed)
                let result = try command.execute { bytes, path in
                    file?.discard()
                    file = try OutputFile.stage(bytes, to: path)
                }
                return .success("{\"job\":\(job),\"result\":" + String(decoding: result, as: UTF8.self) + "}", file: file)
            } catch {
                file?.discard()
                let message = decoder.namingJobKeys(in: oneLineMessage(for: error), command: commandName)
                return .failure(errorLine(job: job, message: message))
            }
        }

        /// The error line of a job whose file could not be written: "cannot write PATH: reason".
        let unwrittenFileLine: @Sendable (Int, AtomicFileWriteError) -> String = { job, error in
            errorLine(job: job, message: oneLineMessage(for: RenderError(error)))
        }
    }
}
