import Foundation
import Testing

/// A `FONTCONFIG_FILE` that is missing or malformed is said once, clearly, when the text
/// needs system fonts, instead of fontconfig's own complaint and silently missing glyphs.
@Suite struct FontConfigurationWarningTests {
    @Test func aMissingFileIsOneWarning() throws {
        let result = try runTool(
            ["layout", "--text", "abc 日本"], environment: ["FONTCONFIG_FILE": "/nonexistent/fonts.conf"])
        #expect(result.status == 0)
        #expect(
            result.standardError
                == "linkbubble: warning: system fonts are off: font configuration /nonexistent/fonts.conf failed to load: FONTCONFIG_FILE names a file that does not exist\n"
        )
    }

    @Test func aMalformedFileIsOneWarningAfterFontconfigsOwn() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).conf")
        try "<fontconfig><dir>".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runTool(["layout", "--text", "abc 日本"], environment: ["FONTCONFIG_FILE": file.path])
        #expect(result.status == 0)
        let ours = result.standardError.split(separator: "\n").filter { $0.hasPrefix("linkbubble:") }
        #expect(ours == ["linkbubble: warning: system fonts are off: font configuration \(file.path) failed to load: fontconfig cannot parse it"])
    }

    @Test func textTheBundledFontsDrawSaysNothing() throws {
        let result = try runTool(["layout", "--text", "abc"], environment: ["FONTCONFIG_FILE": "/nonexistent/fonts.conf"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
    }
}
