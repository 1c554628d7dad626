import Glibc
import InternalUtilities
import LinkBubbleTestSupport
import Testing

/// Whole files and standard input read up to a limit, never further.
@Suite struct BoundedFileReadingTests {
    @Test func aFileAtTheLimitIsReadAndOnePastItIsRefused() throws {
        let file = try TemporaryFile(bytes: [1, 2, 3, 4], suffix: ".bin")
        #expect(BoundedFileReading.contents(atPath: file.path, limit: 4) == .bytes([1, 2, 3, 4]))
        #expect(BoundedFileReading.contents(atPath: file.path, limit: 3) == .tooLarge)
        #expect(BoundedFileReading.contents(atPath: file.path + ".missing", limit: 4) == .unreadable)
    }

    /// Standard input is the task's: a test that runs a command in its own process
    /// gives the command a file of its input.
    @Test func standardInputIsTheTasksDescriptor() throws {
        let file = try TemporaryFile(bytes: Array("standard input".utf8), suffix: ".stdin")
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let contents = BoundedFileReading.$standardInput.withValue(descriptor) {
            BoundedFileReading.contents(atPath: nil, limit: 100)
        }
        #expect(contents == .bytes(Array("standard input".utf8)))
    }
}
