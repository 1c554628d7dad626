import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Prints batch results in job order as soon as every earlier job is done (a caller
/// that has more lines at hand may have them printed together, in one write), and a
/// progress bar on standard error when it is a terminal. Thread-safe.
final class BatchPrinter: @unchecked Sendable {
    private let lock = Mutex(())
    private let total: Int
    private var pending: [Int: String] = [:]
    private var nextToPrint = 0
    private var done = 0
    /// Lines ready in job order and not yet written.
    private var unprinted = ""
    private(set) var failures = 0
    private let showsProgress = isatty(2) != 0

    init(total: Int) { self.total = total }

    /// Job `job`'s result line. Lines it makes ready are written now, or with
    /// `printsNow` false by a later call that prints or by ``printReady()``, which the
    /// caller makes before it waits for anything.
    func finish(_ job: Int, _ line: String, printsNow: Bool = true) {
        lock.withLock { _ in
            pending[job] = line
            done += 1
            if line.hasPrefix("{\"job\":\(job),\"error\"") { failures += 1 }
            while let ready = pending.removeValue(forKey: nextToPrint) {
                unprinted += ready + "\n"
                nextToPrint += 1
            }
            if printsNow { writeReady() }
        }
    }

    /// Writes the lines that ``finish(_:_:printsNow:)`` made ready and left unwritten.
    func printReady() {
        lock.withLock { _ in writeReady() }
    }

    /// Writes the ready lines; the caller holds the lock.
    private func writeReady() {
        // Whole lines in one write: a batch killed at any moment has printed only whole lines.
        if !unprinted.isEmpty {
            FileDescriptorWriting.writeAll(Array(unprinted.utf8), to: 1)
            unprinted = ""
        }
        if showsProgress { drawProgress() }
    }

    func close() {
        lock.withLock { _ in
            writeReady()
            if showsProgress { StandardError.write("\r\u{1B}[K") }
            if failures > 0 { StandardError.write("linkbubble: batch: \(failures) of \(total) jobs failed\n") }
        }
    }

    private func drawProgress() {
        let width = 30
        let filled = total == 0 ? width : done * width / total
        StandardError.write("\r[\(String(repeating: "#", count: filled))\(String(repeating: ".", count: width - filled))] \(done)/\(total)")
    }
}
