import Foundation

/// What one run of the `linkbubble` executable printed and returned.
struct ToolResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// The built `linkbubble` executable, next to the test bundle in the build folder.
func toolURL() -> URL {
    var folder = Bundle.main.bundleURL
    for _ in 0..<4 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("linkbubble").path) {
        folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("linkbubble")
}

/// Runs `linkbubble` with `arguments`, feeding `input` to its standard input.
func runTool(_ arguments: [String], input: String? = nil) throws -> ToolResult {
    let process = Process()
    process.executableURL = toolURL()
    process.arguments = arguments
    let output = Pipe(), error = Pipe(), stdin = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ToolResult(
        status: process.terminationStatus,
        standardOutput: String(decoding: outputData, as: UTF8.self),
        standardError: String(decoding: errorData, as: UTF8.self))
}

/// The repository's Fonts folder.
func fontsFolder() -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts").path
}
