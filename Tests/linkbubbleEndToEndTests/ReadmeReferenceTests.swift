import Foundation
import Testing

/// The README's command-line reference stays the tool's own help.
@Suite struct ReadmeReferenceTests {
    @Test func theReadmeShowsTheToolsHelp() throws {
        let readmeURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Command-line reference\n\n```text\n").last)
        let shown = try #require(section.components(separatedBy: "```").first)
        let help = try runTool(["--help"], columns: 200)
        #expect(help.status == 0)
        #expect(shown == help.standardOutput.trimmingCharacters(in: .newlines) + "\n", "README's reference vs linkbubble --help")
    }
}
