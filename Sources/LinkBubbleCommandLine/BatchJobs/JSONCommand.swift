import ArgumentParser
import InternalUtilities
import LinkBubbleJSON

/// A command whose options a job gives as JSON (a `batch` job, or the body of a
/// `linkbubble serve` request), decoded by its ``JobTemplate``.
package protocol JobCommand: ParsableCommand {
    /// The fewest arguments the command parses from: those it cannot do without. Every
    /// job gives its own of these, so a job's command starts from them unset (see
    /// ``JobTemplate``).
    static var templateArguments: [String] { get }

    /// Checks what only the options together can tell, once a job is decoded.
    ///
    /// - Throws: a one-line `ValidationError`.
    func validateJob() throws

    /// Checks that a job gives the keys the command cannot do without (besides `out`,
    /// which every `batch` job needs): by default, `text` or `text-file`.
    ///
    /// - Throws: a one-line `ValidationError` naming what is missing.
    static func checkRequiredKeys(_ keys: Set<String>) throws
}

extension JobCommand {
    /// `text` or `text-file`.
    package static func checkRequiredKeys(_ keys: Set<String>) throws { try checkTextKeys(keys) }

    /// Checks that `keys` hold `text` or `text-file`.
    package static func checkTextKeys(_ keys: Set<String>) throws {
        guard keys.contains("text") || keys.contains("text-file") else {
            throw ValidationError("the job has no \"text\" or \"text-file\"")
        }
    }
}

/// A command that produces one line of JSON, so that `batch` can run it from a job
/// and collect the line instead of printing it.
package protocol JSONCommand: JobCommand {
    /// Does the work and returns the JSON line, without its newline; the command's file
    /// goes to `writeFile` (its bytes and path), which the tool's own commands write at
    /// once and `batch` writes on its own thread (``WorkerAnswers``).
    func execute(writeFile: (_ bytes: [UInt8], _ path: String) throws -> Void) throws -> [UInt8]
}

extension JSONCommand {
    /// Runs the command as the tool does: its JSON line and a newline, written at once.
    package func printResult() throws {
        Console.current.output(try execute(writeFile: OutputFile.write) + [UInt8(ascii: "\n")])
    }

    /// `--out` (the file to write, which every job names) and a range (a job gives its
    /// own `range` or `at`).
    package static var templateArguments: [String] { ["--out", "", "--range", "0:0"] }
}
