#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads newline-ended lines from a file descriptor (a pipe, socket or file), through
/// a buffer; the descriptor stays open and belongs to the caller.
package struct LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Where each read lands before it joins `buffer`.
    private var chunk = [UInt8](repeating: 0, count: 65_536)
    private var start = 0
    private var atEnd = false
    /// When set, reading gives up at this instant: ``nextLine(acceptsUnterminatedLastLine:)``
    /// then returns nil and ``timedOut`` is true (the reader stays at its end).
    package var deadline: ContinuousClock.Instant?
    /// Whether reading stopped at ``deadline``.
    package private(set) var timedOut = false

    /// A reader of `descriptor`, from where it stands.
    package init(descriptor: Int32) { self.descriptor = descriptor }

    /// The next line without its newline, or nil at the end of input or on a read
    /// error. A last line without a newline is returned only when `acceptsUnterminatedLastLine`
    /// is true; otherwise (a writer that died mid-line) it is dropped.
    package mutating func nextLine(acceptsUnterminatedLastLine: Bool) -> [UInt8]? {
        // How many bytes after `start` are known to hold no newline.
        var searchedCount = 0
        while true {
            if let newline = newlineIndex(from: start + searchedCount) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                return line
            }
            searchedCount = buffer.count - start
            if atEnd || !fill() {
                atEnd = true
                guard acceptsUnterminatedLastLine, start < buffer.count else { return nil }
                let line = Array(buffer[start...])
                start = buffer.count
                return line
            }
        }
    }

    /// Whether a whole line is already read, so that ``nextLine(acceptsUnterminatedLastLine:)``
    /// returns it without waiting.
    package var hasBufferedLine: Bool { newlineIndex(from: start) != nil }

    /// The index of the first newline in the buffer at or after `index` (`memchr`).
    private func newlineIndex(from index: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            guard index < bytes.count, let found = memchr(bytes.baseAddress! + index, 0x0A, bytes.count - index) else {
                return nil
            }
            return index + (UnsafeRawPointer(found) - UnsafeRawPointer(bytes.baseAddress! + index))
        }
    }

    /// Reads more bytes into the buffer, first dropping the lines already returned;
    /// false at the end of input or on an error.
    private mutating func fill() -> Bool {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        while true {
            guard waitForInput() else { return false }
            let descriptor = descriptor
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
    }

    /// Waits until the descriptor can be read (or has ended) before ``deadline``; false,
    /// setting ``timedOut``, when the deadline passes first. True at once without one.
    private mutating func waitForInput() -> Bool {
        guard let deadline else { return true }
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else {
                timedOut = true
                return false
            }
            // Whole milliseconds, rounded up, so the wait never ends early.
            let (seconds, attoseconds) = left.components
            let milliseconds = min(seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000, Int64(Int32.max))
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32(milliseconds))
            if ready > 0 { return true }
            if ready < 0 && errno != EINTR { return true }  // let read() report the error
        }
    }
}
