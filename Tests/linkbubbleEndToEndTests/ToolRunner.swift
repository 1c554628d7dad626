import Foundation
import LinkBubbleTestSupport
import Synchronization

/// What one run of `linkbubble` printed and returned, in this process
/// (``runCommand(_:input:columns:)``) or in its own (``runToolProcess(_:input:columns:environment:executable:)``).
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

/// Starts the `linkbubble` executable (or `executable`) with `arguments`, feeding `input`
/// to its standard input, with `environment` added to this process's environment, and
/// waits for it: for what only a process shows (exit statuses, signals, a batch killed
/// midway, the environment, such as workers made to crash or hang). Other tests run
/// commands in this process (``runCommand(_:input:columns:)``).
///
/// Standard input, output and error go through temporary files rather than pipes, so
/// a large output can never fill a pipe and block, and no write can be interrupted.
/// COLUMNS is set to `columns` (80 unless given), so help text wraps the same in every
/// terminal, and FONTCONFIG_FILE to the fixed test font set (``testFontConfiguration()``)
/// unless `environment` names another, so the system's fonts are the same on every
/// machine, under `scripts/test` or plain `swift test`.
func runToolProcess(
    _ arguments: [String], input: String? = nil, columns: Int = 80, environment: [String: String] = [:],
    executable: String? = nil
) throws -> ToolResult {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("linkbubble-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let inputURL = folder.appendingPathComponent("stdin")
    let outputURL = folder.appendingPathComponent("stdout")
    let errorURL = folder.appendingPathComponent("stderr")
    try Data((input ?? "").utf8).write(to: inputURL)
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let process = Process()
    process.executableURL = executable.map(URL.init(fileURLWithPath:)) ?? toolURL()
    process.arguments = arguments
    let fixed = ["COLUMNS": String(columns), "FONTCONFIG_FILE": testFontConfiguration()]
    process.environment = ProcessInfo.processInfo.environment.merging(fixed.merging(environment) { $1 }) { $1 }
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    process.waitUntilExit()
    return ToolResult(
        status: process.terminationStatus,
        standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
        standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
}

/// The repository's Fonts folder.
func fontsFolder() -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts").path
}

/// The fontconfig file of the fixed test font set: `Tests/Fonts/fonts.conf`.
func testFontConfiguration() -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts/fonts.conf").path
}

/// `body` started at once on a thread of its own, for a test that goes on meanwhile and
/// awaits the result later (``value``). A task would first wait for one of Swift
/// Testing's threads, which tests that block can hold for minutes under a sanitizer, so
/// a test that gives `body` a deadline would measure that wait, not `body`.
final class StartedThread<T: Sendable>: Sendable {
    private let result = Mutex<Result<T, any Error>?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `body`.
    init(_ body: @escaping @Sendable () throws -> T) {
        Thread { [self] in
            let outcome = Result { try body() }
            result.withLock { $0 = outcome }
            finished.signal()
        }.start()
    }

    /// What `body` returned or threw, once it has.
    var value: T {
        get async throws {
            try await onOwnThread { [self] in
                finished.wait()
                finished.signal()
                guard let outcome = result.withLock({ $0 }) else { preconditionFailure("signalled without a result") }
                return try outcome.get()
            }
        }
    }
}

/// ``runToolProcess(_:input:columns:environment:executable:)``, waiting on a thread of its
/// own (``onOwnThread(_:)``).
func runToolProcess(
    _ arguments: [String], input: String? = nil, columns: Int = 80, environment: [String: String] = [:],
    executable: String? = nil
) async throws -> ToolResult {
    try await onOwnThread {
        try runToolProcess(arguments, input: input, columns: columns, environment: environment, executable: executable)
    }
}

/// ``runCommand(_:input:columns:)``, on a thread of its own (``onOwnThread(_:)``): for
/// `batch`, whose command waits for its worker processes.
func runCommand(_ arguments: [String], input: String? = nil, columns: Int = 80) async throws -> ToolResult {
    try await onOwnThread { try runCommand(arguments, input: input, columns: columns) }
}
