import Foundation
import Glibc
import LinkBubbleTestSupport
import Testing

/// `batch` reads its jobs as they come: an input that never ends is answered line by
/// line, one without newlines (`--jobs /dev/zero`) stops at the line limit, and a line
/// over the limit ends the batch after the jobs before it.
@Suite struct BatchStreamCommandTests {
    /// A mask job of a short text writing `out`.
    static func maskJob(_ out: String) -> String {
        #"{"command":"mask","text":"abc","range":[0,2],"out":"\#(out)"}"#
    }

    /// A new empty folder for a test's files.
    private func makeFolder(_ suffix: String) throws -> String {
        let folder = temporaryPath(suffix: "-batch-stream" + suffix)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `yes JOB | linkbubble batch` used to read until memory ran out (1.9 GB) without
    /// starting a job: each job is now answered while the input is still open, before
    /// the next one is written.
    ///
    /// The batch starts on its own thread before the first line is written, not as a
    /// task: under AddressSanitizer a task can wait minutes for a thread of Swift
    /// Testing's pool, which blocking tests hold, and the first answer's deadline would
    /// time that wait.
    @Test
    func anOpenInputIsAnsweredLineByLine() async throws {
        let folder = try makeFolder("-open")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var ends: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0)
        let (input, feed) = (ends[0], ends[1])
        defer { close(input) }
        let output = CapturedBytes(), error = CapturedBytes()
        let status = StartedThread {
            runCommand(["batch", "--threads", "2"], inputDescriptor: input, output: output, error: error)
        }
        for job in 0..<3 {
            let line = Array((Self.maskJob("\(folder)/\(job).pgm") + "\n").utf8)
            #expect(line.withUnsafeBytes { write(feed, $0.baseAddress!, $0.count) } == line.count)
            let end = ContinuousClock.now + .seconds(60)
            while output.text.split(separator: "\n").count <= job && ContinuousClock.now < end {
                try await Task.sleep(for: .milliseconds(5))
            }
            let lines = output.text.split(separator: "\n")
            #expect(lines.count == job + 1, "job \(job) was not answered while the input was open")
            #expect(lines.last?.hasPrefix(#"{"job":\#(job),"result":{"out":"\#(folder)/\#(job).pgm""#) == true)
        }
        close(feed)
        #expect(try await status.value == ExitStatus.success)
        #expect(withoutDuration(error.text) == "linkbubble: batch: 3 done, 0 failed in T s\n")
    }

    /// `--jobs /dev/zero` used to try to allocate 2.2 GB: its one line, which never
    /// ends, is refused once it passes the limit.
    @Test func aJobsFileWithoutNewlinesStopsAtTheLimit() async throws {
        let result = try await runCommand(["batch", "--jobs", "/dev/zero"])
        #expect(result.status == ExitStatus.failure)
        #expect(result.standardOutput == #"{"job":0,"line":1,"error":"the JSON input is larger than the limit of 67108864 bytes"}"# + "\n")
        #expect(
            withoutDuration(result.standardError)
                == "linkbubble: batch: 0 done, 1 failed in T s; reading stopped at line 1, which cannot be read\n")
    }

    /// A job line over the limit is refused as it is read, so reading stops there: the
    /// jobs before it run, it gets its error line, and nothing after it is read.
    @Test func aJobLineOverTheLimitStopsTheBatch() async throws {
        let limit = 64 << 20
        let folder = try makeFolder("-long-line")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let long = #"{"command":"render","text":""# + repeatedASCII("a", count: limit) + #"","range":[0,1]}"#
        let jobs = [Self.maskJob(folder + "/before.pgm"), long, Self.maskJob(folder + "/after.pgm")]
        let result = try await runCommand(["batch", "--threads", "1"], input: jobs.joined(separator: "\n") + "\n")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(result.status == ExitStatus.failure)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix(#"{"job":0,"result":"#) == true)
        #expect(lines.last == #"{"job":1,"line":2,"error":"the JSON input is larger than the limit of \#(limit) bytes"}"#)
        #expect(
            withoutDuration(result.standardError)
                == "linkbubble: batch: 1 done, 1 failed in T s; reading stopped at line 2, which cannot be read\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["before.pgm"])
    }
}
