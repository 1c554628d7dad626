import InternalUtilities

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The job lines of a `linkbubble batch` input, read from a file descriptor as they
/// arrive (a file, or a pipe that may never end): one ``BatchJob`` a line, not yet
/// decoded.
///
/// Blank lines (spaces, tabs, a carriage return) are not jobs; a byte order mark at the
/// start of the input is skipped; the last line needs no newline. A line longer than
/// ``maximumLineBytes`` is refused as soon as that many bytes are read without its end,
/// and nothing after it is read: an input without newlines (`/dev/zero`) costs that
/// much memory, no more. The descriptor stays open and belongs to the caller.
public struct BatchJobStream {
    /// What ``next(waiting:)`` gave.
    public enum Next: Hashable, Sendable {
        /// The next job's line, without its newline.
        case job(String)
        /// No whole line has arrived (only when not waiting).
        case notReady
        /// The input ended.
        case end
        /// The next line is longer than ``maximumLineBytes`` ("the JSON input is larger
        /// than the limit of N bytes"), or the input cannot be read ("cannot read the
        /// jobs: REASON"); the stream reads nothing more and then gives ``end``.
        case unreadable(JSONInputError)
    }

    /// The longest line, in bytes without its newline.
    public let maximumLineBytes: Int
    /// The number of the input line that ``next(waiting:)`` gave last, counting from 1
    /// (blank lines included): the line of its job, or the one that was too long.
    public private(set) var lineNumber = 0
    private var reader: LineReader
    private var isFirstLine = true

    /// A stream of the lines read from `descriptor`, from where it stands, each at most
    /// `maximumLineBytes` long (by default ``JSONInputLimits/maximumInputBytes``, the
    /// limit of one job's JSON).
    public init(descriptor: Int32, maximumLineBytes: Int = JSONInputLimits.maximumInputBytes) {
        self.maximumLineBytes = maximumLineBytes
        reader = LineReader(descriptor: descriptor)
        reader.maximumLength = maximumLineBytes
    }

    /// The next job's line, skipping blank lines. With `waiting` false it reads only
    /// what has arrived and returns ``Next/notReady`` when no whole line has (what was
    /// read of a line is kept for the next call).
    public mutating func next(waiting: Bool) -> Next {
        reader.deadline = waiting ? nil : .now
        while true {
            switch reader.readLine(acceptsUnterminatedLastLine: true) {
            case .line(let bytes):
                lineNumber += 1
                let line = isFirstLine ? ByteOrderMark.removed(from: bytes) : bytes[...]
                isFirstLine = false
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                return .job(String(decoding: line, as: UTF8.self))
            case .timedOut:
                return .notReady
            case .end:
                return .end
            case .tooLong:
                lineNumber += 1
                return .unreadable(JSONReader.tooLarge(limit: maximumLineBytes))
            case .failed(let code):
                return .unreadable(JSONInputError("cannot read the jobs: \(String(cString: strerror(code)))"))
            }
        }
    }
}
