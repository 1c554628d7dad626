import Foundation
import LinkBubbleTestSupport
import Testing

/// The JSON reader of `batch` job lines and of `path`'s rects: precise one-line errors,
/// limits on nesting and size, and values that cannot be taken for flags.
@Suite struct BatchJobReaderTests {
    /// The error line of a batch of one job, `line`.
    private func errorOfJob(_ line: String) throws -> String {
        let result = try runTool(["batch", "--threads", "1"], input: line + "\n")
        #expect(result.status == 1)
        #expect(result.standardOutput.filter { $0 == "\n" }.count == 1)
        return result.standardOutput.trimmingCharacters(in: .newlines)
    }

    @Test(arguments: [
        (#"{"command":"render","text":"abc","range":[0,2],"scale":1e400,"out":"/tmp/x.png"}"#,
         #"JSON at byte 56: the number 1e400 is out of range (beyond ±1.8e308)"#),
        (#"{"command":"render","text":"a\ud800b","range":[0,2],"out":"/tmp/x.png"}"#,
         #"JSON at byte 30: \\ud800 is half of a UTF-16 surrogate pair without its other half, not a character"#),
        (#"{"command":"render","text":"a\udc00","range":[0,1],"out":"/tmp/x.png"}"#,
         #"JSON at byte 30: \\udc00 is half of a UTF-16 surrogate pair without its other half, not a character"#),
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
        (##"{"command":"render","text":"abc","range":[0,1],"background":"#zz","out":"/tmp/x.png"}"##, ##"\"background\" cannot be \"#zz\""##),
        (#"{"command":"render","text":"abc","range":{"start":0},"out":"/tmp/x.png"}"#,
         #"\"range\" must be [start, end] or \"START:END\", not an object"#),
        (#"{"command":"mask","text":"abc","range":[0,1]}"#, #"the job has no \"out\": the file to write"#),
        (#"{"command":"mask","range":[0,1],"out":"/tmp/x.pgm"}"#, #"the job has no \"text\" or \"text-file\""#),
        (#"{"command":"render","text":"a","text":"b"}"#, #"the job has \"text\" twice"#),
        (#"{"command":"render","text":"abc","scale":null}"#, #"\"scale\" must be a number, not null"#),
        (#"{"command":"render","text":"abc",}"#, "malformed JSON at byte 34: expected a key in quotes, found '}'"),
        (#"{"command":"render","text":"ab\u00"}"#, #"malformed JSON at byte 33: expected 4 hexadecimal digits after '\\u', found '00\"}'"#),
        ("[1, 2]", "the job is not a JSON object"),
        (#"{"command":"render","text":"abc","scale":01}"#, "malformed JSON at byte 42: expected a number, found '01}'"),
    ])
    func badJobsGetPreciseErrors(line: String, message: String) throws {
        let error = try errorOfJob(line)
        #expect(error == #"{"job":0,"error":"\#(message)"}"#)
    }

    @Test func deepNestingIsRefusedAtTheLimit() throws {
        // 40 KB of nested arrays took over 30 s in Foundation's decoder; now the reader
        // stops at the 65th level.
        let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        #expect(try errorOfJob(deep) == #"{"job":0,"error":"JSON at byte 65 nests arrays and objects deeper than the limit of 64"}"#)
        let deepValue = #"{"command":"render","text":"abc","range":"# + String(repeating: "[", count: 64) + "0"
            + String(repeating: "]", count: 64) + "}"
        #expect(try errorOfJob(deepValue).contains("deeper than the limit of 64"))
    }

    @Test func valuesStartingWithADashAreValuesNotFlags() throws {
        let out = temporaryPath(suffix: "-dash.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let line = #"{"command":"render","text":"--range -x example.com","range":[11,22],"link":[{"range":[11,22],"value":"-v"}],"out":"\#(out)"}"#
        let result = try runTool(["batch"], input: line + "\n")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.hasPrefix(#"{"job":0,"result":{"out":""#))
        #expect(result.standardOutput.contains(#""characterRange":[11,22],"link":"-v""#))
    }

    /// Texts, links and file names that start with `-`, even ones that spell options,
    /// in render and mask jobs: job values never pass through argument parsing.
    @Test(arguments: ["render", "mask"])
    func textsThatLookLikeOptionsAreTexts(command: String) throws {
        let out = temporaryPath(suffix: command == "render" ? "-dash.png" : "-dash.pgm")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let texts = ["-", "-v", "--help", "--range=0:1 --out=/tmp/elsewhere.png", "-- -x"]
        let jobs = texts.map { text in
            let length = text.utf16.count
            return #"{"command":"\#(command)","text":"\#(text)","range":[0,\#(length)],"#
                + #""link":[{"range":[0,\#(length)],"value":"--version"}],"out":"\#(out)"}"#
        }
        let result = try runTool(["batch", "--threads", "1"], input: jobs.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.standardOutput)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == texts.count)
        for (index, (line, text)) in zip(lines, texts).enumerated() {
            #expect(line.hasPrefix(#"{"job":\#(index),"result":{"out":"\#(out)","#), "\(line)")
            #expect(line.contains(#""characterRange":[0,\#(text.utf16.count)],"link":"--version""#), "\(line)")
        }
    }

    @Test func escapesAndSurrogatePairsAreDecoded() throws {
        let out = temporaryPath(suffix: "-escapes.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        // U+1F600 as a pair, a tab and a quote: 2 + 1 + 1 + 1 UTF-16 units before "example.com".
        let line = #"{"command":"render","text":"\ud83d\ude00\t\" example.com","range":[5,16],"out":"\#(out)"}"#
        let result = try runTool(["batch"], input: line + "\n")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.contains(#""characterRange":[5,16]"#))
    }

    @Test func inputOverTheSizeLimitIsRefusedInOneLine() throws {
        // From a file and from standard input, read no further than the limit.
        let limit = 64 << 20
        let file = try TemporaryFile(bytes: Array(("[" + String(repeating: " ", count: limit) + "]").utf8), suffix: ".json")
        try withExtendedLifetime(file) {
            try assertCommandFails(
                ["path", "--rects-file", file.path],
                message: "the JSON input is larger than the limit of \(limit) bytes")
        }
        try assertCommandFails(
            ["path"], message: "the JSON input is larger than the limit of \(limit) bytes",
            stdin: "[" + String(repeating: " ", count: limit))
        let job = #"{"command":"render","text":""# + String(repeating: "a", count: limit) + #"","range":[0,1]}"#
        let result = try runTool(["batch"], input: job + "\n")
        #expect(result.standardOutput == #"{"job":0,"error":"the JSON input is larger than the limit of \#(limit) bytes"}"# + "\n")
    }
}
