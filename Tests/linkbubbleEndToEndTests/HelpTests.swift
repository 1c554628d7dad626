import Foundation
import Testing

/// The whole help text of every command, and the version.
@Suite struct HelpTests {
    @Test func rootHelp() throws {
        try assertExecuteCommand(["--help"], expected: HelpText.root)
        try assertExecuteCommand(["help"], expected: HelpText.root)
    }

    @Test(arguments: [
        ("demo", HelpText.demo), ("layout", HelpText.layout), ("fonts", HelpText.fonts), ("rects", HelpText.rects), ("path", HelpText.path),
        ("render", HelpText.render), ("mask", HelpText.mask), ("gallery", HelpText.gallery),
        ("batch", HelpText.batch), ("bench", HelpText.bench),
    ])
    func subcommandHelp(command: String, help: String) throws {
        try assertExecuteCommand([command, "--help"], expected: help)
    }

    @Test func helpSubcommandShowsTheSameHelp() throws {
        try assertExecuteCommand(["help", "path"], expected: HelpText.path)
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
