// Generates Tests/ReadmeExamples/main.swift from the Swift examples in README.md, so
// that `swift build` compiles the README's examples exactly as the README shows them
// (Tests/ReadmeTests checks that the generated file is up to date, and runs it).
//
//   swift scripts/readme-examples.swift                 # write Tests/ReadmeExamples/main.swift
//   swift scripts/readme-examples.swift --print FILE    # print the program for a Markdown file
//
// Every block that starts with an `import` begins a new function (a new scope); the
// blocks after it continue that function, since the README's sections build on each
// other. Imports are collected at the top, and the program calls each function.
import Foundation

func program(fromMarkdown markdown: String) -> String {
    var imports: [String] = []
    var scopes: [[String]] = []
    var block: [String]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
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
        if lines.first?.hasPrefix("import ") == true || scopes.isEmpty { scopes.append([]) }
        for code in lines {
            if code.hasPrefix("import ") {
                if !imports.contains(code) { imports.append(code) }
            } else {
                scopes[scopes.count - 1].append(code)
            }
        }
        block = nil
    }
    var output = """
        // Generated from the Swift examples in README.md by scripts/readme-examples.swift:
        // do not edit; after changing the README, run `swift scripts/readme-examples.swift`.

        """
    output += imports.joined(separator: "\n") + "\n"
    for (index, scope) in scopes.enumerated() {
        let body = scope.drop { $0.isEmpty }.map { $0.isEmpty ? "" : "    " + $0 }
        output += "\nfunc example\(index + 1)() throws {\n" + body.joined(separator: "\n") + "\n}\n"
    }
    output += "\n" + scopes.indices.map { "try example\($0 + 1)()" }.joined(separator: "\n") + "\n"
    return output
}

let arguments = CommandLine.arguments.dropFirst()
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
do {
    if arguments.first == "--print", arguments.count == 2 {
        let markdown = try String(contentsOfFile: arguments.last!, encoding: .utf8)
        print(program(fromMarkdown: markdown), terminator: "")
    } else if arguments.isEmpty {
        let markdown = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let target = repository.appendingPathComponent("Tests/ReadmeExamples/main.swift")
        try program(fromMarkdown: markdown).write(to: target, atomically: true, encoding: .utf8)
        print("wrote \(target.path)")
    } else {
        FileHandle.standardError.write(Data("usage: swift scripts/readme-examples.swift [--print FILE.md]\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("readme-examples: \(error)\n".utf8))
    exit(1)
}
