import InternalUtilities

/// Prints a batch's result lines in job order as soon as every earlier job is done (a
/// caller that has more lines at hand may have them printed together, in one write),
/// and a progress bar on a terminal when given one. It holds the lines of the jobs done
/// after one still running: at most the runner's window of them. Thread-safe.
final class BatchPrinter: @unchecked Sendable {
    private let lock = PthreadMutex(())
    /// How many jobs were read so far: the progress bar's whole.
    private let jobCount: @Sendable () -> Int
    private let output: @Sendable ([UInt8]) -> Void
    private let progress: Int32?
    private var pending: [Int: String] = [:]
    private var nextToPrint = 0
    private var done = 0
    /// Lines ready in job order and not yet written.
    private var unprinted = ""
    private var failures = 0

    /// A printer of jobs' lines to `output`, drawing its progress on `progress` against
    /// the `jobCount` read so far.
    init(output: @escaping @Sendable ([UInt8]) -> Void, progress: Int32?, jobCount: @escaping @Sendable () -> Int) {
        (self.output, self.progress, self.jobCount) = (output, progress, jobCount)
    }

    /// Job `job`'s result line, and whether the job failed; returns how many jobs' lines
    /// are ready in order (every job below that number). Lines it makes ready are
    /// written now, or with `printsNow` false by a later call that prints or by
    /// ``printReady()``, which the caller makes before it waits for anything.
    @discardableResult
    func finish(_ job: Int, _ line: String, failed: Bool, printsNow: Bool = true) -> Int {
        lock.withLock { _ in
            pending[job] = line
            done += 1
            if failed { failures += 1 }
            while let ready = pending.removeValue(forKey: nextToPrint) {
                unprinted += ready + "\n"
                nextToPrint += 1
            }
            if printsNow { writeReady() }
            return nextToPrint
        }
    }

    /// Writes the lines that ``finish(_:_:failed:printsNow:)`` made ready and left unwritten.
    func printReady() {
        lock.withLock { _ in writeReady() }
    }

    /// Writes the ready lines; the caller holds the lock.
    private func writeReady() {
        // Whole lines in one write: a batch killed at any moment has printed only whole lines.
        if !unprinted.isEmpty {
            output(Array(unprinted.utf8))
            unprinted = ""
        }
        if let progress { drawProgress(on: progress) }
    }

    /// Writes the last lines and clears the progress bar; how many jobs failed.
    func close() -> Int {
        lock.withLock { _ in
            writeReady()
            if let progress { FileDescriptorWriting.writeAll(Array("\r\u{1B}[K".utf8), to: progress) }
            return failures
        }
    }

    private func drawProgress(on descriptor: Int32) {
        let width = 30
        let total = max(jobCount(), done)
        let filled = total == 0 ? width : done * width / total
        let bar = "\r[\(String(repeating: "#", count: filled))\(String(repeating: ".", count: width - filled))] \(done)/\(total)"
        FileDescriptorWriting.writeAll(Array(bar.utf8), to: descriptor)
    }
}
