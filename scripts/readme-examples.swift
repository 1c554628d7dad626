// Generates Tests/ReadmeExamples/main.swift from the Swift examples in README.md and in
// the DocC catalogs (Sources/*/*.docc/*.md), so that `swift build` compiles the examples
// exactly as the documentation shows them (Tests/ReadmeTests checks that the generated
// file is up to date, and runs it).
//
//   swift scripts/readme-examples.swift                    # write Tests/ReadmeExamples/main.swift
//   swift scripts/readme-examples.swift --print FILE...    # print the program for Markdown files
//
// Each file, and each block in it that starts with an `import`, begins a new function (a
// new scope); the other blocks continue the function before them, since a document's
// sections build on each other. Imports are collected at the top, and the program calls
// each function in order. The functions are `async throws`, so examples may use `await`.
import Foundation

/// The program for Markdown documents, each given by its name (a comment in the output)
/// and its text.
func program(fromMarkdown documents: [(name: String, text: String)]) -> String {
    var imports: [String] = []
    var scopes: [(name: String, lines: [String])] = []
    for document in documents {
        var block: [String]?
        var isFirstBlock = true
        for line in document.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard var lines = block else {
                if trimmed == "```swift" { block = [] }
                continue
            }
            guard trimmed == "```" else {
                lines.append(line)
                block = lines
                continue
            }
            if isFirstBlock || lines.first?.hasPrefix("import ") == true { scopes.append((document.name, [])) }
            isFirstBlock = false
            for code in lines {
                if code.hasPrefix("import ") {
                    if !imports.contains(code) { imports.append(code) }
                } else {
                    scopes[scopes.count - 1].lines.append(code)
                }
            }
            block = nil
        }
    }
    var output = """
        // Generated from the Swift examples of README.md and the DocC catalogs by
        // scripts/readme-examples.swift: do not edit; after changing an example, run
        // `swift scripts/readme-examples.swift`.

        """
    output += imports.sorted().joined(separator: "\n") + "\n"
    for (index, scope) in scopes.enumerated() {
        let body = scope.lines.drop { $0.isEmpty }.map { $0.isEmpty ? "" : "    " + $0 }
        output += "\n// \(scope.name)\nfunc example\(index + 1)() async throws {\n"
        output += body.joined(separator: "\n") + "\n}\n"
    }
    output += "\n" + scopes.indices.map { "try await example\($0 + 1)()" }.joined(separator: "\n") + "\n"
    return output
}

/// README.md, then every catalog's Markdown files, by path.
func documentedFiles(in repository: URL) throws -> [String] {
    let sources = repository.appendingPathComponent("Sources")
    var catalogs: [String] = []
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
        let moduleFolder = sources.appendingPathComponent(module)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: moduleFolder.path)) ?? []
        for catalog in entries.sorted() where catalog.hasSuffix(".docc") {
            let folder = moduleFolder.appendingPathComponent(catalog)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where file.hasSuffix(".md") {
                catalogs.append("Sources/\(module)/\(catalog)/\(file)")
            }
        }
    }
    return ["README.md"] + catalogs
}

let arguments = Array(CommandLine.arguments.dropFirst())
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
do {
    if arguments.first == "--print", arguments.count >= 2 {
        let documents = try arguments.dropFirst().map { path in
            (name: URL(fileURLWithPath: path).lastPathComponent, text: try String(contentsOfFile: path, encoding: .utf8))
        }
        print(program(fromMarkdown: documents), terminator: "")
    } else if arguments.isEmpty {
        let documents = try documentedFiles(in: repository).map { path in
            (name: path, text: try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8))
        }
        let target = repository.appendingPathComponent("Tests/ReadmeExamples/main.swift")
        try program(fromMarkdown: documents).write(to: target, atomically: true, encoding: .utf8)
        print("wrote \(target.path)")
    } else {
        FileHandle.standardError.write(Data("usage: swift scripts/readme-examples.swift [--print FILE.md...]\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("readme-examples: \(error)\n".utf8))
    exit(1)
}
