import Foundation
import LinkBubbleImageTestSupport
import LinkBubbleTestSupport
import Testing

@Suite struct RenderCommandTests {
    static let text = "Read the guide at https://example.com/docs/link-previews before Friday."
    static let base = ["--width", "200", "--text", text, "--link", "18:56=https://example.com", "--range", "18:56"]

    @Test func rendersAPreviewPNG() throws {
        let out = temporaryPath(suffix: "-preview.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try runCommand(["render"] + Self.base + ["--style", "ios", "--scale", "3", "--shadow", "--out", out])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix(#"{"out":""# + out + #"","width":"#))
        #expect(result.standardOutput.contains(#""characterRange":[18,56],"link":"https://example.com""#))
        let image = try readPNG(out)
        #expect(image.width > 400 && image.height > 100)
        #expect(image[0, 0].last == 0, "transparent outside the bubble")
        #expect(image.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element == 255 }, "an opaque platter")
        let hasInk = stride(from: 0, to: image.pixels.count, by: 4).contains {
            image.pixels[$0 + 3] == 255 && image.pixels[$0] < 60 && image.pixels[$0 + 1] < 160 && image.pixels[$0 + 2] > 200
        }
        #expect(hasInk, "blue link ink (the default link style) inside the bubble")
    }

    @Test func rendersHighlightAndSVG() throws {
        let png = temporaryPath(suffix: "-highlight.png"), svg = temporaryPath(suffix: "-preview.svg")
        defer {
            try? FileManager.default.removeItem(atPath: png)
            try? FileManager.default.removeItem(atPath: svg)
        }
        let highlight = try runCommand(["render"] + Self.base + ["--highlight", "--highlight-color", "#ff0000", "--out", png])
        #expect(highlight.status == 0, "\(highlight.standardError)")
        let image = try readPNG(png)
        let hasRed = stride(from: 0, to: image.pixels.count, by: 4).contains {
            image.pixels[$0] > 200 && image.pixels[$0 + 1] < 60 && image.pixels[$0 + 3] > 200
        }
        #expect(hasRed, "the red outline")
        let document = try runCommand(["render"] + Self.base + ["--background", "#eeeeee", "--out", svg])
        #expect(document.status == 0)
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.hasPrefix("<svg"))
        #expect(text.contains("#eeeeee"))
        #expect(text.components(separatedBy: "<path").count >= 3, "the bubble and the glyph outlines")
        #expect(text.components(separatedBy: "M ").count > 30, "one or more subpaths per glyph")
    }

    @Test(arguments: [
        (["render", "--text", "abc", "--range", "0:2", "--out", "/tmp/x.gif"], "--out must end in .png, .svg or .webp, not '/tmp/x.gif'"),
        (["render", "--text", "abc", "--range", "0:2", "--scale", "0", "--out", "/tmp/x.png"], "--scale must be a finite number above 0, not 0.0"),
        (["render", "--text", "abc", "--range", "1:1", "--out", "/tmp/x.png"], "the range is empty: there is nothing to render"),
        (["render", "--text", "abc", "--at", "1,1", "--out", "/tmp/x.png"], "there is no link under --at 1.0,1.0"),
        (["render", "--text", "abc", "--range", "0:2", "--background", "#12", "--out", "/tmp/x.png"], "The value '#12' is invalid for '--background <background>'"),
        (["render", "--text", "abc", "--range", "0:2", "--out", "/nonexistent-folder/x.png"], "cannot write /nonexistent-folder/x.png"),
    ])
    func badInputIsAOneLineError(arguments: [String], message: String) throws {
        let result = try runCommand(arguments)
        #expect(result.status != 0)
        #expect(result.standardError.hasPrefix("linkbubble: error: \(message)"), "\(result.standardError)")
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test func batchRunsGoodJobsAndReportsBadOnes() async throws {
        let folder = temporaryPath(suffix: "-batch")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let jobs = [
            #"{"command":"render","text":"Tap example.com now","range":[4,15],"out":"\#(folder)/a.png"}"#,
            "not json",
            #"{"command":"mask","text":"Tap example.com now","range":"4:15","scale":3,"out":"\#(folder)/b.pgm"}"#,
            #"{"command":"render","text":"abc","range":[0,9],"out":"\#(folder)/c.png"}"#,
            #"{"command":"render","text":"Tap example.com now","link":[{"range":[4,15],"value":"x"}],"range":[4,15],"shadow":true,"out":"\#(folder)/d.svg"}"#,
        ]
        let result = try await runCommand(["batch", "--threads", "2"], input: jobs.joined(separator: "\n") + "\n")
        #expect(result.status == 1, "a job failed")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix(#"{"job":0,"result":{"out":""#))
        #expect(lines[1] == #"{"job":1,"line":2,"error":"malformed JSON at byte 1: expected a value, found 'not json'"}"#)
        #expect(lines[2].hasPrefix(#"{"job":2,"result":{"out":""#))
        #expect(lines[3] == #"{"job":3,"line":4,"out":"\#(folder)/c.png","error":"\"range\" 0:9 is out of bounds for a text of 3 utf16 units"}"#)
        #expect(lines[4].contains(#""link":"x""#))
        for file in ["a.png", "b.pgm", "d.svg"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + file), "\(file) was written")
        }
        #expect(withoutDuration(result.standardError) == "linkbubble: batch: 3 done, 2 failed in T s\n")
    }

    /// The README's quick start shows this listing (with the folder `gallery`): the
    /// Japanese, emoji and Hindi samples are drawn by the fixed test font set's faces.
    @Test func galleryWritesEverySample() throws {
        let folder = temporaryPath(suffix: "-gallery")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try assertExecuteCommand(["gallery", "--out", folder], expected: """
            \(folder)/one-line.png  279x116  A link on one line: 1 bubble
            \(folder)/two-lines.png  497x160  A link over two lines: 1 bubble
            \(folder)/three-lines.png  368x290  A link over three lines: 1 bubble
            \(folder)/right-to-left.png  266x116  A right-to-left link: 1 bubble
            \(folder)/next-to-text.png  346x117  A link among other text: 1 bubble
            \(folder)/two-bubbles.png  546x160  Lines that do not overlap: two bubbles: 2 bubbles
            \(folder)/japanese.png  460x148  A Japanese link: 1 bubble
            \(folder)/emoji.png  320x117  A link with emoji: 1 bubble
            \(folder)/hindi.png  391x156  A Hindi link: 1 bubble
            \(folder)/screenshot.png  1280x800  A screenshot annotated in 4 modes: 50 rects

            """)
        // 5 modes of 9 samples; the screenshot, its rects and 4 modes of it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 45 + 6)
    }
}
