import Foundation
import LinkBubbleTestSupport
import Testing

@testable import linkbubble

/// Text no font draws (Tibetan with the bundled fonts only): every result says so in
/// `missingGlyphs`, and `--strict-glyphs` makes it an error.
@Suite struct MissingGlyphsCommandTests {
    /// "Hi", a Tibetan word (UTF-16 3..<10), " x".
    let tibetan = ["--text", "Hi བོད་ཡིག x", "--system-fonts", "off", "--precision", "6"]

    @Test func layoutReportsTheMissingGlyphs() throws {
        try assertExecuteCommand(["layout"] + tibetan, expected: """
            {"lines":[\
            {"characterRange":[0,12],"glyphRange":[0,12],"rect":[0,0,300,21.792],"usedRect":[5,0,99.968,21.792],"baseline":17.104,"hardBreak":false}\
            ],"size":[300,21.792],"missingGlyphs":{"count":7,"ranges":[[3,10]]}}

            """)
    }

    @Test func rectsReportTheMissingGlyphsInTheGivenUnits() throws {
        let result = try runCommand(["rects", "--range", "0:2"] + tibetan)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasSuffix(#""link":null,"missingGlyphs":{"count":7,"ranges":[[3,10]]}}"# + "\n"))
    }

    @Test func textEveryFontDrawsHasNoMissingGlyphsMember() throws {
        let result = try runCommand(["layout", "--text", "Hello", "--system-fonts", "off"])
        #expect(result.status == 0)
        #expect(!result.standardOutput.contains("missingGlyphs"))
    }

    @Test(arguments: ["layout", "rects", "render", "fonts"])
    func strictGlyphsFailsInOneLine(command: String) throws {
        let out = temporaryPath(suffix: "-strict.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let extra = ["layout", "fonts"].contains(command) ? [] : ["--range", "0:2"] + (command == "render" ? ["--out", out] : [])
        try assertCommandFails(
            [command, "--strict-glyphs"] + (command == "fonts" ? Array(tibetan.dropLast(2)) : tibetan) + extra,
            message: "7 glyphs drawn as .notdef: no font has characters 3:10 (--strict-glyphs); add a font with --font or --family, or turn --system-fonts on",
            exitCode: ExitStatus.failure)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func batchResultsCarryMissingGlyphsAndStrictGlyphsFailsTheJob() async throws {
        let outs = [temporaryPath(suffix: "-missing.png"), temporaryPath(suffix: "-strict.png")]
        defer { for out in outs { try? FileManager.default.removeItem(atPath: out) } }
        let jobs = outs.map { #"{"command":"render","text":"Hi བོད་ཡིག x","system-fonts":"off","range":[0,2],"out":"\#($0)""# }
        let result = try await runCommand(
            ["batch", "--threads", "1"], input: jobs[0] + "}\n" + jobs[1] + #","strict-glyphs":true}"# + "\n")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(result.status == 1)
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix(#","missingGlyphs":{"count":7,"ranges":[[3,10]]}}}"#) == true)
        // Batch errors quote the job's keys, not the flags.
        #expect(lines.last?.hasSuffix(
            #""error":"7 glyphs drawn as .notdef: no font has characters 3:10 (\"strict-glyphs\"); add a font with \"font\" or \"family\", or turn \"system-fonts\" on"}"#) == true)
    }
}
