import Foundation
import LinkBubbleTestSupport
import Testing

/// `batch` reports as a build tool does: a summary at the end, a progress bar when asked,
/// error lines that say where the job is in the input and what it writes, and a job
/// that would overwrite an earlier job's file refused.
@Suite struct BatchReportTests {
    private static func job(_ text: String, _ range: String, out: String) -> String {
        #"{"command":"mask","text":"\#(text)","range":\#(range),"out":"\#(out)"}"#
    }

    @Test func aSummaryEndsEveryBatchUnlessQuiet() async throws {
        let folder = try makeTemporaryFolder(suffix: "-report-summary")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let jobs = ["a", "b"].map { Self.job("abc", "[0,2]", out: "\(folder)/\($0).pgm") }.joined(separator: "\n") + "\n"
        let loud = try await runCommand(["batch", "--threads", "1"], input: jobs)
        #expect(loud.status == ExitStatus.success)
        #expect(withoutDuration(loud.standardError) == "linkbubble: batch: 2 done, 0 failed in T s\n")
        let quiet = try await runCommand(["batch", "--threads", "1", "--quiet"], input: jobs)
        #expect(quiet.status == ExitStatus.success)
        #expect(quiet.standardError == "")
        // A failure is reported even when quiet.
        let failing = try await runCommand(["batch", "--quiet"], input: Self.job("abc", "[0,9]", out: "\(folder)/c.pgm") + "\n")
        #expect(failing.status == ExitStatus.failure)
        #expect(withoutDuration(failing.standardError) == "linkbubble: batch: 0 done, 1 failed in T s\n")
    }

    @Test func progressIsDrawnWhenAskedEvenOffATerminal() async throws {
        let folder = try makeTemporaryFolder(suffix: "-report-progress")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let jobs = Self.job("abc", "[0,2]", out: "\(folder)/a.pgm") + "\n"
        // In a process of its own: standard error is then a pipe, not a terminal.
        let always = try await runToolProcess(["batch", "--progress", "always", "--quiet"], input: jobs)
        #expect(always.standardError.contains("] 1/1"), "\(always.standardError)")
        #expect(always.standardError.hasSuffix("\r\u{1B}[K"), "the bar is cleared at the end")
        let never = try await runCommand(["batch", "--progress", "never", "--quiet"], input: jobs)
        #expect(never.standardError == "")
        try assertCommandFails(
            ["batch", "--progress", "sometimes"],
            message: "The value 'sometimes' is invalid for '--progress <progress>'. Please provide one of 'always', 'auto' or 'never'.")
    }

    @Test func errorLinesGiveTheInputLineAndTheOut() async throws {
        let folder = try makeTemporaryFolder(suffix: "-report-lines")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = [
            Self.job("abc", "[0,2]", out: "\(folder)/a.pgm"), "", "  ", Self.job("abc", "[0,9]", out: "\(folder)/b.pgm"),
            "not json", "", Self.job("abc", "[5,1]", out: "\(folder)/c.pgm"),
        ].joined(separator: "\n") + "\n"
        let result = try await runCommand(["batch", "--threads", "1", "--quiet"], input: input)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix(#"{"job":0,"result":"#))
        #expect(lines[1] == #"{"job":1,"line":4,"out":"\#(folder)/b.pgm","error":"\"range\" 0:9 is out of bounds for a text of 3 utf16 units"}"#)
        #expect(lines[2] == #"{"job":2,"line":5,"error":"malformed JSON at byte 1: expected a value, found 'not json'"}"#)
        #expect(lines[3] == #"{"job":3,"line":7,"out":"\#(folder)/c.pgm","error":"\"range\" 5:1 is not a range (START must be 0 or more and at most END)"}"#)
    }

    /// Jobs stream in, so a second job with the same `out` is refused as it is read: the
    /// first job's file stays, and the jobs after it run.
    @Test func aJobWithAnEarlierJobsOutIsRefused() async throws {
        let folder = try makeTemporaryFolder(suffix: "-report-duplicates")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = [
            Self.job("abc", "[0,2]", out: "\(folder)/a.pgm"), Self.job("abcdef", "[0,5]", out: "\(folder)/b.pgm"), "",
            Self.job("wider text", "[0,9]", out: "\(folder)/a.pgm"), Self.job("abc", "[0,1]", out: "\(folder)/c.pgm"),
        ].joined(separator: "\n") + "\n"
        let result = try await runCommand(["batch", "--threads", "2"], input: input)
        #expect(result.status == ExitStatus.failure)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[2] == #"{"job":2,"line":4,"out":"\#(folder)/a.pgm","error":"\"out\" is also job 0's (line 1): each job must write a file of its own"}"#)
        #expect(lines[3].hasPrefix(#"{"job":3,"result":"#))
        #expect(lines[0].contains(#""characterRange":[0,2]"#))
        #expect(try readPGMWidth("\(folder)/a.pgm") < 60, "job 0's narrow image stays")
        #expect(withoutDuration(result.standardError) == "linkbubble: batch: 3 done, 1 failed in T s\n")
    }

    /// A stream is not a file a job could overwrite: every job may write `/dev/null`.
    @Test func jobsMayShareAStream() async throws {
        let job = #"{"command":"mask","text":"abc","range":[0,2],"format":"pgm","out":"/dev/null"}"#
        let result = try await runCommand(["batch", "--threads", "1", "--quiet"], input: job + "\n" + job + "\n")
        #expect(result.status == ExitStatus.success, "\(result.standardOutput)")
        #expect(result.standardOutput.split(separator: "\n").map { $0.contains(#""result""#) } == [true, true])
    }

    /// The width of the binary PGM at `path` (`P5\nW H\n255\n...`).
    private func readPGMWidth(_ path: String) throws -> Int {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let header = String(decoding: data.prefix(32), as: UTF8.self).split(whereSeparator: \.isWhitespace)
        return try #require(Int(header[1]))
    }
}
