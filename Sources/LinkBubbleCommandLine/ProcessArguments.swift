import CProcessArguments

/// The arguments this process started with.
package enum ProcessArguments {
    /// The arguments, the tool's name first: the C library's `argv`, kept before `main`
    /// by a constructor (`CProcessArguments`), so that a process without `/proc` (where
    /// Swift's `CommandLine.arguments` finds none on Linux) still sees its command;
    /// `CommandLine.arguments` where the C library gives constructors no arguments.
    package static let all: [String] = {
        let count = Int(lb_argument_count())
        guard count > 0, let arguments = lb_arguments() else { return CommandLine.arguments }
        return (0..<count).map { index in arguments[index].map { String(cString: $0) } ?? "" }
    }()
}
