import Foundation
import Synchronization

/// Runs batch jobs in worker processes, so that a job that crashes (a bug in a C
/// library, a trap, running out of memory) takes down only its worker: the job gets an
/// error line, a new worker takes the next job, and the other jobs go on.
///
/// Each of `workerCount` threads owns one worker process (``_WorkerProcess``) and keeps
/// one job waiting in it (one line each, `N JOB`) besides the running one and those
/// whose files wait to be flushed (``_WorkerAnswers``), at most ``jobsInFlight`` in all:
/// the worker starts the next job without waiting for this thread and renders while the
/// disk takes the last jobs' files, and at the end of a batch no worker sits on more
/// than one job that another worker, idle, could have run. Each result line goes to the
/// printer, which keeps job order. When a worker dies, the job it started last gets an
/// error line (the crash happened in it) and the others it held run again on a new
/// worker; files are written atomically, so running a job again is harmless. A job
/// that has not finished within `jobTimeout` of its start gets an error line, and its
/// worker is killed and replaced. Once no job is left to hand out, a worker's input is
/// ended, so that it flushes its last files without waiting for a group to fill.
struct _BatchWorkerPool {
    /// How many worker processes run at once.
    var workerCount: Int
    /// How long one job may take (nil: no limit).
    var jobTimeout: Duration?

    /// How many jobs each worker holds at once: the running one, the next, and
    /// ``_WorkerAnswers/maximumWaitingFiles`` waiting for their files to be flushed.
    static let jobsInFlight = _WorkerAnswers.maximumWaitingFiles + 2

    /// Runs every job in `lines` (job N is `lines[N]`) and hands each result line to `printer`.
    func run(_ lines: [String], printer: _BatchPrinter) {
        let nextJob = JobCounter(count: lines.count)
        let group = DispatchGroup()
        for _ in 0..<min(workerCount, max(lines.count, 1)) {
            group.enter()
            let thread = Thread { [jobTimeout] in
                var server = WorkerServer(lines: lines, nextJob: nextJob, printer: printer, jobTimeout: jobTimeout)
                server.serve()
                group.leave()
            }
            thread.start()
        }
        group.wait()
    }

    /// One thread's worker and the jobs it holds.
    private struct WorkerServer {
        let lines: [String]
        let nextJob: JobCounter
        let printer: _BatchPrinter
        let jobTimeout: Duration?
        private var worker: _WorkerProcess?
        /// The jobs sent to the worker and not done, in the order sent (and started).
        private var held: [Int] = []
        /// When each held job started, once the worker says so.
        private var starts: [Int: ContinuousClock.Instant] = [:]
        /// Jobs to run again, whose worker died while holding them (largest first).
        private var again: [Int] = []

        init(lines: [String], nextJob: JobCounter, printer: _BatchPrinter, jobTimeout: Duration?) {
            (self.lines, self.nextJob, self.printer, self.jobTimeout) = (lines, nextJob, printer, jobTimeout)
        }

        /// Takes jobs until none is left, restarting the worker after a crash or a timeout.
        mutating func serve() {
            while true {
                // Held jobs not started yet: the one waiting in the worker.
                var jobsLeft = true
                while held.count < _BatchWorkerPool.jobsInFlight, held.count - starts.count < 1 {
                    guard let job = again.popLast() ?? nextJob.take() else {
                        jobsLeft = false
                        break
                    }
                    hand(job)
                }
                guard let current = worker, !held.isEmpty else { break }
                // Its last jobs: the worker need not wait for others to join their group.
                if !jobsLeft { current.endInput() }
                let deadline = jobTimeout.flatMap { timeout in starts.values.min().map { $0.advanced(by: timeout) } }
                switch current.receive(until: deadline) {
                case .started(let job):
                    starts[job] = .now
                case .done(let job, let line):
                    held.removeAll { $0 == job }
                    starts[job] = nil
                    printer.finish(job, line)
                case .died:
                    let ending = current.finish() ?? "the worker exited without an answer"
                    // The last job it started was running; with none started, the first it got.
                    let crashed = held.last { starts[$0] != nil } ?? held[0]
                    replaceWorker(failing: crashed, BatchCommand.errorLine(job: crashed, message: "the job crashed (\(ending))"))
                case .timedOut:
                    current.kill()
                    let late = held.min { starts[$0] ?? .now < starts[$1] ?? .now }!
                    replaceWorker(failing: late, BatchCommand.errorLine(job: late, message: BatchCommand.timeoutMessage(jobTimeout)))
                }
            }
            worker?.finish()
        }

        /// Sends `job` to the worker, starting one first if needed.
        private mutating func hand(_ job: Int) {
            do {
                let current = try worker ?? _WorkerProcess.start()
                worker = current
                held.append(job)
                // A worker that cannot take the line has died: the next message says so.
                _ = current.send("\(job) \(lines[job])")
            } catch {
                printer.finish(job, BatchCommand.errorLine(job: job, message: "cannot start a worker process: \(error)"))
            }
        }

        /// After the worker died or was killed: `job` fails with `line`, the other held
        /// jobs go to the next worker.
        private mutating func replaceWorker(failing job: Int, _ line: String) {
            worker = nil
            printer.finish(job, line)
            again += held.filter { $0 != job }
            again.sort(by: >)
            held = []
            starts = [:]
        }
    }

    /// Hands out job numbers 0, 1, 2, ... to the threads.
    private final class JobCounter: Sendable {
        private let next = Mutex(0)
        private let count: Int

        init(count: Int) { self.count = count }

        /// The next job number, or nil once all are taken.
        func take() -> Int? {
            next.withLock { next in
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }
    }
}
