import Foundation
import Synchronization

/// A batch job a worker has run: its result line, and the file still to be written
/// before that line may be sent (nil for a job that failed before making one).
struct _FinishedJob {
    /// The job's number.
    var job: Int
    /// `{"job":N,"result":...}` or `{"job":N,"error":"..."}`.
    var line: String
    /// The file the job made, not yet written.
    var file: (bytes: [UInt8], path: String)?
}

/// A worker's side of its conversation with the batch (``_BatchWorkerPool``), on the
/// descriptor the worker answers on.
///
/// The worker says `started N` as it begins job N, and `done N LINE` once the job is
/// over and its file is on disk. Files are written (and flushed: see
/// `AtomicFileWriter`) in job order on a thread of their own, so the worker renders
/// the next job while the disk takes the last one's file; at most
/// ``maximumWaitingFiles`` wait for it, after which ``finish(_:)`` waits. Used by the
/// worker's main thread only; the writing thread is its own.
final class _WorkerAnswers: @unchecked Sendable {
    /// How many finished jobs may wait for their file to be written.
    static let maximumWaitingFiles = 2

    private let descriptor: Int32
    /// One whole line at a time on the descriptor.
    private let sending = Mutex(())
    /// Guards `waiting`, `inputEnded` and `broken`, and wakes either side.
    private let condition = NSCondition()
    private var waiting: [_FinishedJob] = []
    private var inputEnded = false
    private var broken = false
    private let writerEnded = DispatchSemaphore(value: 0)

    /// Starts the writing thread; lines go to `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        Thread { [self] in
            writeFiles()
            writerEnded.signal()
        }.start()
    }

    /// Says that job `job` begins. False when the batch no longer listens.
    func start(_ job: Int) -> Bool {
        send("started \(job)\n") && !isBroken
    }

    /// Hands over a finished job: its file is written and its line sent in turn. Waits
    /// while ``maximumWaitingFiles`` jobs are already waiting. False when the batch no
    /// longer listens.
    func finish(_ finished: _FinishedJob) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count >= Self.maximumWaitingFiles && !broken { condition.wait() }
        guard !broken else { return false }
        waiting.append(finished)
        condition.broadcast()
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

    /// The writing thread: each job's file, then its line, in the order handed over.
    private func writeFiles() {
        while true {
            condition.lock()
            while waiting.isEmpty && !inputEnded { condition.wait() }
            guard !waiting.isEmpty else {
                condition.unlock()
                return
            }
            var finished = waiting[0]
            condition.unlock()
            if let file = finished.file {
                do {
                    try OutputFile.write(file.bytes, to: file.path)
                } catch {
                    finished.line = BatchCommand.errorLine(job: finished.job, message: BatchCommand.oneLineMessage(for: error))
                }
            }
            let sent = send("done \(finished.job) \(finished.line)\n")
            condition.lock()
            waiting.removeFirst()
            if !sent { broken = true }
            condition.broadcast()
            condition.unlock()
            if !sent { return }
        }
    }

    /// Writes `line` whole; false when the descriptor is closed.
    private func send(_ line: String) -> Bool {
        sending.withLock { _ in _FileDescriptorWriting.writeAll(Array(line.utf8), to: descriptor) }
    }
}
