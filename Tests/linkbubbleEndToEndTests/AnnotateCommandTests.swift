import BubbleRender
import Foundation
import LinkBubbleImageTestSupport
import LinkBubbleTestSupport
import Testing

/// `linkbubble annotate` (and `annotate` batch jobs, `path` and `mask` on rects, `render`'s
/// WebP): files at the image's size, one-line errors that leave no file behind.
@Suite struct AnnotateCommandTests {
    /// A 60 x 40 PNG of seeded noise, written to a temporary file, and its bytes.
    static func imageFile() throws -> (path: String, bytes: [UInt8]) {
        var generator = SplitMix64(seed: 28)
        var pixels = [UInt8](repeating: 255, count: 60 * 40 * 4)
        for index in pixels.indices where index % 4 != 3 { pixels[index] = UInt8(truncatingIfNeeded: generator.next()) }
        let bytes = try PNGCodec.encode(try Bitmap(width: 60, height: 40, format: .rgba8, pixels: pixels))
        let path = temporaryPath(suffix: "-screen.png")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, bytes)
    }

    static let rects = "[[5,5,20,8],[5,13,14,8],[40,25,10,10]]"

    @Test(arguments: ["png", "webp", "svg"])
    func writesTheImageAtItsOwnSize(_ format: String) throws {
        let (image, _) = try Self.imageFile()
        let out = temporaryPath(suffix: "-annotated." + format)
        defer { for path in [image, out] { try? FileManager.default.removeItem(atPath: path) } }
        try assertExecuteCommand(
            ["annotate", "--image", image, "--rects", Self.rects, "--mode", "spotlight", "--out", out],
            expected: #"{"out":"\#(out)","width":60,"height":40,"bubbles":2}"# + "\n")
        let bytes = try readFile(out)
        switch format {
        case "svg":
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40">"#))
            #expect(text.contains("<image x=\"0\" y=\"0\" width=\"60\" height=\"40\""))
        default:
            let decoded = try Bitmap(decoding: bytes)
            #expect(decoded.width == 60 && decoded.height == 40)
        }
    }

    @Test func lossyWebPTakesAQuality() throws {
        let (image, _) = try Self.imageFile()
        let out = temporaryPath(suffix: "-annotated.webp")
        defer { for path in [image, out] { try? FileManager.default.removeItem(atPath: path) } }
        try assertExecuteCommand(
            ["annotate", "--image", image, "--rects", Self.rects, "--quality", "60", "--color", "#FF0000", "--out", out],
            expected: #"{"out":"\#(out)","width":60,"height":40,"bubbles":2}"# + "\n")
        #expect(try Bitmap(decoding: try readFile(out)).width == 60)
        try assertCommandFails(
            ["annotate", "--image", image, "--rects", Self.rects, "--quality", "60", "--out", out + ".png"],
            message: "--quality applies to WebP output only")
    }

    /// Bad input is one line, and no file is written.
    @Test func badInputIsAOneLineErrorAndWritesNothing() throws {
        let (image, bytes) = try Self.imageFile()
        let truncated = temporaryPath(suffix: "-truncated.png")
        try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: truncated))
        let out = temporaryPath(suffix: "-never.png")
        defer { for path in [image, truncated, out] { try? FileManager.default.removeItem(atPath: path) } }
        let missing = image + ".missing"
        let cases: [([String], String, Int32)] = [
            (["--image", missing, "--rects", Self.rects], "cannot read the image \(missing): it cannot be opened or read",
             ExitStatus.failure),
            (["--image", image, "--rects", "[]"], "there are no rects to annotate", ExitStatus.failure),
            (["--image", image], "give --rects or --rects-file", ExitStatus.validationFailure),
            (["--image", image, "--rects", Self.rects, "--clip", "1,2,3"],
             "--clip takes 4 comma-separated numbers, not '1,2,3'", ExitStatus.validationFailure),
        ]
        for (arguments, message, status) in cases {
            try assertCommandFails(["annotate"] + arguments + ["--out", out], message: message, exitCode: status)
        }
        let result = try runCommand(["annotate", "--image", truncated, "--rects", Self.rects, "--out", out])
        #expect(result.status == ExitStatus.failure && result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("linkbubble: error: PNG error: ") && result.standardError.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// A clip chain that hides every rect is the documented empty result: no bubble,
    /// the image as it is.
    @Test func aClipChainThatHidesEverythingGivesTheImage() throws {
        let (image, bytes) = try Self.imageFile()
        let out = temporaryPath(suffix: "-hidden.png")
        defer { for path in [image, out] { try? FileManager.default.removeItem(atPath: path) } }
        try assertExecuteCommand(
            ["annotate", "--image", image, "--rects", Self.rects, "--clip", "0,0,10,10", "--clip=30,0,10,10", "--out", out],
            expected: #"{"out":"\#(out)","width":60,"height":40,"bubbles":0}"# + "\n")
        #expect(try Bitmap(decoding: try readFile(out)) == (try Bitmap(decoding: bytes)))
    }

    @Test func batchRunsAnnotateJobs() throws {
        let (image, _) = try Self.imageFile()
        let rectsFile = temporaryPath(suffix: "-rects.json")
        try Data(Self.rects.utf8).write(to: URL(fileURLWithPath: rectsFile))
        let out = temporaryPath(suffix: "-batch.png")
        defer { for path in [image, rectsFile, out] { try? FileManager.default.removeItem(atPath: path) } }
        let jobs = [
            #"{"command":"annotate","image":"\#(image)","rects-file":"\#(rectsFile)","mode":"indicator","clip":["0,0,30,40"],"out":"\#(out)"}"#,
            #"{"command":"annotate","image":"\#(image)","out":"\#(out).x.png"}"#,
        ]
        let result = try runCommand(["batch", "--threads", "1"], input: jobs.joined(separator: "\n") + "\n")
        #expect(result.standardOutput == """
            {"job":0,"result":{"out":"\(out)","width":60,"height":40,"bubbles":1}}
            {"job":1,"line":2,"out":"\(out).x.png","error":"the job has no \\"rects\\" or \\"rects-file\\""}

            """)
        #expect(try Bitmap(decoding: try readFile(out)).width == 60)
    }

    @Test func pathDrawsSVGOnACanvas() throws {
        try assertExecuteCommand(
            ["path", "--rects", "[[10,10,20,10]]", "--style", "plain", "--format", "svg", "--canvas", "50,40",
             "--fill", "#00000000", "--stroke", "#FF0000", "--width", "3"],
            expected: """
                <svg xmlns="http://www.w3.org/2000/svg" width="50" height="40" viewBox="0 0 50 40">
                <path d="M 10 10 L 30 10 L 30 20 L 10 20 Z" fill="none" stroke="#ff0000" stroke-width="3" stroke-linejoin="round"/>
                </svg>

                """)
        try assertCommandFails(
            ["path", "--rects", "[[10,10,20,10]]", "--canvas", "50,40"],
            message: "--canvas, --fill, --stroke and --width apply to --format svg only")
    }

    @Test func maskCoversRectsOnACanvas() throws {
        let out = temporaryPath(suffix: "-rects-mask.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        try assertExecuteCommand(
            ["mask", "--rects", "[[10,10,20,10]]", "--style", "plain", "--canvas", "50,40", "--scale", "1", "--out", out],
            expected: #"{"out":"\#(out)","width":50,"height":40,"origin":[0,0],"coveredArea":200,"bubbles":1}"# + "\n")
        let mask = try readPNG(out, as: .gray8)
        #expect(mask[15, 15].first == 255 && mask[5, 5].first == 0)
        try assertCommandFails(
            ["mask", "--rects", "[[10,10,20,10]]", "--out", out], message: "--rects and --rects-file need --canvas W,H")
        try assertCommandFails(
            ["mask", "--rects", "[[10,10,20,10]]", "--text", "abc", "--range", "0:1", "--canvas", "5,5", "--out", out],
            message: "give --rects or --rects-file, or a text with --range or --at, not both")
    }

    @Test func renderWritesWebPAtThePNGsSize() throws {
        let out = temporaryPath(suffix: "-render.webp")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try runCommand(["render", "--text", "Tap example.com now", "--range", "4:15", "--quality", "90", "--out", out])
        #expect(result.status == 0, "\(result.standardError)")
        let printed = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let image = try Bitmap(decoding: try readFile(out))
        #expect(printed["width"] as? Int == image.width && printed["height"] as? Int == image.height)
        try assertCommandFails(
            ["render", "--text", "abc", "--range", "0:2", "--quality", "101", "--out", out],
            message: "--quality must be 0 to 100, not 101.0")
    }

    /// The screenshot's scenes are made before anything is written: one too large is an
    /// error, and no folder appears.
    @Test func aScreenshotTooLargeWritesNoGallery() throws {
        let folder = temporaryPath(suffix: "-gallery")
        try assertCommandFails(
            ["gallery", "--out", folder, "--screenshot-scale", "100"],
            message: "image of 128000.0 x 80000.0 pixels exceeds 32768 per side or 67108864 pixels",
            exitCode: ExitStatus.failure)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
