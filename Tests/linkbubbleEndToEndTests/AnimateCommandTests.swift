import BubbleRender
import Foundation
import LinkBubbleTestSupport
import Testing

/// `linkbubble animate`: every output format, and one-line errors that write nothing.
@Suite struct AnimateCommandTests {
    static let target = ["animate", "--text", "Read the documentation", "--range", "9:22"]

    @Test(arguments: ["webp", "png", "svg"])
    func writesEveryFormat(_ format: String) throws {
        let out = temporaryPath(suffix: "-lift." + format)
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try runCommand(Self.target + ["--kind", "bounce", "--fps", "50", "--out", out])
        #expect(result.standardError == "")
        #expect(result.standardOutput.hasPrefix(#"{"out":"\#(out)","frames":7,"width":"#))
        let bytes = try readFile(out)
        switch format {
        case "webp": #expect(String(decoding: bytes[8..<16], as: UTF8.self) == "WEBPVP8X")
        case "png": #expect(String(decoding: bytes[37..<41], as: UTF8.self) == "acTL")
        default: #expect(String(decoding: bytes, as: UTF8.self).components(separatedBy: "<animate ").count == 8)
        }
    }

    /// DIR/ gets one numbered PNG per frame; --keyframes one JSON object with a keyframe per
    /// frame: time, path data, transform, opacity, shadow.
    @Test func writesNumberedFramesAndKeyframes() throws {
        let folder = temporaryPath(suffix: "-frames") + "/"
        let keyframes = temporaryPath(suffix: "-keyframes.json")
        defer { for path in [folder, keyframes] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try runCommand(
            Self.target + ["--fps", "10", "--to", "200,100", "--out", folder, "--keyframes", keyframes])
        #expect(result.standardOutput.hasPrefix(#"{"out":"\#(folder)","frames":6,"#), "\(result.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == (0..<6).map { "frame-00\($0).png" })
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(readFile(keyframes))) as? [String: Any])
        #expect(json["duration"] as? Double == 0.5)
        let frames = try #require(json["keyframes"] as? [[String: Any]])
        #expect(frames.count == 6)
        #expect(frames.first?["opacity"] as? Double == 1 && frames.last?["opacity"] as? Double == 0)
        #expect(frames.last?["time"] as? Double == 0.5)
        #expect((frames.last?["transform"] as? [Double]) == [1, 0, 0, 1, 0, 0])
        #expect((frames.last?["path"] as? String)?.hasPrefix("M ") == true)
        #expect(frames.first?["shadow"] is NSNull && frames.last?["shadow"] is [String: Any])
    }

    /// Bad input is one line, and no file is written.
    @Test func badInputIsAOneLineErrorAndWritesNothing() throws {
        let out = temporaryPath(suffix: "-bad.webp")
        let cases: [([String], String)] = [
            (["--duration", "0"], "the duration must be a finite number of seconds above 0 and at most 60.0, not 0.0"),
            (["--duration=-1"], "the duration must be a finite number of seconds above 0 and at most 60.0, not -1.0"),
            (["--duration", "nan"], "the duration must be a finite number of seconds above 0 and at most 60.0, not nan"),
            (["--fps", "0"], "the frame rate must be a finite number of frames per second above 0 and at most 240.0, not 0.0"),
            (["--fps", "inf"], "the frame rate must be a finite number of frames per second above 0 and at most 240.0, not inf"),
            (["--duration", "10", "--fps", "120"], "the animation would have 1201 frames, more than the limit of 600"),
            (["--to", "0,100"], "the destination must be a finite rect wider and taller than 0, not 0.0 x 100.0"),
        ]
        for (options, message) in cases {
            try assertCommandFails(Self.target + options + ["--out", out], message: message)
            #expect(!FileManager.default.fileExists(atPath: out), "\(options)")
        }
    }

    /// A frame folder that cannot be made is a one-line error that names the system's reason.
    @Test func anUnmakeableFolderNamesTheReason() throws {
        let folder = temporaryPath(suffix: "-missing") + "/frames/"
        try assertCommandFails(
            Self.target + ["--fps", "2", "--out", folder],
            message: "cannot make the folder '\(folder)': No such file or directory")
    }

    @Test func batchRunsAnimateJobs() throws {
        let out = temporaryPath(suffix: "-batch.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let job = #"{"command":"animate","text":"Read the documentation","range":"9:22","kind":"fade-in","out":"\#(out)"}"#
        let result = try runCommand(["batch"], input: job + "\n")
        #expect(result.standardOutput.contains(#""frames":10"#), "\(result.standardOutput) \(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: out))
    }
}
