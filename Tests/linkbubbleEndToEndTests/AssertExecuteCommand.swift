import Testing

/// Exit statuses of `linkbubble`, as swift-argument-parser's `ExitCode` gives them.
enum ExitStatus {
    /// The command did what it was asked.
    static let success: Int32 = 0
    /// The command failed at run time (a file it could not read, a job that failed).
    static let failure: Int32 = 1
    /// The arguments were wrong (EX_USAGE).
    static let validationFailure: Int32 = 64
}

/// Runs `linkbubble` with `arguments` and checks, as swift-argument-parser's
/// `AssertExecuteCommand(command:expected:exitCode:)` does, the whole standard output
/// against `expected`, the whole standard error against `expectedError` and the exit
/// status against `exitCode`. A text that differs is shown as a line diff.
///
/// - Parameters:
///   - stdin: The standard input (empty when nil).
///   - startsProcess: Whether the command runs in a process of the executable
///     (``runToolProcess(_:input:columns:environment:executable:)``) rather than in this
///     one (``runCommand(_:input:columns:)``).
func assertExecuteCommand(
    _ arguments: [String], expected: String, expectedError: String = "", exitCode: Int32 = ExitStatus.success,
    stdin: String? = nil, startsProcess: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let result = try startsProcess ? runToolProcess(arguments, input: stdin) : runCommand(arguments, input: stdin)
    let command = (["linkbubble"] + arguments).joined(separator: " ")
    if let diff = lineDiff(expected: expected, actual: result.standardOutput) {
        Issue.record("standard output of `\(command)` differs (- expected, + actual):\n\(diff)", sourceLocation: sourceLocation)
    }
    if let diff = lineDiff(expected: expectedError, actual: result.standardError) {
        Issue.record("standard error of `\(command)` differs (- expected, + actual):\n\(diff)", sourceLocation: sourceLocation)
    }
    if result.status != exitCode {
        Issue.record("`\(command)` exited with \(result.status), expected \(exitCode)", sourceLocation: sourceLocation)
    }
}

/// Runs `linkbubble` with arguments that it must reject, and checks that it prints nothing
/// on standard output and exactly the one line `linkbubble: error: MESSAGE` on standard
/// error, and exits with `exitCode` (in this process unless `startsProcess`).
func assertCommandFails(
    _ arguments: [String], message: String, exitCode: Int32 = ExitStatus.validationFailure,
    stdin: String? = nil, startsProcess: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    try assertExecuteCommand(
        arguments, expected: "", expectedError: "linkbubble: error: \(message)\n", exitCode: exitCode,
        stdin: stdin, startsProcess: startsProcess, sourceLocation: sourceLocation)
}

/// The lines of `expected` and `actual` with each line that only `expected` has marked
/// `-`, each line that only `actual` has marked `+` and the shared lines indented by a
/// space; nil when the texts are equal.
func lineDiff(expected: String, actual: String) -> String? {
    guard expected != actual else { return nil }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var removed = Set<Int>(), inserted = Set<Int>()
    for change in actualLines.difference(from: expectedLines) {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
    }
    var lines: [String] = []
    var expectedIndex = 0, actualIndex = 0
    while expectedIndex < expectedLines.count || actualIndex < actualLines.count {
        if removed.contains(expectedIndex) {
            lines.append("-" + expectedLines[expectedIndex])
            expectedIndex += 1
        } else if inserted.contains(actualIndex) {
            lines.append("+" + actualLines[actualIndex])
            actualIndex += 1
        } else {
            lines.append(" " + expectedLines[expectedIndex])
            expectedIndex += 1
            actualIndex += 1
        }
    }
    return lines.joined(separator: "\n")
}

/// `text` with each duration of a batch's summary ("in 1.7 s") written "in T s", for an
/// exact comparison.
func withoutDuration(_ text: String) -> String {
    text.replacing(#/ in [0-9]+\.[0-9] s/#, with: " in T s")
}
