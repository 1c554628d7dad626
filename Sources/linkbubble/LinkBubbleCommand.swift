import ArgumentParser
import LinkBubble
import LinkBubbleCommandLine

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
        subcommands: subcommands)

    /// The commands; `serve` only with the Service trait (Package.swift).
    private static var subcommands: [any ParsableCommand.Type] {
        var commands: [any ParsableCommand.Type] = [
            DemoCommand.self, LayoutCommand.self, FontsCommand.self, RectsCommand.self, PathCommand.self,
            RenderCommand.self, MaskCommand.self, AnnotateCommand.self, AnimateCommand.self, BatchCommand.self, GalleryCommand.self, BenchCommand.self,
        ]
        #if Service
            commands.append(ServeCommand.self)
        #endif
        return commands
    }

    /// Prepares the process (``ToolProcess/prepare()``), runs the tool on its arguments (see
    /// ``run(_:columns:)``), warns when the system fonts failed to load, and exits with the
    /// command's status, or 1 with a one-line error when standard output lost what the
    /// command printed (``StandardOutput``). A batch's worker process goes straight to its
    /// loop (``BatchCommand/serveAsWorker()``).
    static func main() {
        ToolProcess.prepare()
        if BatchCommand.isStartedAsWorker {
            BatchCommand.serveAsWorker()
            Glibc.exit(0)
        }
        var status = run(Array(ProcessArguments.all.dropFirst()))
        warnIfSystemFontsFailedToLoad()
        if let reason = StandardOutput.failureReason {
            Console.current.writeError("linkbubble: error: cannot write to standard output: \(reason)\n")
            if status == ExitCode.success.rawValue { status = ExitCode.failure.rawValue }
        }
        Glibc.exit(status)
    }

    /// Says once, on standard error, that fontconfig's configuration failed to load
    /// (a missing or malformed `FONTCONFIG_FILE`), when the command needed system fonts:
    /// its text may then be drawn in missing glyphs.
    private static func warnIfSystemFontsFailedToLoad() {
        guard let error = SystemFontSource.shared.configurationError else { return }
        Console.current.writeError("linkbubble: warning: system fonts are off: \(error)\n")
    }

    /// Runs the tool on `arguments` (without the tool's name), reading and printing on
    /// the current ``Console``, and returns its exit status. Errors print one line,
    /// `linkbubble: error: ...`, on standard error, an unknown option before any other
    /// (``unknownOptionMessage(in:)``); help and version requests print in full on
    /// standard output and return 0.
    ///
    /// It returns rather than exiting, so tests run commands in their own process, and
    /// so the error is released before `main()` exits: swift-argument-parser's errors
    /// hold their values through pointers with enum tag bits set, which LeakSanitizer
    /// cannot follow, so an error still alive at exit is reported as a leak under
    /// AddressSanitizer.
    ///
    /// - Parameter columns: The width help text wraps to; nil for the terminal's
    ///   (COLUMNS, or the terminal's own width, or 80).
    static func run(_ arguments: [String], columns: Int? = nil) -> Int32 {
        var command: any ParsableCommand
        do {
            command = try Self.command(parsing: arguments)
        } catch {
            return report(error, arguments: arguments, columns: columns)
        }
        do {
            try command.run()
            return ExitCode.success.rawValue
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch where error is CleanExit || !isToolCommand(command) {
            // Help and version, and the parser's own commands (`help`), which throw its errors.
            return report(error, arguments: arguments, columns: columns)
        } catch {
            // One of the tool's commands parsed, so every option is known and the error is
            // not the parser's: its message and status are the same whatever command reports
            // it, and asking an empty set of arguments for them (``ToolErrors``) spares
            // building the command's usage twice.
            let message = withExpectedValue(ToolErrors.oneLineMessage(for: error), arguments: arguments)
            Console.current.writeError("linkbubble: error: \(message)\n")
            return ToolErrors.exitCode(for: error)
        }
    }

    /// Whether `command` is one of the tool's subcommands, rather than the root or a
    /// command swift-argument-parser adds.
    private static func isToolCommand(_ command: any ParsableCommand) -> Bool {
        configuration.subcommands.contains { ObjectIdentifier($0) == ObjectIdentifier(type(of: command)) }
    }

    /// Prints what the tool says for `error`, thrown while parsing `arguments` (or by a
    /// command that is not the tool's, or a ``CleanExit``), and returns the exit status:
    /// help and version in full on standard output, any other error on one line on
    /// standard error.
    private static func report(_ error: any Error, arguments: [String], columns: Int?) -> Int32 {
        let error = ToolErrors.reportable(error)
        let code = exitCode(for: error)
        guard code != .success else {
            // What `exit(withError:)` prints for a help or version request.
            let text = fullMessage(for: error, columns: columns)
            if !text.isEmpty { Console.current.write(text + "\n") }
            return code.rawValue
        }
        if let unknown = unknownOptionMessage(in: arguments) {
            Console.current.writeError("linkbubble: error: \(unknown)\n")
            return ExitCode.validationFailure.rawValue
        }
        let firstLine = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
        let message = withExpectedValue(firstLine, arguments: arguments)
        Console.current.writeError("linkbubble: error: \(message)\n")
        return code.rawValue
    }

    /// The command `arguments` ask for, parsed in time linear in their number: the
    /// repeatable options are lifted out first (``LiftedOptions``) and set on the parsed
    /// command. A command without one of them is parsed from all the arguments again, so
    /// the parser reports the options it does not have.
    static func command(parsing arguments: [String]) throws -> any ParsableCommand {
        let lifted = LiftedOptions(arguments)
        guard !lifted.isEmpty else { return try parsed(arguments) }
        return try lifted.applied(to: parsed(lifted.remaining)) ?? parseAsRoot(arguments)
    }

    /// `arguments` parsed as the tool's root would parse them, but as the subcommand they
    /// name first, taken as its own root, when that can only give the same answer:
    /// descending from the root builds the subcommand's argument set several more times,
    /// which in a debug build (where swift-argument-parser validates each) is most of a
    /// parse. The root adds only `--version` and help, which the subcommand alone does not
    /// take; with any argument that may ask for them, or when the subcommand's parse asks
    /// for help itself, the root parses. A parse error is the subcommand's either way, in
    /// the same words (the parser words it from the subcommand's options); only the usage
    /// after its first line, which the tool does not print, names the tool.
    private static func parsed(_ arguments: [String]) throws -> any ParsableCommand {
        let command = commandType(running: arguments)
        guard ObjectIdentifier(command) != ObjectIdentifier(Self.self),
            !arguments.dropFirst().prefix(while: { $0 != "--" }).contains(where: mayAskTheRoot)
        else { return try parseAsRoot(arguments) }
        let parsed = try command.parseAsRoot(Array(arguments.dropFirst()))
        guard ObjectIdentifier(type(of: parsed)) == ObjectIdentifier(command) else { return try parseAsRoot(arguments) }
        return parsed
    }

    /// Whether `argument` may be one of the root's own options (`--version`, `-h`,
    /// `--help`) or one that swift-argument-parser adds to every root (`--experimental-...`,
    /// `--generate-completion-script`): any short option counts, as those combine (`-ho`),
    /// but not a negative number.
    private static func mayAskTheRoot(_ argument: String) -> Bool {
        guard argument.hasPrefix("--") else { return argument.hasPrefix("-") && argument.dropFirst().first?.isLetter == true }
        let name = argument.split(separator: "=", maxSplits: 1)[0]
        return name == "--version" || name == "--help" || name.hasPrefix("--experimental") || name.hasPrefix("--generate-completion")
    }
}
