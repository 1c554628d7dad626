import InternalUtilities

/// A batch's jobs as the runner's threads take them: read from the ``BatchJobSource``
/// a line at a time, numbered 0, 1, 2, ... in input order, and kept only while they are
/// in flight, so that memory does not grow with the number of jobs and an endless input
/// runs from its first line.
///
/// The source is read by whichever thread needs a job and finds none read ahead, one
/// thread at a time and outside the lock, so that the others take jobs meanwhile. A
/// thread that holds jobs (its worker has work) never waits for input: it takes only
/// lines that have arrived, and otherwise goes back to its worker, whose answers must be
/// printed while the input is silent (a pipe fed by hand). A thread that holds none
/// waits for a line.
///
/// Reading pauses while the window is full (``BatchRunner/windowSize(workerCount:)`` jobs
/// read and not yet printed: a long job holds up the output, and the jobs after it wait
/// in the printer), or while lines of ``BatchRunner/maximumBytesInFlight`` bytes are read
/// and not yet done. Up to ``BatchRunner/readAheadLimit(workerCount:)`` lines are read
/// ahead of the threads, so that ``waitingCount`` tells how many jobs are ready and the
/// workers' queues stay full while the input keeps up.
///
/// A thread whose worker cannot start gives its jobs back (``retire(returning:)``) when
/// another thread still takes jobs; they are taken before any new line. Thread-safe.
final class JobFeed: @unchecked Sendable {
    /// A job to run: its number and its line.
    typealias Job = (number: Int, line: String)

    /// What a thread asking for a job gets.
    enum Take {
        /// The next job.
        case job(Job)
        /// A job the source refused (``BatchJobRead/refused(line:reason:)``): it fails
        /// with `reason` without running.
        case refused(Job, reason: String)
        /// The job whose line could not be read (``BatchJobRead/unreadable(reason:)``):
        /// it fails with `reason`, and it is the last.
        case unreadable(number: Int, reason: String)
        /// None has arrived (only for a thread that holds jobs, which does not wait).
        case noneNow
        /// The input has ended and every job was taken; the thread takes no more.
        case ended
    }

    private let condition = Condition()
    /// Read only by the thread that set `isReading`, with the lock released.
    private var source: any BatchJobSource
    private let readAheadLimit: Int
    private let windowSize: Int

    // Guarded by `condition`.
    /// Jobs read (or given back) and not taken, in order from `head`.
    private var ready: [Job] = []
    private var head = 0
    private var isReading = false
    private var inputEnded = false
    /// Why each refused job that is not taken yet was refused, by job number.
    private var refusals: [Int: String] = [:]
    /// The job whose line could not be read, and whether a thread took it.
    private var unreadable: (number: Int, reason: String, taken: Bool)?
    private var readCount = 0
    private var printedCount = 0
    private var bytesInFlight = 0
    /// Threads waiting for a job or for room in the window.
    private var waitingThreads = 0
    /// Threads that may still take jobs: counted in by ``join()``, out by ``Take/ended``,
    /// ``retire(returning:)`` or ``leave()``.
    private var acceptingCount = 0

    /// A feed of `source`'s lines for `workerCount` workers.
    init(_ source: some BatchJobSource, workerCount: Int) {
        self.source = source
        readAheadLimit = BatchRunner.readAheadLimit(workerCount: workerCount)
        windowSize = BatchRunner.windowSize(workerCount: workerCount)
    }

    /// How many jobs were read: every job number given out is below it.
    var jobCount: Int { condition.withLock { readCount } }

    /// The job whose line could not be read and why, if one could not.
    var unreadableJob: (number: Int, reason: String)? {
        condition.withLock { unreadable.map { ($0.number, $0.reason) } }
    }

    /// How many jobs are ready to be taken without reading.
    var waitingCount: Int { condition.withLock { ready.count - head } }

    /// Counts in a thread that will take jobs (before it starts).
    func join() { condition.withLock { acceptingCount += 1 } }

    /// Counts out a thread that joined and took no job (it could not be started).
    func leave() {
        condition.withLock {
            acceptingCount -= 1
            condition.broadcast()
        }
    }

    /// The next job: one given back, one read ahead, or a new line. `holding` says
    /// whether the thread holds jobs: then it does not wait.
    func take(holding: Bool) -> Take {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if head < ready.count {
                let job = ready[head]
                head += 1
                if head == ready.count || (head >= 1_024 && head * 2 >= ready.count) {
                    ready.removeFirst(head)
                    head = 0
                }
                if !refusals.isEmpty, let reason = refusals.removeValue(forKey: job.number) {
                    return .refused(job, reason: reason)
                }
                return .job(job)
            }
            if inputEnded {
                if let line = unreadable, !line.taken {
                    unreadable?.taken = true
                    return .unreadable(number: line.number, reason: line.reason)
                }
                acceptingCount -= 1
                return .ended
            }
            if isReading || isWindowFull {
                if holding { return .noneNow }
                waitingThreads += 1
                condition.wait()
                waitingThreads -= 1
                continue
            }
            if !readLines(waiting: !holding) { return .noneNow }
        }
    }

    /// The line of job `number`, `lineBytes` long, is done, and `printedCount` jobs are
    /// printed (in order).
    func finished(lineBytes: Int, printedCount: Int) {
        condition.withLock {
            let wasFull = isWindowFull
            bytesInFlight -= lineBytes
            self.printedCount = max(self.printedCount, printedCount)
            if wasFull && !isWindowFull && waitingThreads > 0 { condition.broadcast() }
        }
    }

    /// A thread whose worker cannot start gives back `jobs` and takes no more; false
    /// (nothing given back, the thread goes on) when no other thread takes jobs.
    func retire(returning jobs: [Job]) -> Bool {
        condition.withLock {
            guard acceptingCount > 1 else { return false }
            acceptingCount -= 1
            // Every job given back was taken before any job still here: they go first.
            ready.insert(contentsOf: jobs.sorted { $0.number < $1.number }, at: head)
            condition.broadcast()
            return true
        }
    }

    private var isWindowFull: Bool {
        readCount - printedCount >= windowSize || (bytesInFlight >= BatchRunner.maximumBytesInFlight && readCount > printedCount)
    }

    /// Reads lines while there is room, the first waiting for it when `waiting`, the
    /// rest only as far as they have arrived; false when none had. The lock is held on
    /// entry and exit, released while reading.
    private func readLines(waiting: Bool) -> Bool {
        isReading = true
        defer {
            isReading = false
            if waitingThreads > 0 { condition.broadcast() }
        }
        var waiting = waiting
        var readAny = false
        while !inputEnded && ready.count - head < readAheadLimit && !isWindowFull {
            condition.unlock()
            let read = source.next(waiting: waiting)
            condition.lock()
            switch read {
            case .job(let line):
                ready.append((readCount, line))
                readCount += 1
                bytesInFlight += line.utf8.count
                if waitingThreads > 0 { condition.broadcast() }
            case .refused(let line, let reason):
                refusals[readCount] = reason
                ready.append((readCount, line))
                readCount += 1
                bytesInFlight += line.utf8.count
                if waitingThreads > 0 { condition.broadcast() }
            case .notReady:
                return readAny
            case .end:
                inputEnded = true
            case .unreadable(let reason):
                unreadable = (readCount, reason, false)
                readCount += 1
                inputEnded = true
            }
            readAny = true
            waiting = false
        }
        return true
    }
}

extension Condition {
    /// `body`'s result, run with the lock held.
    fileprivate func withLock<Result>(_ body: () -> Result) -> Result {
        lock()
        defer { unlock() }
        return body()
    }
}
