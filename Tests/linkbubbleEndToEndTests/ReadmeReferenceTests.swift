import Foundation
import Testing

/// The README's command-line reference stays the tool's own help: every `text` block of
/// that section that starts with `$ linkbubble ... --help` shows exactly what the command
/// prints in a 200-column terminal.
@Suite struct ReadmeReferenceTests {
    /// The help blocks of the README's "Command-line reference" section: the command's
    /// arguments (without `linkbubble`) and the text shown under it.
    static func helpBlocks() throws -> [(arguments: [String], shown: String)] {
        let readmeURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let start = try #require(readme.range(of: "\n## Command-line reference\n"))
        let end = readme[start.upperBound...].range(of: "\n## ")?.lowerBound ?? readme.endIndex
        return readme[start.upperBound..<end].components(separatedBy: "```text\n").dropFirst().compactMap { block in
            let body = block.components(separatedBy: "```")[0]
            guard let newline = body.firstIndex(of: "\n"), body.hasPrefix("$ linkbubble ") else { return nil }
            let command = body[..<newline].dropFirst("$ linkbubble ".count)
            guard command.hasSuffix("--help") else { return nil }
            return (command.split(separator: " ").map(String.init), String(body[body.index(after: newline)...]))
        }
    }

    @Test func theReadmeShowsTheToolsHelp() throws {
        let blocks = try Self.helpBlocks()
        // The overview, the fonts command with the text options every text command shares,
        // rects with the target options, path with the bubble options, bench, and serve.
        #expect(
            blocks.map { $0.arguments.joined(separator: " ") }
                == ["--help", "fonts --help", "rects --help", "path --help", "bench --help", "serve --help"])
        for (arguments, shown) in blocks {
            let help = try runCommand(arguments, columns: 200)
            #expect(help.status == 0)
            #expect(
                shown == help.standardOutput.trimmingCharacters(in: .newlines) + "\n",
                "README's reference vs linkbubble \(arguments.joined(separator: " "))")
        }
    }
}
