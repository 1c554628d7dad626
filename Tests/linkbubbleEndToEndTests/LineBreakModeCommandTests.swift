import Foundation
import LinkBubbleTestSupport
import Testing

/// `--line-break-mode` and `--tab-interval` on the text commands and in batch jobs.
@Suite struct LineBreakModeCommandTests {
    static let text =
        "Read the guide before Friday, then reply to the thread, and see https://example.com/docs/link-previews soon."
    static let base = ["--system-fonts", "off", "--width", "200", "--max-lines", "2", "--text", text]

    /// The character ranges of the lines `layout` prints.
    func lineRanges(_ arguments: [String]) throws -> [[Int]] {
        let result = try runCommand(["layout"] + arguments)
        try #require(result.status == 0, "\(result.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let lines = try #require(json?["lines"] as? [[String: Any]])
        return lines.map { $0["characterRange"] as? [Int] ?? [] }
    }

    @Test func everyModeIsAccepted() throws {
        // The truncating modes' last line stands for the rest of the text (108 units);
        // the wrapping modes stop at a break; clipping fills the line inside a word.
        #expect(try lineRanges(Self.base) == [[0, 22], [22, 108]], "truncate-tail by default")
        for mode in ["truncate-tail", "truncate-head", "truncate-middle"] {
            #expect(try lineRanges(Self.base + ["--line-break-mode", mode]) == [[0, 22], [22, 108]], "\(mode)")
        }
        #expect(try lineRanges(Self.base + ["--line-break-mode", "word-wrap"]) == [[0, 22], [22, 48]])
        let clipped = try lineRanges(Self.base + ["--line-break-mode", "clip"])
        #expect(clipped.count == 2 && clipped[1][1] > 48 && clipped[1][1] < 108)
        let characters = try lineRanges(Self.base + ["--line-break-mode", "char-wrap"])
        #expect(characters.count == 2 && characters[0][1] > 22, "char-wrap fills the first line too")
        let bad = try runCommand(["layout", "--line-break-mode", "ellipsis", "--text", "a"])
        #expect(bad.status != 0)
        #expect(bad.standardError.contains("--line-break-mode"))
    }

    @Test func aLinkBehindTheEllipsisIsAOneLineError() throws {
        let hidden = try runCommand(["render"] + Self.base + ["--range", "64:102", "--out", temporaryPath(suffix: ".png")])
        #expect(hidden.status != 0)
        #expect(
            hidden.standardError
                == "linkbubble: error: no character of range 64..<102 is visible (hidden by truncation or past the last line)\n")
        // Head truncation shows the link's end: it renders.
        let out = temporaryPath(suffix: ".png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let shown = try runCommand(
            ["render"] + Self.base + ["--line-break-mode", "truncate-head", "--range", "64:102", "--out", out])
        #expect(shown.status == 0, "\(shown.standardError)")
    }

    @Test func tabsReachTheirStops() throws {
        // The default stops: "Name:" ends at 49.408 px, its tab reaches the stop at 56
        // (61 with the 5 px padding).
        let rects = try runCommand(["rects", "--precision", "6", "--system-fonts", "off", "--text", "Name:\thttps://example.com", "--range", "5:6"])
        #expect(rects.standardOutput.hasPrefix(#"{"characterRange":[5,6],"glyphRange":[5,6],"rects":[[54.408,0,6.592,21.792]]"#))
        let interval = try runCommand(
            ["rects", "--system-fonts", "off", "--text", "a\tb\tc", "--tab-interval", "50", "--range", "4:5"])
        #expect(interval.standardOutput.hasPrefix(#"{"characterRange":[4,5],"glyphRange":[4,5],"rects":[[105,0,"#), "c at 100")
        let bad = try runCommand(["rects", "--text", "a\tb", "--tab-interval=-1", "--range", "0:1"])
        #expect(bad.standardError == "linkbubble: error: --tab-interval must be a finite number of at least 0, not -1.0\n")
    }

    @Test func batchJobsTakeTheFields() async throws {
        let folder = temporaryPath(suffix: "-modes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let jobs = [
            #"{"command":"render","text":"\#(Self.text)","width":200,"max-lines":2,"range":[64,102],"out":"\#(folder)/a.png"}"#,
            #"{"command":"render","text":"\#(Self.text)","width":200,"max-lines":2,"line-break-mode":"truncate-middle","range":[64,102],"out":"\#(folder)/b.png"}"#,
            #"{"command":"render","text":"Name:\tx","tab-interval":80,"range":[0,7],"out":"\#(folder)/c.png"}"#,
        ]
        let result = try await runCommand(["batch", "--threads", "1"], input: jobs.joined(separator: "\n") + "\n")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == #"{"job":0,"line":1,"out":"\#(folder)/a.png","error":"no character of range 64..<102 is visible (hidden by truncation or past the last line)"}"#)
        #expect(lines[1].hasPrefix(#"{"job":1,"result":{"out":""#))
        #expect(lines[2].hasPrefix(#"{"job":2,"result":{"out":""#))
    }
}
