import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Prints batch results in job order as soon as every earlier job is done, and a
/// progress bar on standard error when it is a terminal. Thread-safe.
final class _BatchPrinter: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var pending: [Int: String] = [:]
    private var nextToPrint = 0
    private var done = 0
    private(set) var failures = 0
    private let showsProgress = isatty(2) != 0

    init(total: Int) { self.total = total }

    func finish(_ job: Int, _ line: String) {
        lock.lock()
        defer { lock.unlock() }
        pending[job] = line
        done += 1
        if line.hasPrefix("{\"job\":\(job),\"error\"") { failures += 1 }
        var output = ""
        while let ready = pending.removeValue(forKey: nextToPrint) {
            output += ready + "\n"
            nextToPrint += 1
        }
        // Whole lines in one write: a batch killed at any moment has printed only whole lines.
        if !output.isEmpty { _FileDescriptorWriting.writeAll(Array(output.utf8), to: 1) }
        if showsProgress { drawProgress() }
    }

    func close() {
        lock.lock()
        defer { lock.unlock() }
        if showsProgress { StandardError.write("\r\u{1B}[K") }
        if failures > 0 { StandardError.write("linkbubble: batch: \(failures) of \(total) jobs failed\n") }
    }

    private func drawProgress() {
        let width = 30
        let filled = total == 0 ? width : done * width / total
        StandardError.write("\r[\(String(repeating: "#", count: filled))\(String(repeating: ".", count: width - filled))] \(done)/\(total)")
    }
}
