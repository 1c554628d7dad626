import Foundation
import Testing

/// The README's Swift examples are compiled as they stand in the README: the
/// `ReadmeExamples` executable's source is generated from them by
/// `scripts/readme-examples.swift`; this test fails when the two differ, and runs the
/// executable so that the examples also work.
@Suite struct ReadmeExamplesSourceTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// What the generator prints for a Markdown file.
    func generatedProgram(for markdown: URL) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", Self.repository.appendingPathComponent("scripts/readme-examples.swift").path, "--print",
            markdown.path,
        ]
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try String(contentsOf: output, encoding: .utf8)
    }

    @Test func generatedSourceMatchesTheReadme() throws {
        let expected = try generatedProgram(for: Self.repository.appendingPathComponent("README.md"))
        let actual = try String(
            contentsOf: Self.repository.appendingPathComponent("Tests/ReadmeExamples/main.swift"), encoding: .utf8)
        #expect(
            actual == expected,
            "Tests/ReadmeExamples/main.swift is not the README's examples: run swift scripts/readme-examples.swift")
    }

    @Test func examplesRun() throws {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4
        where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("ReadmeExamples").path) {
            folder.deleteLastPathComponent()
        }
        let process = Process()
        process.executableURL = folder.appendingPathComponent("ReadmeExamples")
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the README's examples threw or crashed")
    }

    @Test func blocksThatStartWithAnImportStartANewScope() throws {
        let markdown = """
            text
            ```swift
            import LinkBubble
            let a = 1
            ```
            ```sh
            echo not swift
            ```
            ```swift
            print(a)
            ```
            ```swift
            import LinkBubble
            let a = 2
            ```
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).md")
        try markdown.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let program = try generatedProgram(for: file)
        #expect(program.contains("import LinkBubble\n\nfunc example1() throws {\n    let a = 1\n    print(a)\n}"))
        #expect(program.contains("func example2() throws {\n    let a = 2\n}"))
        #expect(program.hasSuffix("try example1()\ntry example2()\n"))
        #expect(!program.contains("echo"))
    }
}
