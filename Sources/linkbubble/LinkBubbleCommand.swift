import ArgumentParser

#if canImport(Glibc)
    import Glibc
#endif

/// The `linkbubble` command-line tool.
@main
struct LinkBubbleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "linkbubble",
        abstract: "Lay out text, compute link-bubble geometry and render link previews.",
        version: LinkBubbleVersion.current,
        subcommands: [DemoCommand.self, PathCommand.self])

    /// Runs the tool. Errors print one line, `linkbubble: error: ...`, on standard
    /// error and exit non-zero; help and version requests print as usual.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            StandardError.write("linkbubble: error: \(message)\n")
            Glibc.exit(code.rawValue)
        }
    }
}
