import Foundation
import Testing

/// The whole help text of every command, and the version.
///
/// The expected help, at 80 columns, is the tool's own output kept in
/// `Fixtures/help/COMMAND.txt` (`root.txt` for `linkbubble --help`): a golden, never
/// edited by hand. After a change to an option or a command's description, run these
/// tests with LINKBUBBLE_RECORD_GOLDENS=1 to write the files again (the run then fails,
/// so a recording is never mistaken for a pass) and review their diff.
@Suite struct HelpTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/help")
    static let recording = ProcessInfo.processInfo.environment["LINKBUBBLE_RECORD_GOLDENS"] == "1"

    /// Checks the help that `arguments` print against the golden `name`.txt, or records it.
    private func expectHelp(_ arguments: [String], golden name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = Self.folder.appendingPathComponent(name + ".txt")
        if Self.recording {
            let help = try runCommand(arguments).standardOutput
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(help.utf8).write(to: file)
            Issue.record("recorded \(file.lastPathComponent); run again without LINKBUBBLE_RECORD_GOLDENS", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        try assertExecuteCommand(arguments, expected: expected, sourceLocation: sourceLocation)
    }

    @Test func rootHelp() throws {
        try expectHelp(["--help"], golden: "root")
        try expectHelp(["help"], golden: "root")
    }

    @Test(arguments: ["demo", "layout", "fonts", "rects", "path", "render", "mask", "annotate", "animate", "gallery", "batch", "bench", "serve"])
    func subcommandHelp(command: String) throws {
        try expectHelp([command, "--help"], golden: command)
    }

    @Test func helpSubcommandShowsTheSameHelp() throws {
        try expectHelp(["help", "path"], golden: "path")
    }

    @Test func version() throws {
        try assertExecuteCommand(["--version"], expected: "0.1.0\n")
    }

    @Test func lineDiffMarksRemovedAndAddedLines() {
        #expect(lineDiff(expected: "a\nb\n", actual: "a\nb\n") == nil)
        #expect(lineDiff(expected: "a\nb\nc\n", actual: "a\nB\nc\nd\n") == " a\n-b\n+B\n c\n+d\n ")
        #expect(lineDiff(expected: "a\n", actual: "a") == " a\n-")
    }
}
