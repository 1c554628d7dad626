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
    /// When set, reading gives up at this instant: ``readLine(acceptsUnterminatedLastLine:)``
    /// then returns ``Read/timedOut`` (an instant already past reads only what is there
    /// without waiting). What was read of a line stays, and a later call goes on with it.
    package var deadline: ContinuousClock.Instant?
    /// The longest line returned, in bytes without its newline: once a line is longer
    /// (ended or not), ``readLine(acceptsUnterminatedLastLine:)`` returns ``Read/tooLong``
    /// and reads nothing more, so memory stays within about this many bytes whatever
    /// the input (`/dev/zero`, an endless line).
    package var maximumLength = Int.max

    /// What one ``readLine(acceptsUnterminatedLastLine:)`` gave.
    package enum Read: Equatable, Sendable {
        /// A line, without its newline.
        case line([UInt8])
        /// The input ended (a last line without a newline is dropped or was returned).
        case end
        /// No whole line came before ``deadline``.
        case timedOut
        /// The next line is longer than ``maximumLength``; the reader is at its end.
        case tooLong
        /// Reading failed with the system's error number; the reader is at its end.
        case failed(errno: Int32)
    }

    /// A reader of `descriptor`, from where it stands.
    package init(descriptor: Int32) { self.descriptor = descriptor }

    /// The next line, or why there is none. A last line without a newline is returned
    /// only when `acceptsUnterminatedLastLine` is true; otherwise (a writer that died
    /// mid-line) it is dropped.
    package mutating func readLine(acceptsUnterminatedLastLine: Bool) -> Read {
        // How many bytes after `start` are known to hold no newline.
        var searchedCount = 0
        while true {
            if let newline = newlineIndex(from: start + searchedCount) {
                guard newline - start <= maximumLength else { return stop(.tooLong) }
                let line = Array(buffer[start..<newline])
                start = newline + 1
                return .line(line)
            }
            searchedCount = buffer.count - start
            guard searchedCount <= maximumLength else { return stop(.tooLong) }
            if atEnd { return .end }
            switch fill() {
            case .filled: continue
            case .timedOut: return .timedOut
            case .failed(let code): return stop(.failed(errno: code))
            case .ended:
                atEnd = true
                guard acceptsUnterminatedLastLine, start < buffer.count else { return .end }
                let line = Array(buffer[start...])
                start = buffer.count
                return .line(line)
            }
        }
    }

    /// The next line without its newline, or nil at the end of input, on a read error
    /// or at the ``deadline`` (``readLine(acceptsUnterminatedLastLine:)`` tells which).
    package mutating func nextLine(acceptsUnterminatedLastLine: Bool) -> [UInt8]? {
        guard case .line(let line) = readLine(acceptsUnterminatedLastLine: acceptsUnterminatedLastLine) else { return nil }
        return line
    }

    /// Whether a whole line is already read, so that ``readLine(acceptsUnterminatedLastLine:)``
    /// returns it without waiting.
    package var hasBufferedLine: Bool { newlineIndex(from: start) != nil }

    /// Ends reading with `read`: what is buffered is dropped and later calls give ``Read/end``.
    private mutating func stop(_ read: Read) -> Read {
        (buffer, start, atEnd) = ([], 0, true)
        return read
    }

    /// The index of the first newline in the buffer at or after `index` (`memchr`).
    private func newlineIndex(from index: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            guard index < bytes.count, let found = memchr(bytes.baseAddress! + index, 0x0A, bytes.count - index) else {
                return nil
            }
            return index + (UnsafeRawPointer(found) - UnsafeRawPointer(bytes.baseAddress! + index))
        }
    }

    /// What one ``fill()`` did.
    private enum Fill {
        case filled, ended, timedOut
        case failed(Int32)
    }

    /// Reads more bytes into the buffer, first dropping the lines already returned.
    private mutating func fill() -> Fill {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        while true {
            guard waitForInput() else { return .timedOut }
            let descriptor = descriptor
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return .failed(errno) }
            guard count > 0 else { return .ended }
            buffer.append(contentsOf: chunk[..<count])
            return .filled
        }
    }

    /// Waits until the descriptor can be read (or has ended) before ``deadline``; false
    /// when the deadline passes first (a deadline already past polls once, without
    /// waiting). True at once without one.
    private func waitForInput() -> Bool {
        guard let deadline else { return true }
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            // Whole milliseconds, rounded up, so the wait never ends early.
            let (seconds, attoseconds) = max(left, .zero).components
            let milliseconds = min(seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000, Int64(Int32.max))
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32(milliseconds))
            if ready > 0 { return true }
            if ready < 0 && errno != EINTR { return true }  // let read() report the error
            if ready == 0 && milliseconds == 0 { return false }
        }
    }
}
