import ArgumentParser
import LinkBubbleBatch
import LinkBubbleJSON

/// When `batch` draws its progress bar on standard error (`--progress`).
package enum BatchProgressMode: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Always, even when standard error is a file or a pipe.
    case always
    /// When standard error is a terminal.
    case auto
    /// Never.
    case never
}

extension BatchRun {
    /// The summary line of a batch, "linkbubble: batch: 300 done, 0 failed in 1.7 s",
    /// and why reading stopped when a line could not be read.
    package static func summary(_ outcome: BatchOutcome, seconds: Double, unreadableLine: Int?) -> String {
        let done = outcome.jobCount - outcome.failureCount
        let tenths = Int((seconds * 10).rounded())
        let stop = unreadableLine.map { "; reading stopped at line \($0), which cannot be read" } ?? ""
        return "linkbubble: batch: \(done) done, \(outcome.failureCount) failed in \(tenths / 10).\(tenths % 10) s\(stop)\n"
    }

    /// The error of a job that the runner failed.
    package static func message(for failure: BatchJobFailure) -> String {
        switch failure {
        case .crashed(let ending): "the job crashed (\(ending))"
        case .timedOut(let limit):
            "the job took longer than the limit of \(JSONValue.format(limit / .seconds(1))) seconds (--job-timeout); its worker was killed"
        case .workerDidNotStart(let reason): "cannot start a worker process: \(reason)"
        case .unreadable(let reason), .refused(let reason): reason
        }
    }

    /// A job's error line: `{"job":N,"error":"MESSAGE"}`.
    package static func errorLine(job: Int, message: String) -> String {
        // A job number and a string: always finite, always writable.
        (try? JSONValue.object([("job", .number(Double(job))), ("error", .string(message))]).text)
            ?? "{\"job\":\(job),\"error\":\"unprintable error\"}"
    }
}

/// The jobs of a ``BatchJobStream``, as the runner reads them, noted in a
/// ``BatchJournal``: a job whose `out` an earlier job wrote is refused.
struct BatchJobLines: BatchJobSource {
    var stream: BatchJobStream
    let journal: BatchJournal

    mutating func next(waiting: Bool) -> BatchJobRead {
        switch stream.next(waiting: waiting) {
        case .job(let line):
            if let reason = journal.note(line, atLine: stream.lineNumber) { return .refused(line: line, reason: reason) }
            return .job(line)
        case .notReady: return .notReady
        case .end: return .end
        case .unreadable(let error):
            journal.noteUnreadable(atLine: stream.lineNumber)
            return .unreadable(reason: error.message)
        }
    }
}
