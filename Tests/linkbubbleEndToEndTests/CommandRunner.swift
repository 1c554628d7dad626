import Glibc
import LinkBubbleTestSupport
import Synchronization
import Testing

@testable import linkbubble
import LinkBubbleCommandLine

/// Runs `linkbubble` with `arguments` in this process, as `LinkBubbleCommand.main()`
/// would in its own (``LinkBubbleCommand/run(_:columns:)``), with `input` as its standard
/// input (empty when nil), and returns what it printed and its exit status.
///
/// Help text wraps at `columns` (80 unless given), as ``runToolProcess(_:input:columns:environment:executable:)``
/// sets COLUMNS. The system fonts are the fixed test font set (``testFontSetVariable``).
/// `batch` starts its workers from the built executable (``toolURL()``).
func runCommand(_ arguments: [String], input: String? = nil, columns: Int = 80) throws -> ToolResult {
    _ = testFontSetVariable
    let inputFile = try input.map { try TemporaryFile(text: $0, suffix: ".stdin") }
    let descriptor = open(inputFile?.path ?? "/dev/null", O_RDONLY | O_CLOEXEC)
    try #require(descriptor >= 0, "cannot open the standard input of `linkbubble \(arguments.joined(separator: " "))`")
    defer { close(descriptor) }
    let output = CapturedBytes(), error = CapturedBytes()
    let status = withExtendedLifetime(inputFile) {
        runCommand(arguments, inputDescriptor: descriptor, output: output, error: error, columns: columns)
    }
    return ToolResult(status: status, standardOutput: output.text, standardError: error.text)
}

/// ``runCommand(_:input:columns:)`` reading the descriptor `inputDescriptor` (the
/// caller's: a pipe a test feeds as it goes), what it prints captured in `output` and
/// `error` as it prints it; returns the exit status.
func runCommand(
    _ arguments: [String], inputDescriptor: Int32, output: CapturedBytes, error: CapturedBytes, columns: Int = 80
) -> Int32 {
    _ = testFontSetVariable
    let console = Console(input: inputDescriptor, output: output.append, error: error.append)
    return BatchCommand.$worker.withValue(builtWorker) { console.run { LinkBubbleCommand.run(arguments, columns: columns) } }
}

/// FONTCONFIG_FILE for the commands run in this process, set before the first of them
/// loads the system fonts: `scripts/test`'s file (which includes the fixed test font
/// set) when it is set, else the set's own (``testFontConfiguration()``), so plain
/// `swift test` finds the same fonts.
private let testFontSetVariable: Void = {
    setenv("FONTCONFIG_FILE", testFontConfiguration(), 0)
}()

/// The built executable as a batch's worker, in place of this test process.
private let builtWorker = {
    var worker = BatchCommand.ownWorker
    worker.path = toolURL().path
    return worker
}()

/// Bytes a command printed on a captured ``Console`` stream.
final class CapturedBytes: Sendable {
    private let bytes = Mutex<[UInt8]>([])

    /// Adds `written` after what is already there.
    @Sendable func append(_ written: [UInt8]) {
        bytes.withLock { $0 += written }
    }

    /// Everything written, as UTF-8 text.
    var text: String {
        bytes.withLock { String(decoding: $0, as: UTF8.self) }
    }
}
