import Foundation
import Testing

/// The Swift examples of the README and of the DocC catalogs are compiled as they stand
/// there: the `ReadmeExamples` executable's source is generated from them by
/// `scripts/readme-examples.swift`; this test fails when the two differ, and runs the
/// executable so that the examples also work.
@Suite struct ReadmeExamplesSourceTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// What the generator prints for Markdown files.
    func generatedProgram(for markdown: [URL]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try #require(FileManager.default.createFile(atPath: output.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", Self.repository.appendingPathComponent("scripts/readme-examples.swift").path, "--print",
        ] + markdown.map(\.path)
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try String(contentsOf: output, encoding: .utf8)
    }

    @Test func generatedSourceIsCurrent() throws {
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copy) }
        // Generate into a copy of the documented files, so the test never rewrites the tree.
        for folder in ["scripts", "Tests/ReadmeExamples"] {
            try FileManager.default.createDirectory(
                at: copy.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(
            at: Self.repository.appendingPathComponent("scripts/readme-examples.swift"),
            to: copy.appendingPathComponent("scripts/readme-examples.swift"))
        try FileManager.default.copyItem(
            at: Self.repository.appendingPathComponent("README.md"), to: copy.appendingPathComponent("README.md"))
        let sources = Self.repository.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            for catalog in (try? FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(module).path)) ?? []
            where catalog.hasSuffix(".docc") {
                let target = copy.appendingPathComponent("Sources/\(module)/\(catalog)")
                try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                let folder = sources.appendingPathComponent("\(module)/\(catalog)")
                for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".md") {
                    try FileManager.default.copyItem(
                        at: folder.appendingPathComponent(file), to: target.appendingPathComponent(file))
                }
            }
        }
        generator.arguments = ["swift", copy.appendingPathComponent("scripts/readme-examples.swift").path]
        generator.standardOutput = FileHandle.nullDevice
        try generator.run()
        generator.waitUntilExit()
        #expect(generator.terminationStatus == 0)
        let expected = try String(contentsOf: copy.appendingPathComponent("Tests/ReadmeExamples/main.swift"), encoding: .utf8)
        let actual = try String(
            contentsOf: Self.repository.appendingPathComponent("Tests/ReadmeExamples/main.swift"), encoding: .utf8)
        #expect(
            actual == expected,
            "Tests/ReadmeExamples/main.swift is not the documentation's examples: run swift scripts/readme-examples.swift")
    }

    @Test func examplesRun() throws {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4
        where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("ReadmeExamples").path) {
            folder.deleteLastPathComponent()
        }
        let workingFolder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workingFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workingFolder) }
        let process = Process()
        process.executableURL = folder.appendingPathComponent("ReadmeExamples")
        process.currentDirectoryURL = workingFolder  // the examples write files such as preview.png
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the documentation's examples threw or crashed")
    }

    @Test func filesAndBlocksThatStartWithAnImportStartNewScopes() throws {
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
        let second = FileManager.default.temporaryDirectory.appendingPathComponent("article-\(UUID().uuidString).md")
        try "```swift\nlet a = 3\n```\n".write(to: second, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: second)
        }
        let program = try generatedProgram(for: [file, second])
        #expect(program.contains("import LinkBubble\n\n// \(file.lastPathComponent)\nfunc example1() async throws {\n    let a = 1\n    print(a)\n}"))
        #expect(program.contains("func example2() async throws {\n    let a = 2\n}"))
        #expect(program.contains("// \(second.lastPathComponent)\nfunc example3() async throws {\n    let a = 3\n}"))
        #expect(program.hasSuffix("try await example1()\ntry await example2()\ntry await example3()\n"))
        #expect(!program.contains("echo"))
    }
}
