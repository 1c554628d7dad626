import LinkBubbleJSON
import Testing

/// `batch` job lines read into jobs: the JSON reader's and the job's own one-line errors
/// (the errors of the commands' options: linkbubbleEndToEndTests' `BatchJobReaderTests`).
@Suite struct BatchJobTests {
    /// The message of the error reading `line` throws.
    private func error(of line: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            _ = try BatchJob(line: line)
            Issue.record("the job was read: \(line)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        (#"{"command":"render","text":"abc","range":[0,2],"scale":1e400,"out":"/tmp/x.png"}"#,
         "JSON at byte 56: the number 1e400 is out of range (beyond ±1.8e308)"),
        (#"{"command":"render","text":"a\ud800b","range":[0,2],"out":"/tmp/x.png"}"#,
         #"JSON at byte 30: \ud800 is half of a UTF-16 surrogate pair without its other half, not a character"#),
        (#"{"command":"render","text":"a\udc00","range":[0,1],"out":"/tmp/x.png"}"#,
         #"JSON at byte 30: \udc00 is half of a UTF-16 surrogate pair without its other half, not a character"#),
        (#"{"command":"render","text":"a","text":"b"}"#, #"the job has "text" twice"#),
        (#"{"command":"render","text":"abc",}"#, "malformed JSON at byte 34: expected a key in quotes, found '}'"),
        (#"{"command":"render","text":"ab\u00"}"#, #"malformed JSON at byte 33: expected 4 hexadecimal digits after '\u', found '00"}'"#),
        ("[1, 2]", "the job is not a JSON object"),
        (#"{"command":"render","text":"abc","scale":01}"#, "malformed JSON at byte 42: expected a number, found '01}'"),
    ])
    func badLinesGetPreciseErrors(line: String, message: String) {
        #expect(error(of: line) == message)
    }

    @Test func deepNestingIsRefusedAtTheLimit() {
        // 40 KB of nested arrays took over 30 s in Foundation's decoder; the reader stops
        // at the 65th level.
        let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        #expect(error(of: deep) == "JSON at byte 65 nests arrays and objects deeper than the limit of 64")
        let deepValue = #"{"command":"render","text":"abc","range":"# + String(repeating: "[", count: 64) + "0"
            + String(repeating: "]", count: 64) + "}"
        #expect(error(of: deepValue)?.contains("deeper than the limit of 64") == true)
    }

    @Test func aJobKeepsItsCommandAndItsOtherMembersInOrder() throws {
        let job = try BatchJob(line: #"{"text":"-v","command":"mask","range":[0,1],"out":"x.pgm"}"#)
        #expect(job.command == "mask")
        #expect(job.options.map(\.key) == ["text", "range", "out"])
    }
}
