import InternalUtilities

/// Where the tool's commands read standard input and print: the process's descriptors
/// 0, 1 and 2, or, when a test runs commands in its own process, a file and buffers of
/// that test's own.
///
/// The current console is task-local: Swift Testing runs tests concurrently, each in a
/// task, so a test's commands read and print only its own. Threads a command starts do
/// not inherit it: the command gives them what they print through (as `batch` gives its
/// runner ``output``).
package struct Console: Sendable {
    /// The console the running command reads and prints on.
    @TaskLocal package static var current = Console.standard

    /// The process's own standard input, output and error; a failed write to standard
    /// output is kept for the tool to report (``StandardOutput``).
    package static let standard = Console(
        input: 0, output: StandardOutput.write, error: { FileDescriptorWriting.writeAll($0, to: 2) }, errorDescriptor: 2)

    /// The descriptor read as standard input.
    package var input: Int32

    /// Takes what the command prints on standard output, whole writes in order.
    package var output: @Sendable ([UInt8]) -> Void

    /// Takes what the command prints on standard error.
    package var error: @Sendable ([UInt8]) -> Void

    /// The descriptor standard error writes to, nil when it is captured: for what only a
    /// terminal shows, such as the progress bar of `batch`.
    package var errorDescriptor: Int32?

    /// A console that reads the descriptor `input` and prints through `output` and
    /// `error`, whose descriptor is `errorDescriptor` (nil when `error` captures what it takes).
    package init(
        input: Int32, output: @escaping @Sendable ([UInt8]) -> Void, error: @escaping @Sendable ([UInt8]) -> Void,
        errorDescriptor: Int32? = nil
    ) {
        (self.input, self.output, self.error, self.errorDescriptor) = (input, output, error, errorDescriptor)
    }

    /// Writes `text` to standard output as it is (no newline is added).
    package func write(_ text: String) {
        output(Array(text.utf8))
    }

    /// Writes `text` to standard error as it is.
    package func writeError(_ text: String) {
        error(Array(text.utf8))
    }

    /// Runs `body` with this console as the current one, its input the standard input
    /// that file reads take (`BoundedFileReading`).
    package func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Console.$current.withValue(self) {
            try BoundedFileReading.$standardInput.withValue(input, operation: body)
        }
    }
}
