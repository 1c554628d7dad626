import Foundation
import Glibc
import LinkBubbleImageTestSupport
import LinkBubbleTestSupport
import Testing

/// Outputs that tell the truth, in the tool's own process: a failed write to standard
/// output is an error, a reader that goes away ends the command by `SIGPIPE`, the file size
/// limit is a one-line error, and `--out` writes through to what is not a regular file.
@Suite struct OutputStreamsTests {
    static let text = "Read the guide at https://example.com/docs/link-previews before Friday."

    /// A new folder and, in it, `stdout.pgm`: a link to `/proc/self/fd/1`, as `/dev/stdout`
    /// is. Tests write to it rather than to `/dev/stdout`, so that a tool that replaced the
    /// link would not replace the machine's (`OutputTargetTests` checks that `/dev/stdout`
    /// names descriptor 1).
    private func standardOutputLink() throws -> (folder: String, link: String) {
        let folder = temporaryPath(suffix: "-outputs")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/stdout.pgm", withDestinationPath: "/proc/self/fd/1")
        return (folder, folder + "/stdout.pgm")
    }

    /// Runs `script` in bash, with `$0` the tool and `$1` `folder`, made empty first.
    private func runScript(_ script: String, in folder: String) async throws -> ToolResult {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try await runToolProcess(["-c", script, toolURL().path, folder], executable: "/bin/bash")
    }

    @Test(arguments: [
        (#""$0" layout --text hi > /dev/full"#, "No space left on device"),
        (#""$0" layout --text hi >&-"#, "Bad file descriptor"),
        (#""$0" --help > /dev/full"#, "No space left on device"),
    ])
    func aFailedWriteToStandardOutputIsAnError(command: String, reason: String) async throws {
        let folder = temporaryPath(suffix: "-outputs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await runScript(command + #"; echo "status $?" >&2"#, in: folder)
        #expect(result.standardError == "linkbubble: error: cannot write to standard output: \(reason)\nstatus 1\n")
    }

    @Test func anImageWithStandardOutputClosedGetsNoneOfTheJSON() async throws {
        let folder = temporaryPath(suffix: "-outputs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await runScript(#""$0" render --text "\#(Self.text)" --range 18:56 --out "$1/a.png" >&-; echo "status $?" >&2"#, in: folder)
        #expect(result.standardError == "linkbubble: error: cannot write to standard output: Bad file descriptor\nstatus 1\n")
        #expect(try readPNG(folder + "/a.png").width > 100, "a whole PNG, with no JSON in it")
    }

    @Test func aReaderThatGoesAwayEndsTheCommandQuietlyBySIGPIPE() async throws {
        // Ignored by the shell, and so by the tool at its start: the tool restores its default.
        // `yes` gets it back by `env`: this test process may ignore it (SwiftNIO does once
        // a service test has run), and its children inherit that.
        let script = #"""
            env --default-signal=PIPE yes "a long line of text for the layout to print as JSON" | head -c 100000 > "$1/text"
            trap '' PIPE
            "$0" layout --text-file "$1/text" --width 50 | head -c 1 > /dev/null
            echo "status ${PIPESTATUS[0]}" >&2
            """#
        let folder = temporaryPath(suffix: "-outputs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await runScript(script, in: folder)
        #expect(result.standardError == "status 141\n")
    }

    @Test(arguments: [
        (#"render --text "\#(text)" --range 18:56 --scale 4 --out "$1/big.png""#, "$1/big.png"),
        (#"mask --text "\#(text)" --range 18:56 --scale 4 --out "$1/big.pgm""#, "$1/big.pgm"),
        (#"gallery --out "$1""#, "$1/one-line.png"),
    ])
    func pastTheFileSizeLimitIsAOneLineErrorAndNoFile(command: String, path: String) async throws {
        // bash counts `ulimit -f` in 1024-byte blocks: 4 KiB. The signal's
        // default action is restored first: the tool ignores it itself.
        let script = #"ulimit -f 4; env --default-signal=XFSZ "$0" "# + command + #"; echo "status $?" >&2"#
        let folder = temporaryPath(suffix: "-outputs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await runScript(script, in: folder)
        let file = path.replacingOccurrences(of: "$1", with: folder)
        #expect(result.standardError == "linkbubble: error: cannot write \(file): File too large\nstatus 1\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "no partial or temporary file")
    }

    @Test func standardOutputPastTheFileSizeLimitIsAOneLineError() async throws {
        let script = #"""
            env --default-signal=PIPE yes "a long line of text for the layout to print as JSON" | head -c 100000 > "$1/text"
            (ulimit -f 4; env --default-signal=XFSZ "$0" layout --text-file "$1/text" > "$1/layout.json")
            echo "status $?" >&2
            """#
        let folder = temporaryPath(suffix: "-outputs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await runScript(script, in: folder)
        #expect(result.standardError == "linkbubble: error: cannot write to standard output: File too large\nstatus 1\n")
    }

    /// `/dev/stdout` is a link to `/proc/self/fd/1`, and so is the one this test writes to
    /// (``standardOutputLink()``).
    @Test func aMaskWrittenToStandardOutputsLinkIsStreamedBeforeItsLine() async throws {
        let (folder, link) = try standardOutputLink()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await runToolProcess(["mask", "--text", "abc", "--range", "0:2", "--out", link])
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/proc/self/fd/1", "still the link")
        #expect(Array(result.standardOutput.utf8).starts(with: Array("P5\n38 44\n255\n".utf8)), "the image first")
        #expect(result.standardOutput.hasSuffix(#""characterRange":[0,2],"link":null}"# + "\n"), "then the JSON line")
    }

    /// A batch's worker answers the batch on its standard output: a job may not write there.
    @Test func aBatchJobCannotWriteToItsWorkersStandardOutput() async throws {
        let (folder, link) = try standardOutputLink()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await runCommand(["batch"], input: #"{"command":"mask","text":"abc","range":[0,2],"out":"\#(link)"}"#)
        #expect(result.status == 1)
        #expect(
            result.standardOutput
                == #"{"job":0,"line":1,"out":"\#(link)","error":"a batch job cannot write to \#(link): a worker's descriptors carry the batch's messages"}"# + "\n")
    }
}
