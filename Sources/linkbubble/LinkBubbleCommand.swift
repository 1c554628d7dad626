import ArgumentParser
import LinkBubble
import LinkBubbleJSON

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
        subcommands: [
            DemoCommand.self, LayoutCommand.self, FontsCommand.self, RectsCommand.self, PathCommand.self,
            RenderCommand.self, MaskCommand.self, BatchCommand.self, GalleryCommand.self, BenchCommand.self,
        ])

    /// Runs the tool. Errors print one line, `linkbubble: error: ...`, on standard
    /// error and exit non-zero; help and version requests print as usual. A batch's
    /// worker process goes straight to its loop (``BatchCommand/serveAsWorker()``).
    static func main() {
        if BatchCommand.isStartedAsWorker {
            BatchCommand.serveAsWorker()
            Glibc.exit(0)
        }
        let status = runReportingErrors()
        warnIfSystemFontsFailedToLoad()
        Glibc.exit(status)
    }

    /// Says once, on standard error, that fontconfig's configuration failed to load
    /// (a missing or malformed `FONTCONFIG_FILE`), when the command needed system fonts:
    /// its text may then be drawn in missing glyphs.
    private static func warnIfSystemFontsFailedToLoad() {
        guard let error = SystemFontSource.shared.configurationError else { return }
        StandardError.write("linkbubble: warning: system fonts are off: \(error)\n")
    }

    /// Runs the tool and returns its exit status, after printing an error's one line.
    ///
    /// It returns rather than exiting from inside `catch`, so the error is released
    /// before `exit`: swift-argument-parser's errors hold their values through
    /// pointers with enum tag bits set, which LeakSanitizer cannot follow, so an error
    /// still alive at exit is reported as a leak under AddressSanitizer.
    private static func runReportingErrors() -> Int32 {
        do {
            var command = try parseAsRoot()
            try command.run()
            return ExitCode.success.rawValue
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            let error = reportable(error)
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            StandardError.write("linkbubble: error: \(message)\n")
            return code.rawValue
        }
    }

    /// `error` as the tool reports it: the ``JSONInputError`` of a JSON reader becomes the
    /// `ValidationError` of its message, which prints as `linkbubble: error: MESSAGE` and
    /// exits with status 64, as a bad option does.
    static func reportable(_ error: any Error) -> any Error {
        guard let input = error as? JSONInputError else { return error }
        return ValidationError(input.message)
    }
}
