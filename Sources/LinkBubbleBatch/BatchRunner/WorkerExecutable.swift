/// The program a ``BatchRunner`` starts as each of its workers, which serves jobs with
/// ``BatchWorker/serve(_:)``.
package struct WorkerExecutable: Sendable {
    /// The executable's path.
    package var path: String
    /// Its arguments, its name first (`argv`).
    package var arguments: [String]

    /// The program at `path`, started with `arguments` (its name first).
    package init(path: String, arguments: [String]) {
        (self.path, self.arguments) = (path, arguments)
    }

    /// This process's own executable, so that a tool can be its own worker: on Linux
    /// `/proc/self/exe` (the file itself, wherever it was started from), elsewhere the
    /// path it was started with.
    package static var ownPath: String {
        #if os(Linux)
            "/proc/self/exe"
        #else
            CommandLine.arguments[0]
        #endif
    }
}
