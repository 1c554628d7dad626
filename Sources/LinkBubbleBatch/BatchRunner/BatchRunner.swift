import Dispatch
import InternalUtilities

/// Runs jobs, one text line each, in worker processes, so that a job that crashes (a bug
/// in a C library, a trap, running out of memory) takes down only its worker: the job
/// gets a failure line, a new worker takes the next job, and the other jobs go on. What
/// a job does is the worker's business (``BatchWorker`` and its ``BatchJobHandler``);
/// the runner reads the lines as they come (``BatchJobSource``), hands them out and prints
/// the result lines in job order.
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
    /// The line printed for a failed job, from its number, its input line (empty for
    /// one that could not be read) and its result line, whether a worker or the runner
    /// made it: what the runner's client adds about the job (where it is in the input).
    package let annotatingFailure: @Sendable (_ job: Int, _ jobLine: String, _ resultLine: String) -> String

    /// A runner of `workerCount` processes of `worker`.
    package init(
        worker: WorkerExecutable, workerCount: Int, jobTimeout: Duration?,
        failureLine: @escaping @Sendable (_ job: Int, _ failure: BatchJobFailure) -> String,
        annotatingFailure: @escaping @Sendable (_ job: Int, _ jobLine: String, _ resultLine: String) -> String = { $2 }
    ) {
        precondition(workerCount >= 1, "a batch runs at least one worker")
        (self.worker, self.workerCount, self.jobTimeout) = (worker, workerCount, jobTimeout)
        (self.failureLine, self.annotatingFailure) = (failureLine, annotatingFailure)
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

    /// How many lines may be read ahead of the threads that take them: enough for every
    /// worker's queue to be at its longest (``queueLength(jobsLeft:workerCount:)`` is
    /// ``maximumQueuedJobs`` from `workerCount` × 64 jobs left).
    static func readAheadLimit(workerCount: Int) -> Int {
        workerCount * maximumQueuedJobs * maximumQueuedJobs
    }

    /// How many jobs may be read and not yet printed: twice those read ahead and held
    /// by the workers, so that the workers go on while one long job holds up the output
    /// (808 for 2 workers, about 100,000 for 256).
    static func windowSize(workerCount: Int) -> Int {
        2 * (readAheadLimit(workerCount: workerCount) + workerCount * jobsInFlight)
    }

    /// How many bytes of job lines may be read and not yet done: 64 MiB. Past it no
    /// line is read until a job is done, so a few huge lines (up to the source's limit
    /// each) do not pile up in memory; below it the window counts jobs.
    static let maximumBytesInFlight = 64 << 20

    /// Runs every job of `source` as it is read (job N is its line N) and hands each
    /// result line, in job order, to `output`, whole lines in each call (from any of the
    /// runner's threads, one call at a time); draws a progress bar on `progress` (a
    /// terminal's descriptor) when given, and clears it at the end.
    ///
    /// Memory does not depend on how many jobs the source gives: the runner reads a line
    /// only when its window has room (see ``JobFeed``), so an endless source runs until
    /// it ends, its answers printed as they come. A line the source cannot read
    /// (``BatchJobRead/unreadable(reason:)``) is the last job, failed, after the jobs
    /// before it.
    ///
    /// The calling thread serves one worker and a thread of its own serves each other
    /// one; a thread the system cannot start, and a thread whose worker cannot start,
    /// leave their jobs to the others. Only when no other thread takes jobs does a job
    /// fail because its worker cannot start.
    package func run(_ source: some BatchJobSource, output: @escaping @Sendable ([UInt8]) -> Void, progress: Int32? = nil)
        -> BatchOutcome
    {
        let feed = JobFeed(source, workerCount: workerCount)
        let printer = BatchPrinter(output: output, progress: progress, jobCount: { feed.jobCount })
        let group = DispatchGroup()
        let serve = { @Sendable [self] in
            var server = WorkerServer(runner: self, feed: feed, printer: printer)
            server.serve()
        }
        for _ in 0..<workerCount {
            feed.join()
        }
        for _ in 1..<workerCount {
            group.enter()
            if !DetachedThread.start({ serve(); group.leave() }) {
                feed.leave()
                group.leave()
            }
        }
        serve()
        group.wait()
        let failures = printer.close()
        return BatchOutcome(jobCount: feed.jobCount, failureCount: failures, unreadableJob: feed.unreadableJob?.number)
    }
}

/// What a batch did: how many jobs it read and how many failed.
package struct BatchOutcome: Equatable, Sendable {
    /// How many jobs were read (the unreadable one included).
    package var jobCount: Int
    /// How many jobs failed.
    package var failureCount: Int
    /// The job whose line could not be read, after which nothing was read, if any.
    package var unreadableJob: Int?

    /// An outcome of `jobCount` jobs, `failureCount` of them failed, with
    /// `unreadableJob` the job whose line could not be read.
    package init(jobCount: Int, failureCount: Int, unreadableJob: Int?) {
        (self.jobCount, self.failureCount, self.unreadableJob) = (jobCount, failureCount, unreadableJob)
    }
}
