import Dispatch
import InternalUtilities
import Synchronization

/// A worker's side of its conversation with the batch (``BatchRunner``), on the
/// descriptor the worker answers on.
///
/// The worker says `started N` as it begins job N when the batch asked to be told (see
/// ``WorkerProgress``), and `done N LINE` (`failed N LINE` for a job that failed) once
/// the job is over and its file is on disk under its name. A job's thread writes the
/// file's bytes (unnamed, see `AtomicFileWriter`); a thread of their own then flushes
/// and names the files of all the jobs waiting, together (one flush of the file system
/// for the group), and answers for them in job order. So the worker runs the next job
/// while the disk takes the last ones. A group is committed once ``groupSize`` jobs
/// wait, or ``longestWait`` after the first of them was handed over, or the input ends;
/// jobs that finish while a group is being committed join the next one (their wait
/// counts from the end of that commit), so groups grow when the disk is slow. At most
/// ``maximumWaitingFiles`` wait, after which ``finish(_:_:)`` waits. The committing
/// thread is woken only when it has something to do (the first waiting job, a full
/// group, the end of the input), not at every job, and a group's lines go out in one
/// write. Used by the worker's main thread only; the committing thread is its own.
final class WorkerAnswers: @unchecked Sendable {
    /// How many finished jobs may wait for their file to be flushed and named: 128,
    /// twice a group (so that jobs do not stop while the disk takes a slow flush; the
    /// files wait in the system's cache, and each holds one descriptor).
    static let maximumWaitingFiles = 128
    /// How many waiting jobs make a group worth committing: 64. Each group costs a
    /// flush of the file system and one of the folder, with their writes and the disk's
    /// cache flushes, and the disk's interrupts and the kernel's writeback then take the
    /// core from a job: larger groups mean fewer disk requests and less of that side work
    /// per job, while a group stays small enough (half of ``maximumWaitingFiles``) that
    /// jobs keep running while the last group is flushed.
    static let groupSize = 64
    /// How long the first waiting job waits for others to join its group: 100 ms
    /// (from the end of the last commit for jobs that finished during it), about the
    /// time a worker of `linkbubble batch` takes to render a group of previews.
    static let longestWait = Duration.milliseconds(100)

    private let descriptor: Int32
    /// The handler's line for a job whose file could not be committed.
    private let unwrittenFileLine: @Sendable (_ job: Int, _ error: AtomicFileWriteError) -> String
    /// One whole line at a time on the descriptor.
    private let sending = PthreadMutex(())
    /// Guards `waiting`, `inputEnded` and `broken`, and wakes either side.
    private let condition = Condition()
    /// The finished jobs waiting for their files to be committed, in the order handed over.
    private var waiting: [(job: Int, result: BatchJobResult)] = []
    /// When the jobs of `waiting` began to wait: when the first was handed over, or
    /// when the last commit ended for those that finished during it.
    private var waitingSince = ContinuousClock.now
    private var inputEnded = false
    private var broken = false
    private let writerEnded = DispatchSemaphore(value: 0)

    /// Starts the committing thread; lines go to `descriptor`, and a job whose file
    /// cannot be committed gets the line `unwrittenFileLine` makes. Nil when the system
    /// cannot start a thread.
    init?(descriptor: Int32, unwrittenFileLine: @escaping @Sendable (_ job: Int, _ error: AtomicFileWriteError) -> String) {
        (self.descriptor, self.unwrittenFileLine) = (descriptor, unwrittenFileLine)
        guard DetachedThread.start({ [self] in
            writeFiles()
            writerEnded.signal()
        }) else { return nil }
    }

    /// Job `job` begins: says so (`started N`) when `notifies`. False when the batch no
    /// longer listens.
    func start(_ job: Int, notifies: Bool) -> Bool {
        (!notifies || send("started \(job)\n")) && !isBroken
    }

    /// Hands over finished job `job`: its file is written and its line sent in turn.
    /// Waits while ``maximumWaitingFiles`` jobs are already waiting. False when the batch
    /// no longer listens.
    func finish(_ job: Int, _ result: BatchJobResult) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count >= Self.maximumWaitingFiles && !broken { condition.wait() }
        guard !broken else { return false }
        if waiting.isEmpty { waitingSince = .now }
        waiting.append((job, result))
        // The committing thread waits with no deadline when none waited, and until the
        // first's deadline otherwise: it needs waking for the first and for a full group.
        if waiting.count == 1 || waiting.count == Self.groupSize { condition.broadcast() }
        return true
    }

    /// Waits until every handed-over job has been written and answered; call once, at
    /// the end of the input.
    func close() {
        condition.lock()
        inputEnded = true
        condition.broadcast()
        condition.unlock()
        writerEnded.wait()
    }

    private var isBroken: Bool {
        condition.lock()
        defer { condition.unlock() }
        return broken
    }

    /// The committing thread: the files of every job waiting, flushed and named
    /// together, then their lines, in the order handed over.
    private func writeFiles() {
        while true {
            condition.lock()
            while !inputEnded && waiting.count < Self.groupSize {
                guard !waiting.isEmpty else {
                    condition.wait()
                    continue
                }
                let left = ContinuousClock.now.duration(to: waitingSince + Self.longestWait)
                guard left > .zero else { break }
                condition.wait(for: left)
            }
            var group = waiting
            condition.unlock()
            guard !group.isEmpty else { return }
            let staged = group.indices.compactMap { index in group[index].result.file.map { (index, $0) } }
            for ((index, _), error) in zip(staged, AtomicFileWriter.commit(staged.map(\.1))) {
                if let error { group[index].result = .failure(unwrittenFileLine(group[index].job, error)) }
            }
            let sent = send(group.map { "\($0.result.failed ? "failed" : "done") \($0.job) \($0.result.line)\n" }.joined())
            condition.lock()
            waiting.removeFirst(group.count)
            waitingSince = .now
            if !sent { broken = true }
            condition.broadcast()
            condition.unlock()
            if !sent { return }
        }
    }

    /// Writes `lines` whole; false when the descriptor is closed.
    private func send(_ lines: String) -> Bool {
        sending.withLock { _ in FileDescriptorWriting.writeAll(Array(lines.utf8), to: descriptor) }
    }
}
