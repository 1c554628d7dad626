import InternalUtilities
import LinkBubble
import LinkBubbleBatch
import LinkBubbleJSON

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a worker's jobs: each job line decoded into its command (``BatchJobDecoder``),
/// run, and its file staged for the worker to commit.
package struct CommandJobHandler: BatchJobHandler {
    /// The environment variable that makes a worker crash on purpose, for tests only:
    /// `LINKBUBBLE_TEST_CRASH_JOB=3` makes the worker that takes job 3 end itself with
    /// `SIGSEGV` before running it, as a bug in a C library would.
    package static let testCrashJobVariable = "LINKBUBBLE_TEST_CRASH_JOB"

    /// The environment variable that makes a worker hang on purpose, for tests only:
    /// `LINKBUBBLE_TEST_HANG_JOB=3` makes the worker that takes job 3 wait forever before
    /// running it, as a job stuck in a loop would, so that `--job-timeout` must end it.
    package static let testHangJobVariable = "LINKBUBBLE_TEST_HANG_JOB"

    /// The arguments that start a worker process: `batch --worker`.
    package static let workerArguments = ["batch", "--worker"]

    private var decoder: BatchJobDecoder
    /// The job that crashes its worker on purpose (``testCrashJobVariable``).
    private let crashJob = getenv(testCrashJobVariable).flatMap { Int(String(cString: $0)) }
    /// The job that hangs its worker on purpose (``testHangJobVariable``).
    private let hangJob = getenv(testHangJobVariable).flatMap { Int(String(cString: $0)) }

    /// A handler of jobs that `decoder` turns into commands.
    package init(decoder: BatchJobDecoder) {
        self.decoder = decoder
    }

    /// Runs one job: `{"job":N,"result":...}` and the file it made, or the job's error line.
    package mutating func run(_ line: String, job: Int) -> BatchJobResult {
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
            let message = decoder.namingJobKeys(in: ToolErrors.oneLineMessage(for: error), command: commandName)
            return .failure(BatchRun.errorLine(job: job, message: message))
        }
    }

    /// The error line of a job whose file could not be written: "cannot write PATH: reason".
    package let unwrittenFileLine: @Sendable (Int, AtomicFileWriteError) -> String = { job, error in
        BatchRun.errorLine(job: job, message: ToolErrors.oneLineMessage(for: RenderError(error)))
    }

    /// The worker's side (`linkbubble batch --worker`, started by the batch's
    /// `BatchRunner`): serves the jobs `decoder` decodes until the batch ends its input;
    /// exits the process with status 1 when it was not started as a worker.
    package static func serve(_ decoder: BatchJobDecoder) {
        do {
            try BatchWorker.serve(CommandJobHandler(decoder: decoder))
        } catch {
            Console.current.writeError("linkbubble: batch --worker: \(error)\n")
            exit(1)
        }
    }
}
