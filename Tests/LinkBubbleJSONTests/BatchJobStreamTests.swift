import Foundation
import LinkBubbleJSON
import Testing

/// `batch` job lines read from a descriptor as they come: blank lines and a byte order
/// mark skipped, lines that have not arrived, and the line limit checked while reading,
/// so that an input without newlines (`/dev/zero`) stops at the limit.
@Suite struct BatchJobStreamTests {
    /// A socket pair used as a pipe, close-on-exec: its read end and its write end.
    private func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0)
        return (ends[0], ends[1])
    }

    private func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress!, $0.count) } == bytes.count)
    }

    /// Everything `stream` gives, waiting, until it ends.
    private func drain(_ stream: inout BatchJobStream) -> [BatchJobStream.Next] {
        var all: [BatchJobStream.Next] = []
        while true {
            let next = stream.next(waiting: true)
            if next == .end { return all }
            all.append(next)
        }
    }

    @Test func blankLinesAndALeadingByteOrderMarkAreNotJobs() throws {
        let (input, feed) = try pipe()
        defer { close(input) }
        write("\u{FEFF}{\"a\":1}\n\n \t\r\n{\"b\":2}\r\n\u{FEFF}{\"c\":3}\n{\"d\":4}", to: feed)
        close(feed)
        var stream = BatchJobStream(descriptor: input)
        #expect(drain(&stream) == [.job("{\"a\":1}"), .job("{\"b\":2}\r"), .job("\u{FEFF}{\"c\":3}"), .job("{\"d\":4}")])
    }

    /// Without waiting, a line that has not arrived whole is not ready; what arrived of
    /// it is kept for the next call.
    @Test func aLineThatHasNotArrivedIsNotReady() throws {
        let (input, feed) = try pipe()
        defer { close(input) }
        var stream = BatchJobStream(descriptor: input)
        #expect(stream.next(waiting: false) == .notReady)
        write("{\"a\":", to: feed)
        #expect(stream.next(waiting: false) == .notReady)
        write("1}\n{\"b\"", to: feed)
        #expect(stream.next(waiting: false) == .job("{\"a\":1}"))
        #expect(stream.next(waiting: false) == .notReady)
        write(":2}\n", to: feed)
        close(feed)
        #expect(drain(&stream) == [.job("{\"b\":2}")])
    }

    /// A line longer than the limit stops the stream, whether or not it ends; the lines
    /// before it are jobs.
    @Test(arguments: ["0123456789\n{}\n", "0123456789"])
    func aLineOverTheLimitEndsTheStream(long: String) throws {
        let (input, feed) = try pipe()
        defer { close(input) }
        write("{}\n012345678\n" + long, to: feed)
        close(feed)
        var stream = BatchJobStream(descriptor: input, maximumLineBytes: 9)
        #expect(drain(&stream) == [
            .job("{}"), .job("012345678"),
            .unreadable(JSONInputError("the JSON input is larger than the limit of 9 bytes")),
        ])
    }

    /// `--jobs /dev/zero`: no newline ever comes. Reading stops at the limit, about that
    /// much memory, instead of growing until the system refuses (2.2 GB).
    @Test func anInputWithoutNewlinesStopsAtTheLimit() throws {
        let zero = open("/dev/zero", O_RDONLY | O_CLOEXEC)
        try #require(zero >= 0)
        defer { close(zero) }
        var stream = BatchJobStream(descriptor: zero)
        #expect(stream.next(waiting: true) == .unreadable(JSONInputError("the JSON input is larger than the limit of 67108864 bytes")))
        #expect(stream.next(waiting: true) == .end)
    }

    @Test func aReadErrorEndsTheStreamWithItsReason() throws {
        let folder = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        try #require(folder >= 0)
        defer { close(folder) }
        var stream = BatchJobStream(descriptor: folder)
        #expect(stream.next(waiting: true) == .unreadable(JSONInputError("cannot read the jobs: Is a directory")))
        #expect(stream.next(waiting: true) == .end)
    }
}
