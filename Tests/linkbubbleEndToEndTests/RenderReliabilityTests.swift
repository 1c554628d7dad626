import Foundation
import LinkBubbleTestSupport
import Testing

/// The rendering reproducers of issue 12, run through the tool with their exact
/// input: each exits cleanly, with one error line where it must fail, and writes no
/// file when it fails.
@Suite struct RenderReliabilityTests {
    static let text = "Read the guide at https://example.com/docs/link-previews before Friday."

    /// A path in a new temporary folder, removed by `body`'s end.
    func inTemporaryFolder(_ body: (String) throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "linkbubble-reliability-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    /// The files in `folder`.
    func files(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// (With webkit's style, whose bounds [3, -1, 249.344, 45.584] give a 1 x 2 image at this
    /// scale; ios, the default since, reaches 2 px wider and straddles a pixel edge.)
    @Test(arguments: ["png", "svg"])
    func highlightAtATinyScaleRendersInsteadOfCrashing(format: String) throws {
        try inTemporaryFolder { folder in
            let out = folder + "/x." + format
            let result = try runCommand(
                ["render", "--text", Self.text, "--range", "18:56", "--highlight", "--scale", "1e-5", "--style", "webkit", "--out", out])
            #expect(result.status == ExitStatus.success, "\(result.standardError)")
            #expect(result.standardOutput.hasPrefix(#"{"out":""# + out + #"","width":1,"height":2,"#))
            #expect(FileManager.default.fileExists(atPath: out))
        }
    }

    /// The samples and the screenshot at a tiny scale each.
    @Test func galleryAtATinyScaleRendersInsteadOfCrashing() throws {
        try inTemporaryFolder { folder in
            let result = try runCommand(["gallery", "--scale", "1e-4", "--screenshot-scale", "1e-4", "--out", folder])
            #expect(result.status == ExitStatus.success, "\(result.standardError)")
            #expect(try files(folder).count == 45 + 6, "5 modes of 9 samples; the screenshot, its rects and 4 modes of it")
        }
    }

    @Test func galleryPastTheScaleLimitWritesNothing() throws {
        try inTemporaryFolder { folder in
            let out = folder + "/gallery"
            try assertCommandFails(
                ["gallery", "--scale", "1e300", "--out", out],
                message: "invalid scale 1e+300: it must be between 1e-06 and 4096.0", exitCode: ExitStatus.failure)
            #expect(try files(folder).isEmpty)
        }
    }

    @Test func hugeScaleOrOutsetIsAnErrorAndWritesNothing() throws {
        try inTemporaryFolder { folder in
            let out = folder + "/x.svg"
            let base = ["render", "--text", Self.text, "--range", "18:56", "--out", out]
            try assertCommandFails(
                base + ["--scale", "1e300"], message: "invalid scale 1e+300: it must be between 1e-06 and 4096.0",
                exitCode: ExitStatus.failure)
            try assertCommandFails(
                base + ["--outset", "1e300"],
                message: "image of 4e+300 x 4e+300 pixels exceeds 32768 per side or 67108864 pixels",
                exitCode: ExitStatus.failure)
            try assertCommandFails(
                base + ["--outset", "1e308"], message: "the outset moves the edges of 2 rects past the largest finite number")
            #expect(try files(folder).isEmpty)
        }
    }

    @Test func pathWhoseOutsetOverflowsIsAnError() throws {
        try assertCommandFails(
            ["path", "--rects", "[[0,0,10,10],[0,10,20,10]]", "--outset", "1e308"],
            message: "the outset moves the edges of 2 rects past the largest finite number")
        try assertCommandFails(
            ["path", "--rects", "[[0,0,10,10]]", "--outset", "1,1e308", "--format", "svg"],
            message: "the outset moves the edges of 1 rect past the largest finite number")
    }
}
