import Foundation
import LinkBubbleTestSupport
import Testing

/// Issue 12's reproducers for `layout`, `rects` and `demo`: numbers beyond the limits
/// are one-line errors, huge clusters finish, bitmap-only fonts are refused, and the
/// JSON writer never prints `inf` or `nan`.
@Suite struct LimitsCommandTests {
    private let sentence = "Read the guide at https://example.com today."

    @Test func hugeSizesAndLineHeightsAreUsageErrors() throws {
        try assertCommandFails(
            ["layout", "--size", "1e308", "--text", sentence], message: "--size must be at most 10000, not 1e+308")
        try assertCommandFails(
            ["layout", "--line-height", "1e308", "--text", sentence],
            message: "--line-height must be at most 1000, not 1e+308")
        try assertCommandFails(
            ["layout", "--width", "1e308", "--text", sentence], message: "--width must be at most 1000000000, not 1e+308")
        try assertCommandFails(
            ["rects", "--size", "2e308", "--text", sentence, "--range", "18:37"],
            message: "--size must be a finite number above 0, not inf")
    }

    /// `demo --size 1e20` trapped in `SampleReport` (anything above about 3e17).
    @Test func demoRefusesSizesAboveTheLimit() throws {
        try assertCommandFails(["demo", "--size", "1e20"], message: "--size must be at most 10000, not 1e+20")
        try assertCommandFails(["demo", "--size", "1e300"], message: "--size must be at most 10000, not 1e+300")
    }

    /// One base letter followed by 20,000 combining marks: `rects` took 34 s. The
    /// cluster is cut at 64 UTF-16 units, so the base's glyph range ends at 63 (HarfBuzz
    /// composes "a" and the first accent into one glyph).
    @Test func rectsOfABaseWithTwentyThousandMarks() throws {
        let text = "a" + String(repeating: "\u{0301}", count: 20_000)
        try assertExecuteCommand(["rects", "--precision", "6", "--range", "0:1"], expected: """
            {"characterRange":[0,1],"glyphRange":[0,63],"rects":[[5,0,8.976,21.792]],"lines":[\
            {"characterRange":[0,20001],"glyphRange":[0,20000],"rect":[0,0,300,21.792],\
            "usedRect":[5,0,8.976,21.792],"baseline":17.104,"hardBreak":false}],"link":null}

            """, stdin: text)
    }

    @Test func aBitmapOnlyFontIsAOneLineError() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TextLayoutTests/Fixtures/bitmap-only.bdf").path
        try assertCommandFails(
            ["layout", "--font", path, "--text", "x"],
            message: "unusable font \(path): it has no scalable outlines or color bitmaps (monochrome bitmap-only fonts are not supported)",
            exitCode: ExitStatus.failure)
    }

    @Test func aTextLongerThanTheLimitIsRefused() throws {
        try assertCommandFails(
            ["layout"], message: "the text is too long: 8388609 UTF-16 units (the most layout accepts is 8388608)",
            exitCode: ExitStatus.failure, stdin: repeatedASCII("a", count: 8_388_609))
    }

    /// Rects 2e308 apart: the bubbles' bounds are infinitely wide. The JSON writer
    /// refuses the number instead of printing `inf` (whichever check stops it first,
    /// the output is never invalid JSON).
    @Test func theJSONWriterNeverPrintsNonFiniteNumbers() throws {
        let result = try runCommand(["path", "--style", "plain", "--rects", "[[-1e308,0,10,10],[1e308,0,10,10]]"])
        #expect(result.status != ExitStatus.success)
        #expect(!result.standardOutput.contains("inf") && !result.standardOutput.contains("nan"))
        #expect(result.standardError.hasPrefix("linkbubble: error: "))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    }

    /// `layout --width 0` streams its JSON in chunks: an output far larger than one
    /// chunk (64 KiB) is one valid document with every line.
    @Test func layoutAtWidthZeroStreamsValidJSON() throws {
        let count = 2_000
        let result = try runCommand(["layout", "--width", "0"], input: String(repeating: "ab ", count: count / 3 + 1))
        #expect(result.status == ExitStatus.success)
        #expect(result.standardOutput.utf8.count > 3 * 65_536, "several chunks")
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let lines = try #require(document?["lines"] as? [[String: Any]])
        var expectedStart = 0
        for line in lines {
            let range = try #require(line["characterRange"] as? [Int])
            #expect(range[0] == expectedStart)
            expectedStart = range[1]
        }
        #expect(expectedStart == 3 * (count / 3 + 1))
    }
}
