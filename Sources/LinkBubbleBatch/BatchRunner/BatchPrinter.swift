import InternalUtilities
import Synchronization

/// Prints a batch's result lines in job order as soon as every earlier job is done (a
/// caller that has more lines at hand may have them printed together, in one write),
/// and a progress bar on a terminal when given one. Thread-safe.
final class BatchPrinter: @unchecked Sendable {
    private let lock = Mutex(())
    private let total: Int
    private let output: Int32
    private let progress: Int32?
    private var pending: [Int: String] = [:]
    private var nextToPrint = 0
    private var done = 0
    /// Lines ready in job order and not yet written.
    private var unprinted = ""
    private var failures = 0

    /// A printer of `total` jobs' lines to `output`, drawing its progress on `progress`.
    init(total: Int, output: Int32, progress: Int32?) {
        (self.total, self.output, self.progress) = (total, output, progress)
    }

    /// Job `job`'s result line, and whether the job failed. Lines it makes ready are
    /// written now, or with `printsNow` false by a later call that prints or by
    /// ``printReady()``, which the caller makes before it waits for anything.
    func finish(_ job: Int, _ line: String, failed: Bool, printsNow: Bool = true) {
        lock.withLock { _ in
            pending[job] = line
            done += 1
            if failed { failures += 1 }
            while let ready = pending.removeValue(forKey: nextToPrint) {
                unprinted += ready + "\n"
                nextToPrint += 1
            }
            if printsNow { writeReady() }
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
            FileDescriptorWriting.writeAll(Array(unprinted.utf8), to: output)
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
        let filled = total == 0 ? width : done * width / total
        let bar = "\r[\(String(repeating: "#", count: filled))\(String(repeating: ".", count: width - filled))] \(done)/\(total)"
        FileDescriptorWriting.writeAll(Array(bar.utf8), to: descriptor)
    }
}
