import ArgumentParser
import InternalUtilities
import LinkBubbleJSON

/// `--precision N`, the option of every command that prints JSON: how its numbers are
/// written.
package struct JSONOutputOptions: ParsableArguments {
    /// The options at their defaults, for the parser to fill.
    package init() {}

    @Option(
        help: ArgumentHelp(
            "Round the printed numbers to N decimals, 0 to 9 (default: the shortest text that reads back to the same number).",
            valueName: "N"))
    var precision: Int?

    /// The number format `--precision` asks for.
    ///
    /// - Throws: a `ValidationError` when N is not 0 through 9.
    package func numberFormat() throws -> JSONNumberFormat {
        guard let precision else { return .shortest }
        let maximum = JSONNumberFormat.maximumFractionDigits
        guard (0...maximum).contains(precision) else {
            throw ValidationError("--precision must be 0 to \(maximum), not \(precision)")
        }
        return .fractionDigits(precision)
    }

    /// A writer of the format `--precision` asks for that writes to the console's standard output in
    /// chunks (one write for a document under ``/LinkBubbleJSON/JSONWriter/chunkSize``).
    package func standardOutput() throws -> JSONWriter {
        JSONWriter(numbers: try numberFormat(), sink: Console.current.output)
    }
}
