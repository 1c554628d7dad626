import Foundation
import LinkBubbleCommandLine
import LinkBubbleTestSupport
import Testing

@testable import linkbubble

/// `batch` job lines given to the commands: precise one-line errors for their keys and
/// values (the JSON reader's own errors: LinkBubbleJSONTests' `BatchJobTests`), the size
/// limit, and values that cannot be taken for flags.
@Suite struct BatchJobReaderTests {
    /// The error line of job 0, `line`, as a batch's worker answers it (the job handler
    /// that `linkbubble batch --worker` serves, run here without a worker process).
    private func errorOfJob(_ line: String) -> String {
        var handler = CommandJobHandler(decoder: BatchCommand.jobDecoder())
        let result = handler.run(line, job: 0)
        #expect(result.failed)
        #expect(!result.line.contains("\n"))
        return result.line
    }

    @Test(arguments: [
        (#"{"command":"render","text":"abc","range":[0,2],"version":true,"out":"/tmp/x.png"}"#,
         #"\"version\" is not an option of render jobs"#),
        (#"{"command":"mask","text":"abc","range":[0,2],"help":true,"out":"/tmp/x.png"}"#,
         #"\"help\" is not an option of mask jobs"#),
        (#"{"command":"render","text":"abc","range":[0,1],"worker":true,"out":"/tmp/x.png"}"#, #"\"worker\" is not an option of render jobs"#),
        (#"{"command":"mask","text":"abc","range":[0,1],"shadow":true,"out":"/tmp/x.pgm"}"#, #"\"shadow\" is not an option of mask jobs"#),
        (#"{"command":"render","text":"abc","range":[0,1],"scale":"3","out":"/tmp/x.png"}"#, #"\"scale\" must be a number, not a string"#),
        (#"{"command":"render","text":"abc","range":[0,1],"max-lines":1.5,"out":"/tmp/x.png"}"#, #"\"max-lines\" must be a whole number, not a number"#),
        (#"{"command":"render","text":"abc","range":[0,1],"shadow":"yes","out":"/tmp/x.png"}"#, #"\"shadow\" must be true or false, not a string"#),
        (#"{"command":"render","text":"abc","range":[0,1],"style":"round","out":"/tmp/x.png"}"#,
         #"\"style\" must be one of \"plain\", \"webkit\", \"ios\", not \"round\""#),
        (##"{"command":"render","text":"abc","range":[0,1],"background":"#zz","out":"/tmp/x.png"}"##, ##"\"background\" must be #RRGGBB or #RRGGBBAA, not \"#zz\""##),
        (#"{"command":"render","text":"abc","range":{"start":0},"out":"/tmp/x.png"}"#,
         #"\"range\" must be [start, end] or \"START:END\", not an object"#),
        (#"{"command":"mask","text":"abc","range":[0,1]}"#, #"the job has no \"out\": the file to write"#),
        (#"{"command":"mask","range":[0,1],"out":"/tmp/x.pgm"}"#, #"the job has no \"text\" or \"text-file\""#),
        (#"{"command":"render","text":"abc","scale":null}"#, #"\"scale\" must be a number, not null"#),
    ])
    func badJobsGetPreciseErrors(line: String, message: String) {
        let error = errorOfJob(line)
        #expect(error == #"{"job":0,"error":"\#(message)"}"#)
    }

    @Test func valuesStartingWithADashAreValuesNotFlags() async throws {
        let out = temporaryPath(suffix: "-dash.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let line = #"{"command":"render","text":"--range -x example.com","range":[11,22],"link":[{"range":[11,22],"value":"-v"}],"out":"\#(out)"}"#
        let result = try await runCommand(["batch"], input: line + "\n")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.hasPrefix(#"{"job":0,"result":{"out":""#))
        #expect(result.standardOutput.contains(#""characterRange":[11,22],"link":"-v""#))
    }

    /// Texts, links and file names that start with `-`, even ones that spell options,
    /// in render and mask jobs: job values never pass through argument parsing.
    @Test(arguments: ["render", "mask"])
    func textsThatLookLikeOptionsAreTexts(command: String) async throws {
        let texts = ["-", "-v", "--help", "--range=0:1 --out=/tmp/elsewhere.png", "-- -x"]
        let outs = texts.indices.map { temporaryPath(suffix: command == "render" ? "-dash\($0).png" : "-dash\($0).pgm") }
        defer { for out in outs { try? FileManager.default.removeItem(atPath: out) } }
        let jobs = zip(texts, outs).map { text, out in
            let length = text.utf16.count
            return #"{"command":"\#(command)","text":"\#(text)","range":[0,\#(length)],"#
                + #""link":[{"range":[0,\#(length)],"value":"--version"}],"out":"\#(out)"}"#
        }
        let result = try await runCommand(["batch", "--threads", "1"], input: jobs.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.standardOutput)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == texts.count)
        for (index, (line, text)) in zip(lines, texts).enumerated() {
            #expect(line.hasPrefix(#"{"job":\#(index),"result":{"out":"\#(outs[index])","#), "\(line)")
            #expect(line.contains(#""characterRange":[0,\#(text.utf16.count)],"link":"--version""#), "\(line)")
        }
    }

    /// A jobs file saved with a byte order mark (as some editors on Windows do) starts
    /// after it: the first job used to fail as JSON that starts with U+FEFF.
    @Test func aByteOrderMarkBeforeTheFirstJobIsSkipped() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bom-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let jobs = ["a", "b"].map { #"{"command":"mask","text":"abc","range":[0,2],"out":"\#(folder)/\#($0).pgm"}"# }
        let result = try await runCommand(["batch", "--threads", "1"], input: "\u{FEFF}" + jobs[0] + "\n" + jobs[1] + "\n")
        #expect(result.status == ExitStatus.success, "\(result.standardOutput)")
        #expect(result.standardOutput.split(separator: "\n").map { $0.hasPrefix(#"{"job":"#) && $0.contains(#""result""#) } == [true, true])
    }

    /// The system ends a path at its first NUL: an `out` of "victim.txt\u0000.pgm" passed
    /// the extension check and replaced victim.txt. Control characters are refused.
    @Test func outputPathsWithControlCharactersAreRefused() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nul-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "keep me".write(toFile: folder + "/victim.txt", atomically: true, encoding: .utf8)
        let jobs = ["\\u0000", "\\n", "\\u007f"].map { character in
            #"{"command":"mask","text":"abc","range":[0,2],"out":"\#(folder)/victim.txt\#(character).pgm"}"#
        }
        let result = try await runCommand(["batch", "--threads", "1"], input: jobs.joined(separator: "\n") + "\n")
        #expect(result.status == ExitStatus.failure)
        let message = "the output path has a control character (such as NUL or a newline) in it"
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        for (job, line) in lines.enumerated() {
            #expect(line.hasPrefix(#"{"job":\#(job),"line":\#(job + 1),"out":"\#(folder)/victim.txt"#), "\(line)")
            #expect(line.hasSuffix(#".pgm","error":"\#(message)"}"#), "\(line)")
        }
        #expect(try String(contentsOfFile: folder + "/victim.txt", encoding: .utf8) == "keep me")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["victim.txt"])
        try assertCommandFails(
            ["mask", "--text", "abc", "--range", "0:2", "--out", folder + "/victim.txt\u{0}.pgm"], message: message,
            exitCode: ExitStatus.validationFailure)
    }

    @Test func escapesAndSurrogatePairsAreDecoded() async throws {
        let out = temporaryPath(suffix: "-escapes.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        // U+1F600 as a pair, a tab and a quote: 2 + 1 + 1 + 1 UTF-16 units before "example.com".
        let line = #"{"command":"render","text":"\ud83d\ude00\t\" example.com","range":[5,16],"out":"\#(out)"}"#
        let result = try await runCommand(["batch"], input: line + "\n")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.contains(#""characterRange":[5,16]"#))
    }

    @Test func inputOverTheSizeLimitIsRefusedInOneLine() async throws {
        // From a file and from standard input, read no further than the limit.
        let limit = 64 << 20
        let file = try TemporaryFile(text: "[" + repeatedASCII(" ", count: limit) + "]", suffix: ".json")
        try withExtendedLifetime(file) {
            try assertCommandFails(
                ["path", "--rects-file", file.path],
                message: "the JSON input is larger than the limit of \(limit) bytes")
        }
        try assertCommandFails(
            ["path"], message: "the JSON input is larger than the limit of \(limit) bytes",
            stdin: "[" + repeatedASCII(" ", count: limit))
    }
}
