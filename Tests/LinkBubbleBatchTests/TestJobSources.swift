import InternalUtilities

@testable import LinkBubbleBatch

/// Jobs from a list, all there at once, then maybe a line that cannot be read.
struct ListedJobs: BatchJobSource {
    private var lines: ArraySlice<String>
    private var unreadable: String?

    /// The jobs `lines`, then, when given, a line that cannot be read for `unreadable`.
    init(_ lines: [String], unreadable: String? = nil) {
        (self.lines, self.unreadable) = (lines[...], unreadable)
    }

    mutating func next(waiting: Bool) -> BatchJobRead {
        if let line = lines.popFirst() { return .job(line) }
        if let reason = unreadable {
            unreadable = nil
            return .unreadable(reason: reason)
        }
        return .end
    }
}

/// Jobs read from a descriptor (a pipe the test writes) as they come, one a line.
struct StreamedJobs: BatchJobSource {
    private var reader: LineReader

    /// The lines of `descriptor`, which the caller keeps open while the batch runs.
    init(descriptor: Int32) { reader = LineReader(descriptor: descriptor) }

    mutating func next(waiting: Bool) -> BatchJobRead {
        reader.deadline = waiting ? nil : .now
        switch reader.readLine(acceptsUnterminatedLastLine: true) {
        case .line(let bytes): return .job(String(decoding: bytes, as: UTF8.self))
        case .timedOut: return .notReady
        case .end, .tooLong, .failed: return .end
        }
    }
}
