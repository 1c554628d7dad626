import Foundation
import LinkBubbleImageTestSupport
import LinkBubbleTestSupport
import Testing

/// `render --mode`: every presentation mode to PNG and SVG, the deprecated
/// `--highlight`, and the mode in batch jobs.
@Suite struct RenderModeCommandTests {
    static let base = RenderCommandTests.base

    @Test(arguments: ["preview", "pressed", "outline", "spotlight", "indicator"])
    func everyModeRendersPNGAndSVGOfOneSize(mode: String) throws {
        let png = temporaryPath(suffix: "-\(mode).png"), svg = temporaryPath(suffix: "-\(mode).svg")
        defer {
            try? FileManager.default.removeItem(atPath: png)
            try? FileManager.default.removeItem(atPath: svg)
        }
        let raster = try runCommand(["render"] + Self.base + ["--mode", mode, "--out", png])
        #expect(raster.status == 0 && raster.standardError.isEmpty, "\(raster.standardError)")
        let vector = try runCommand(["render"] + Self.base + ["--mode", mode, "--out", svg])
        #expect(vector.status == 0, "\(vector.standardError)")
        let image = try readPNG(png)
        #expect(raster.standardOutput.contains(#""width":\#(image.width),"height":\#(image.height),"#))
        let document = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(document.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(image.width)" height="\#(image.height)""#))
        // The whole text shows in every mode but the preview, whose image is the bubble's.
        #expect((image.width > 350) == (mode != "preview"), "\(image.width) pixels wide")
    }

    @Test func highlightIsADeprecatedOutline() throws {
        let outline = temporaryPath(suffix: "-outline.png"), highlight = temporaryPath(suffix: "-highlight.png")
        defer {
            try? FileManager.default.removeItem(atPath: outline)
            try? FileManager.default.removeItem(atPath: highlight)
        }
        let modern = try runCommand(["render"] + Self.base + ["--mode", "outline", "--out", outline])
        let old = try runCommand(["render"] + Self.base + ["--highlight", "--out", highlight])
        #expect(modern.status == 0 && old.status == 0)
        #expect(old.standardError == "linkbubble: warning: --highlight is deprecated; use --mode outline\n")
        #expect(try readFile(outline) == (try readFile(highlight)))
    }

    /// An unknown mode's error is TeachingErrorTests' (numberAndNameErrorsShowWhatIsExpected).
    @Test func highlightWithAnotherModeIsAOneLineError() throws {
        let result = try runCommand(["render"] + Self.base + ["--highlight", "--mode", "spotlight", "--out", "/tmp/never-written.png"])
        #expect(result.status != 0)
        #expect(
            result.standardError == "linkbubble: error: --highlight is --mode outline; it cannot be used with --mode spotlight\n")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.png"))
    }

    @Test func batchJobsTakeTheMode() async throws {
        let folder = temporaryPath(suffix: "-modes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let jobs = ["spotlight", "indicator"].map { mode in
            #"{"command":"render","text":"Tap example.com now","range":[4,15],"mode":"\#(mode)","out":"\#(folder)/\#(mode).png"}"#
        } + [#"{"command":"render","text":"Tap example.com now","range":[4,15],"mode":"glow","out":"\#(folder)/x.png"}"#]
        let result = try await runCommand(["batch", "--threads", "1"], input: jobs.joined(separator: "\n") + "\n")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix(#"{"job":0,"result":{"out":""#) && lines[1].hasPrefix(#"{"job":1,"result":{"out":""#))
        #expect(lines[2].hasPrefix(#"{"job":2,"line":3,"#), "\(lines[2])")
        #expect(try readPNG(folder + "/spotlight.png").width > 100)
    }
}
