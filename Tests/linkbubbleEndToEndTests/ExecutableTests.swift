import Foundation
import Testing

/// What only a process of the executable shows, each checked against what the same
/// command gives in this process (the other suites' way): help wrapped at the terminal's
/// width (COLUMNS), the exit statuses, and standard input read from the process's own.
@Suite struct ExecutableTests {
    @Test func helpWrapsAtCOLUMNSAndVersionPrints() throws {
        let rootHelp = try String(contentsOf: HelpTests.folder.appendingPathComponent("root.txt"), encoding: .utf8)
        try assertExecuteCommand(["--help"], expected: rootHelp, startsProcess: true)
        let wide = try runToolProcess(["path", "--help"], columns: 200)
        #expect(wide.status == ExitStatus.success)
        #expect(wide.standardOutput == (try runCommand(["path", "--help"], columns: 200)).standardOutput)
        try assertExecuteCommand(["--version"], expected: "0.1.0\n", startsProcess: true)
    }

    @Test func exitStatuses() throws {
        try assertCommandFails(["--frobnicate"], message: "Unknown option '--frobnicate'", startsProcess: true)
        try assertCommandFails(
            ["layout", "--font", "/nonexistent.ttf", "--text", "a"], message: "font file not found: /nonexistent.ttf",
            exitCode: ExitStatus.failure, startsProcess: true)
    }

    /// Swift's `CommandLine.arguments` reads `/proc/self/cmdline` on Linux; the tool
    /// takes its arguments from the C library instead (`CProcessArguments`), so a process
    /// with `/proc` unmounted runs its command rather than printing the root help.
    ///
    /// Not under AddressSanitizer (`scripts/test` sets `ASAN_OPTIONS`): its runtime
    /// reads `/proc` itself and aborts the process without it.
    @Test(
        .enabled(if: ExecutableTests.canUnmountProc, "unshare --mount is not permitted here (it needs root or user namespaces)"),
        .disabled(if: getenv("ASAN_OPTIONS") != nil, "AddressSanitizer's runtime needs /proc"))
    func seesItsArgumentsWithoutProc() throws {
        let script = #"umount -l /proc && test ! -e /proc/self/cmdline && exec "$0" "$@""#
        let result = try runToolProcess(
            ["--mount", "--fork", "sh", "-c", script, toolURL().path, "layout", "--text", "hi"], executable: "/usr/bin/unshare")
        #expect(result.standardError == "")
        #expect(result.status == ExitStatus.success)
        #expect(result.standardOutput == (try runCommand(["layout", "--text", "hi"])).standardOutput)
    }

    /// Whether this process may unmount `/proc` in a mount namespace of its own.
    static let canUnmountProc = (try? runToolProcess(
        ["--mount", "--fork", "sh", "-c", "umount -l /proc"], executable: "/usr/bin/unshare"))?.status == 0

    @Test func readsItsStandardInput() throws {
        try assertExecuteCommand(
            ["path", "--style", "plain"], expected: #"{"bubbles":[{"contours":[[[0,0],[10,0],[10,4.5],[0,4.5]]],"#
                + #""svg":"M 0 0 L 10 0 L 10 4.5 L 0 4.5 Z","bounds":[0,0,10,4.5]}],"center":[5,2.25],"bounds":[0,0,10,4.5]}"#
                + "\n", stdin: "[[0, 0, 10, 4.5]]", startsProcess: true)
    }
}
