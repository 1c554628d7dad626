import Foundation
import LinkBubbleImageTestSupport
import LinkBubbleTestSupport
import Testing

/// `--underline`, `--strikethrough` and the link style options of `render` and `gallery`.
@Suite struct DecorationCommandTests {
    static let text = "Read the guide at https://example.com/pages before Friday."
    static let base = ["--width", "400", "--text", text, "--link", "18:43=https://example.com", "--range", "18:43"]

    /// The RGBA pixels in `bytes`, each as [red, green, blue, alpha].
    static func pixels(_ bytes: [UInt8]) -> [[UInt8]] {
        stride(from: 0, to: bytes.count, by: 4).map { Array(bytes[$0..<$0 + 4]) }
    }

    /// Renders with `options` and returns the SVG document.
    static func svg(_ options: [String]) throws -> String {
        let out = temporaryPath(suffix: "-decorations.svg")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try runCommand(["render"] + base + options + ["--out", out])
        #expect(result.status == 0, "\(result.standardError)")
        return try String(contentsOfFile: out, encoding: .utf8)
    }

    @Test func linksAreBlueAndUnderlinedByDefault() throws {
        let out = temporaryPath(suffix: "-link.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try runCommand(["render"] + Self.base + ["--scale", "2", "--out", out])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try readPNG(out)
        // Solid iOS blue (#007AFF) is the link text and a horizontal underline row of it.
        let blue = Self.pixels(Array(image.pixels)).map { $0 == [0, 122, 255, 255] }
        #expect(blue.contains(true))
        let longestRow = (0..<image.height).map { y in
            var longest = 0, current = 0
            for x in 0..<image.width {
                current = blue[y * image.width + x] ? current + 1 : 0
                longest = max(longest, current)
            }
            return longest
        }.max() ?? 0
        #expect(longestRow > 60, "an unbroken stretch of underline (\(longestRow) px) under the link")
        let plain = try Self.svg(["--link-style", "none"])
        #expect(!plain.contains("#007aff"), "--link-style none: the link keeps its black text, no underline")
    }

    @Test func linkColorAndUnderlineAreConfigurable() throws {
        let svg = try Self.svg(["--link-color", "#ff0000", "--link-underline", "double,dash", "--link-underline-color", "#00ff00"])
        #expect(svg.contains("fill=\"#ff0000\""), "red link glyphs")
        let green = try #require(svg.split(separator: "\n").first { $0.contains("fill=\"#00ff00\"") })
        // Two dashed lines under a 25-character link: many rects.
        #expect(green.components(separatedBy: "M ").count > 10)
        let noUnderline = try Self.svg(["--link-underline", "none"])
        #expect(noUnderline.split(separator: "\n").filter { $0.contains("#007aff") }.count == 1, "blue glyphs only")
    }

    @Test func underlineAndStrikethroughTheWholeText() throws {
        let svg = try Self.svg([
            "--highlight", "--link-style", "none", "--underline", "single,by-word", "--underline-color", "#0000ff",
            "--strikethrough", "thick", "--strikethrough-color", "#ff0000",
        ])
        let underline = try #require(svg.split(separator: "\n").first { $0.contains("fill=\"#0000ff\"") })
        let strike = try #require(svg.split(separator: "\n").first { $0.contains("fill=\"#ff0000\"") })
        // By word: a piece per word at least (more where descenders cut it); the strikethrough
        // is one piece per line of text (the text wraps to two lines).
        #expect(underline.components(separatedBy: "M ").count - 1 >= 8)
        #expect(strike.components(separatedBy: "M ").count - 1 == 2)
    }

    /// `--underline`'s error is TeachingErrorTests' (valueErrorsShowTheForm).
    @Test(arguments: [
        (["--strikethrough", "single,,dot"], "The value 'single,,dot' is invalid for '--strikethrough <style>': expected none, or words joined by commas: single, thick, double, solid, dot, dash, dash-dot, dash-dot-dot, by-word"),
        (["--link-style", "blue"], "The value 'blue' is invalid for '--link-style <link-style>'"),
        (["--link-underline", "thin"], "The value 'thin' is invalid for '--link-underline <style>': expected none, or words joined by commas: single, thick, double, solid, dot, dash, dash-dot, dash-dot-dot, by-word"),
    ])
    func badStylesAreOneLineErrors(options: [String], message: String) throws {
        let result = try runCommand(["render"] + Self.base + options + ["--out", "/tmp/never-written.png"])
        #expect(result.status != 0)
        #expect(result.standardError.hasPrefix("linkbubble: error: \(message)"), "\(result.standardError)")
    }

    @Test func galleryTakesTheLinkStyle() throws {
        let folder = temporaryPath(suffix: "-gallery")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A small screenshot: only a sample is looked at (a full one takes most of the run).
        let result = try runCommand(
            ["gallery", "--scale", "1", "--screenshot-scale", "0.1", "--link-color", "#ff0000", "--out", folder])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try readPNG(folder + "/one-line.png")
        #expect(Self.pixels(Array(image.pixels)).contains { $0 == [255, 0, 0, 255] }, "red link text")
    }
}
