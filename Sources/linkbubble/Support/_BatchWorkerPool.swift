import Foundation
import Synchronization

/// Runs batch jobs in worker processes, so that a job that crashes (a bug in a C
/// library, a trap, running out of memory) takes down only its worker: the job gets an
/// error line, a new worker takes the next job, and the other jobs go on.
///
/// Each of `workerCount` threads owns one worker process (``_WorkerProcess``), hands it
/// the next job (one line, `N JOB`), waits for its one-line answer, and passes it to
/// the printer, which keeps job order. A job that has not answered within `jobTimeout`
/// gets an error line, and its worker is killed and replaced.
struct _BatchWorkerPool {
    /// How many worker processes run at once.
    var workerCount: Int
    /// How long one job may take (nil: no limit).
    var jobTimeout: Duration?

    /// Runs every job in `lines` (job N is `lines[N]`) and hands each result line to `printer`.
    func run(_ lines: [String], printer: _BatchPrinter) {
        let nextJob = JobCounter()
        let group = DispatchGroup()
        for _ in 0..<min(workerCount, max(lines.count, 1)) {
            group.enter()
            let thread = Thread { [jobTimeout] in
                Self.serve(lines, nextJob: nextJob, printer: printer, jobTimeout: jobTimeout)
                group.leave()
            }
            thread.start()
        }
        group.wait()
    }

    /// One thread's loop: takes jobs until none is left, restarting its worker after a
    /// crash or a timeout.
    private static func serve(_ lines: [String], nextJob: JobCounter, printer: _BatchPrinter, jobTimeout: Duration?) {
        var worker: _WorkerProcess?
        while true {
            let job = nextJob.take()
            guard job < lines.count else { break }
            do {
                let current = try worker ?? _WorkerProcess.start()
                worker = current
                switch current.exchange("\(job) \(lines[job])", timeout: jobTimeout) {
                case .line(let answer):
                    printer.finish(job, answer)
                case .died:
                    worker = nil
                    let ending = current.finish() ?? "the worker exited without an answer"
                    printer.finish(job, BatchCommand.errorLine(job: job, message: "the job crashed (\(ending))"))
                case .timedOut:
                    worker = nil
                    current.kill()
                    printer.finish(job, BatchCommand.errorLine(job: job, message: BatchCommand.timeoutMessage(jobTimeout)))
                }
            } catch {
                printer.finish(job, BatchCommand.errorLine(job: job, message: "cannot start a worker process: \(error)"))
            }
        }
        worker?.finish()
    }

    /// Hands out job numbers 0, 1, 2, ... to the threads.
    private final class JobCounter: Sendable {
        private let next = Mutex(0)

        /// The next job number (past the last job once all are taken).
        func take() -> Int {
            next.withLock { next in
                defer { next += 1 }
                return next
            }
        }
    }
}
