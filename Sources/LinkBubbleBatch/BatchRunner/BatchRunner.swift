import Dispatch
import InternalUtilities

/// Runs jobs, one text line each, in worker processes, so that a job that crashes (a bug
/// in a C library, a trap, running out of memory) takes down only its worker: the job
/// gets a failure line, a new worker takes the next job, and the other jobs go on. What
/// a job does is the worker's business (``BatchWorker`` and its ``BatchJobHandler``);
/// the runner hands out the lines and prints the result lines in job order.
///
/// Each of ``workerCount`` threads owns one worker process (``WorkerProcess``) and keeps
/// jobs waiting in it (one line each, `N JOB`) besides the running one and those whose
/// files wait to be flushed (``WorkerAnswers``), at most ``jobsInFlight`` in all: the
/// worker starts the next job without waiting for this thread and works while the disk
/// takes the last jobs' files. The worker records each job's start in a page it shares
/// with this thread (``WorkerProgress``), so starting a job wakes nobody: this thread
/// wakes when finished jobs' lines arrive (a group at a time), when the worker's queue
/// runs low (the worker then says `started N`, as this thread asked through the page), at
/// a job's deadline, or when the worker dies. While many jobs are left, up to
/// ``maximumQueuedJobs`` wait in each worker, and a `started` message is asked for once
/// half of them have begun; as the jobs left run out, the queue shrinks to one (see
/// ``queueLength(jobsLeft:workerCount:)``), so at the end of a batch no worker sits on more
/// than one job that another worker, idle, could have run. Each result line goes to the
/// printer, which keeps job order. When a worker dies, the job it started last gets a
/// failure line (the crash happened in it) and the others it held run again on a new
/// worker; so a job must be harmless to run twice (files written atomically are). A job
/// that has not finished within ``jobTimeout`` of its start gets a failure line, and its
/// worker is killed and replaced. Once no job is left to hand out, a worker's input is
/// ended, so that it flushes its last files without waiting for a group to fill.
package struct BatchRunner: Sendable {
    /// The program each worker process runs; it serves jobs with ``BatchWorker/serve(_:)``.
    package let worker: WorkerExecutable
    /// How many worker processes run at once, at least 1.
    package let workerCount: Int
    /// How long one job may take (nil: no limit).
    package let jobTimeout: Duration?
    /// The result line of a job that the runner failed (its worker crashed, it ran past
    /// ``jobTimeout``, or no worker could be started), from the job's number.
    package let failureLine: @Sendable (_ job: Int, _ failure: BatchJobFailure) -> String

    /// A runner of `workerCount` processes of `worker`.
    package init(
        worker: WorkerExecutable, workerCount: Int, jobTimeout: Duration?,
        failureLine: @escaping @Sendable (_ job: Int, _ failure: BatchJobFailure) -> String
    ) {
        precondition(workerCount >= 1, "a batch runs at least one worker")
        (self.worker, self.workerCount, self.jobTimeout, self.failureLine) = (worker, workerCount, jobTimeout, failureLine)
    }

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

    /// Runs every job in `lines` (job N is `lines[N]`) and writes each result line, in job
    /// order, to `output`, whole lines in each write; draws a progress bar on `progress`
    /// (a terminal's descriptor) when given, and clears it at the end. Returns how many
    /// jobs failed.
    ///
    /// The calling thread serves one worker and a thread of its own serves each other
    /// one; a thread the system cannot start leaves its jobs to the others.
    package func run(_ lines: [String], output: Int32 = 1, progress: Int32? = nil) -> Int {
        let printer = BatchPrinter(total: lines.count, output: output, progress: progress)
        let nextJob = JobCounter(count: lines.count)
        let group = DispatchGroup()
        let serve = { @Sendable [self] in
            var server = WorkerServer(runner: self, lines: lines, nextJob: nextJob, printer: printer)
            server.serve()
        }
        for _ in 1..<max(1, min(workerCount, lines.count)) {
            group.enter()
            if !DetachedThread.start({ serve(); group.leave() }) { group.leave() }
        }
        serve()
        group.wait()
        return printer.close()
    }
}
