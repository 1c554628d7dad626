import Foundation
import Testing

/// A `FONTCONFIG_FILE` that is missing or malformed is said once, clearly, when the text
/// needs system fonts, instead of fontconfig's own complaint and silently missing glyphs.
@Suite struct FontConfigurationWarningTests {
    @Test func aMissingFileIsOneWarning() throws {
        let result = try runToolProcess(
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
        let result = try runToolProcess(["layout", "--text", "abc 日本"], environment: ["FONTCONFIG_FILE": file.path])
        #expect(result.status == 0)
        let ours = result.standardError.split(separator: "\n").filter { $0.hasPrefix("linkbubble:") }
        #expect(ours == ["linkbubble: warning: system fonts are off: font configuration \(file.path) failed to load: fontconfig cannot parse it"])
    }

    /// fontconfig would wait forever to open a FIFO in a font folder (`fc-list` hangs):
    /// the tool says so once and goes on with its own fonts.
    @Test func aFIFOInAFontFolderIsOneWarningNotAHang() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fonts/stuck.ttf").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let file = folder.appendingPathComponent("fonts.conf")
        try "<fontconfig><dir>\(folder.path)/fonts</dir><cachedir>\(folder.path)/cache</cachedir></fontconfig>"
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try runToolProcess(["layout", "--text", "abc 日本"], environment: ["FONTCONFIG_FILE": file.path])
        #expect(result.status == 0)
        #expect(
            result.standardError
                == "linkbubble: warning: system fonts are off: font configuration \(file.path) failed to load: \(fifo) in a font folder is a FIFO, not a font file (fontconfig would block on it)\n"
        )
    }

    @Test func textTheBundledFontsDrawSaysNothing() throws {
        let result = try runToolProcess(["layout", "--text", "abc"], environment: ["FONTCONFIG_FILE": "/nonexistent/fonts.conf"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
    }
}
