import Dispatch
import Synchronization

/// Runs batch jobs in worker processes, so that a job that crashes (a bug in a C
/// library, a trap, running out of memory) takes down only its worker: the job gets an
/// error line, a new worker takes the next job, and the other jobs go on.
///
/// Each of `workerCount` threads owns one worker process (``WorkerProcess``) and keeps
/// jobs waiting in it (one line each, `N JOB`) besides the running one and those whose
/// files wait to be flushed (``WorkerAnswers``), at most ``jobsInFlight`` in all: the
/// worker starts the next job without waiting for this thread and renders while the
/// disk takes the last jobs' files. The worker records each job's start in a page it
/// shares with this thread (``WorkerProgress``), so starting a job wakes nobody: this
/// thread wakes when finished jobs' lines arrive (a group at a time), when the worker's
/// queue runs low (the worker then says `started N`, as this thread asked through the
/// page), at a job's deadline, or when the worker dies. While many jobs are left, up to
/// ``maximumQueuedJobs`` wait in each worker, and a `started` message is asked for once
/// half of them have begun; as the jobs left run out, the queue shrinks to one (see
/// ``queueLength(jobsLeft:workerCount:)``), so at the end of a batch no worker sits on more
/// than one job that another worker, idle, could have run. Each result line goes to the
/// printer, which keeps job order. When a worker dies, the job it started last gets an
/// error line (the crash happened in it) and the others it held run again on a new
/// worker; files are written atomically, so running a job again is harmless. A job
/// that has not finished within `jobTimeout` of its start gets an error line, and its
/// worker is killed and replaced. Once no job is left to hand out, a worker's input is
/// ended, so that it flushes its last files without waiting for a group to fill.
struct BatchWorkerPool {
    /// How many worker processes run at once.
    var workerCount: Int
    /// How long one job may take (nil: no limit).
    var jobTimeout: Duration?

    /// How many jobs each worker holds at once: the running one, those waiting to run,
    /// and ``WorkerAnswers/maximumWaitingFiles`` waiting for their files to be flushed.
    static let jobsInFlight = WorkerAnswers.maximumWaitingFiles + 2 + maximumQueuedJobs

    /// The most jobs waiting to run in one worker: 8 (this thread wakes for every
    /// fourth job started, besides the finished groups).
    static let maximumQueuedJobs = 8

    /// How many jobs should wait to run in each worker when `jobsLeft` jobs are left to
    /// hand out: one per `workerCount` × ``maximumQueuedJobs`` of them, at least one and
    /// at most ``maximumQueuedJobs`` (8 while 128 or more are left for 2 workers, 1 below
    /// 32), so that the queues have run down to one job each by the end of the batch.
    static func queueLength(jobsLeft: Int, workerCount: Int) -> Int {
        min(maximumQueuedJobs, max(1, jobsLeft / (workerCount * maximumQueuedJobs)))
    }

    /// Runs every job in `lines` (job N is `lines[N]`) and hands each result line to `printer`.
    ///
    /// The calling thread serves one worker and a thread of its own serves each other
    /// one; a thread the system cannot start leaves its jobs to the others.
    func run(_ lines: [String], printer: BatchPrinter) {
        let nextJob = JobCounter(count: lines.count)
        let group = DispatchGroup()
        let serve = { @Sendable [jobTimeout, workerCount] in
            var server = WorkerServer(
                lines: lines, nextJob: nextJob, printer: printer, jobTimeout: jobTimeout, workerCount: workerCount)
            server.serve()
        }
        for _ in 1..<max(1, min(workerCount, lines.count)) {
            group.enter()
            if !DetachedThread.start({ serve(); group.leave() }) { group.leave() }
        }
        serve()
        group.wait()
    }

    /// One thread's worker and the jobs it holds.
    private struct WorkerServer {
        let lines: [String]
        let nextJob: JobCounter
        let printer: BatchPrinter
        let jobTimeout: Duration?
        let workerCount: Int
        private var worker: WorkerProcess?
        /// The jobs sent to the worker and not done, in the order sent (and started):
        /// `held[i]` has the worker's sequence `doneCount + i`.
        private var held: [Int] = []
        /// How many jobs the worker has answered (done), which are the first it got.
        private var doneCount = 0
        /// Jobs to run again, whose worker died while holding them (largest first).
        private var again: [Int] = []

        init(lines: [String], nextJob: JobCounter, printer: BatchPrinter, jobTimeout: Duration?, workerCount: Int) {
            (self.lines, self.nextJob, self.printer, self.jobTimeout, self.workerCount) =
                (lines, nextJob, printer, jobTimeout, workerCount)
        }

        /// Takes jobs until none is left, restarting the worker after a crash or a timeout.
        mutating func serve() {
            while true {
                let jobsLeft = handJobs()
                guard let current = worker, !held.isEmpty else { break }
                // Its last jobs: the worker need not wait for others to join their group.
                if !jobsLeft { current.endInput() }
                let started = current.progress.startedCount - doneCount
                // The oldest job begun and not done is the one whose time runs out first.
                let deadline = jobTimeout.flatMap { timeout in
                    started > 0 ? current.progress.startInstant(ofSequence: doneCount).advanced(by: timeout) : nil
                }
                // Lines of a group arrive together: printed in one write, before any wait.
                if !current.hasMessageReady { printer.printReady() }
                switch current.receive(until: deadline) {
                case .started:
                    continue  // the worker's queue runs low, or a job to time began
                case .done(let job, let line):
                    held.removeAll { $0 == job }
                    doneCount += 1
                    printer.finish(job, line, printsNow: false)
                case .died:
                    let ending = current.finish() ?? "the worker exited without an answer"
                    // The last job it started was running; with none started, the first it got.
                    let startedNow = current.progress.startedCount - doneCount
                    let crashed = startedNow > 0 ? held[startedNow - 1] : held[0]
                    replaceWorker(failing: crashed, BatchCommand.errorLine(job: crashed, message: "the job crashed (\(ending))"))
                case .timedOut:
                    current.kill()
                    let late = held[0]
                    replaceWorker(failing: late, BatchCommand.errorLine(job: late, message: BatchCommand.timeoutMessage(jobTimeout)))
                }
            }
            printer.printReady()
            worker?.finish()
        }

        /// Sends jobs until ``queueLength(jobsLeft:workerCount:)`` wait in the worker
        /// (or it holds ``jobsInFlight``), and tells the worker which start to announce:
        /// the one after which half the queue is left, and with a time limit the next
        /// one when none runs (its deadline is needed). False when no job is left to
        /// hand out.
        private mutating func handJobs() -> Bool {
            while true {
                var jobsLeft = true
                var queueLength = 1
                var requests = ""
                while held.count < BatchWorkerPool.jobsInFlight {
                    queueLength = BatchWorkerPool.queueLength(jobsLeft: nextJob.remaining + again.count, workerCount: workerCount)
                    let waiting = held.count - ((worker?.progress.startedCount ?? 0) - doneCount)
                    guard waiting < queueLength else { break }
                    guard let job = again.popLast() ?? nextJob.take() else {
                        jobsLeft = false
                        break
                    }
                    hand(job, to: &requests)
                }
                guard let current = worker else { return jobsLeft }
                // A worker that cannot take the lines has died: the next message says so.
                if !requests.isEmpty { _ = current.send(requests) }
                let sent = doneCount + held.count
                var notice = Int.max
                if jobsLeft && held.count < BatchWorkerPool.jobsInFlight { notice = sent - 1 - queueLength / 2 }
                let startedCount = current.progress.startedCount
                if jobTimeout != nil && startedCount == doneCount && sent > startedCount { notice = min(notice, startedCount) }
                current.progress.noticeSequence = notice
                // A start the worker made before it could read the new notice sequence
                // is seen here (both sides' accesses are sequentially consistent).
                guard current.progress.startedCount > notice else { return jobsLeft }
            }
        }

        /// Adds `job` to the `requests` for the worker, starting one first if needed.
        private mutating func hand(_ job: Int, to requests: inout String) {
            do {
                worker = try worker ?? WorkerProcess.start()
                held.append(job)
                requests += "\(job) \(lines[job])\n"
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
            doneCount = 0
        }
    }

    /// Hands out job numbers 0, 1, 2, ... to the threads.
    private final class JobCounter: Sendable {
        private let next = Mutex(0)
        private let count: Int

        init(count: Int) { self.count = count }

        /// How many job numbers are left to take.
        var remaining: Int { next.withLock { count - $0 } }

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
