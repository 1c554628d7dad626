import InternalUtilities

/// What a batch's jobs do, in its worker processes (``BatchWorker/serve(_:)``): a job is a
/// line of text in, a result line out, and at most one file, written by the job and
/// flushed and named by the worker, together with other jobs' files.
///
/// A job may run twice, when the worker that held it crashed in another job: running it
/// again must be harmless (a file staged with `AtomicFileWriter` is).
package protocol BatchJobHandler {
    /// Runs job number `job`, whose line is `line`: its result line (one line, no
    /// newline), whether it failed, and the file it staged, if any.
    mutating func run(_ line: String, job: Int) -> BatchJobResult

    /// The result line of job number `job`, whose staged file could not be flushed or
    /// named (`error`), in place of the line ``run(_:job:)`` gave; the job fails. Called
    /// on the worker's thread that commits the files.
    var unwrittenFileLine: @Sendable (_ job: Int, _ error: AtomicFileWriteError) -> String { get }
}

/// A job's outcome in its worker: its result line, and the file it made, written but not
/// yet flushed or named (see `AtomicFileWriter.stage`).
package struct BatchJobResult: Sendable {
    /// The job's result line: one line of text, without its newline.
    package var line: String
    /// Whether the job failed (the batch counts the failures).
    package var failed: Bool
    /// The file the job made, nil for none (a job that failed makes none).
    package var file: StagedFile?

    /// A job that succeeded with `line`, having made `file`.
    package static func success(_ line: String, file: StagedFile?) -> BatchJobResult {
        BatchJobResult(line: line, failed: false, file: file)
    }

    /// A job that failed with `line`.
    package static func failure(_ line: String) -> BatchJobResult {
        BatchJobResult(line: line, failed: true, file: nil)
    }
}
