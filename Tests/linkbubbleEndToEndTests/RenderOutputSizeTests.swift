import BubbleRender
import Foundation
import Testing

/// The width and height `linkbubble render` prints are the written file's own: the
/// PNG's IHDR size, the SVG document's width and height.
@Suite struct RenderOutputSizeTests {
    static let base = [
        "--width", "200", "--text", "Read the guide at https://example.com/docs/link-previews before Friday.",
        "--link", "18:56=https://example.com", "--range", "18:56",
    ]

    /// The `"width":W,"height":H` of the printed JSON line.
    func printedSize(_ output: String) throws -> (Int, Int) {
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let width = try #require(object?["width"] as? Int), height = try #require(object?["height"] as? Int)
        return (width, height)
    }

    /// The IHDR width and height of a PNG file (big-endian, bytes 16 to 24).
    func pngSize(_ path: String) throws -> (Int, Int) {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        try #require(bytes.count > 24 && Array(bytes[12..<16]) == Array("IHDR".utf8))
        func integer(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    /// The `width` and `height` attributes of an SVG file's root element, as written.
    func svgSize(_ path: String) throws -> (String, String) {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let root = try #require(text.split(separator: "\n").first.map(String.init))
        func attribute(_ name: String) throws -> String {
            let start = try #require(root.range(of: " \(name)=\""))
            let rest = root[start.upperBound...]
            return String(rest[..<(try #require(rest.firstIndex(of: "\"")))])
        }
        return (try attribute("width"), try attribute("height"))
    }

    @Test(arguments: [
        ["--scale", "2"], ["--scale", "3", "--shadow"], ["--highlight", "--scale", "1.5"],
        ["--scale", "2.5", "--shadow", "--style", "ios"],
    ])
    func printedSizeIsTheFilesSize(options: [String]) throws {
        let folder = NSTemporaryDirectory() + "linkbubble-sizes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = folder + "/out.png", svg = folder + "/out.svg"
        let pngRun = try runCommand(["render"] + Self.base + options + ["--out", png])
        #expect(pngRun.status == 0, "\(pngRun.standardError)")
        let pngPrinted = try printedSize(pngRun.standardOutput)
        let pngFile = try pngSize(png)
        #expect(pngPrinted == pngFile)
        let svgRun = try runCommand(["render"] + Self.base + options + ["--out", svg])
        #expect(svgRun.status == 0, "\(svgRun.standardError)")
        let svgPrinted = try printedSize(svgRun.standardOutput)
        let svgFile = try svgSize(svg)
        #expect(svgFile == ("\(svgPrinted.0)", "\(svgPrinted.1)"))
        #expect(svgPrinted == pngPrinted, "the PNG and the SVG of one scene have one size")
    }

    @Test func formatOverridesTheExtension() throws {
        let folder = NSTemporaryDirectory() + "linkbubble-format-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/image.out"
        let svgRun = try runCommand(["render"] + Self.base + ["--format", "svg", "--out", out])
        #expect(svgRun.status == 0, "\(svgRun.standardError)")
        #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("<svg "))
        let pngRun = try runCommand(["render"] + Self.base + ["--format", "png", "--out", out])
        #expect(pngRun.status == 0, "\(pngRun.standardError)")
        #expect(try printedSize(pngRun.standardOutput) == pngSize(out))
        let maskRun = try runCommand(["mask"] + Self.base + ["--format", "pgm", "--out", out])
        #expect(maskRun.status == 0, "\(maskRun.standardError)")
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: out)).prefix(2)) == Array("P5".utf8))
        let wrong = try runCommand(["mask"] + Self.base + ["--format", "svg", "--out", out])
        #expect(wrong.status != 0)
        let noExtension = try runCommand(["mask"] + Self.base + ["--out", folder + "/mask"])
        #expect(noExtension.standardError == "linkbubble: error: --out must end in .png or .pgm, not '\(folder)/mask'\n")
    }

    @Test func pathSVGIsTheSceneWritersDocument() throws {
        let result = try runCommand(["path", "--rects", "[[0, 0, 10, 4.5]]", "--style", "plain", "--format", "svg"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="5" viewBox="0 0 10 5">
            <path d="M 0 0 L 10 0 L 10 4.5 L 0 4.5 Z" fill="#0a84ff" fill-opacity="0.25"/>
            </svg>

            """)
    }
}
