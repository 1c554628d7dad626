import ArgumentParser

/// The options of a command that writes one image file: `--scale`, `--out` and
/// `--format`, whose help names the formats of `Format`.
package struct ImageOutputOptions<Format: OutputFormat>: ParsableArguments {
    /// The options at their defaults, for the parser to fill.
    package init() {}

    /// `--scale`: device pixels per point.
    @Option(help: "Device pixels per point.")
    package var scale: Double = defaultScale

    /// `--scale` when not given: 2.
    static var defaultScale: Double { 2 }

    /// `--out`: the file to write.
    @Option(help: ArgumentHelp("The file to write: \(Self.listed { "FILE." + $0 })."))
    package var out: String

    @Option(help: ArgumentHelp("The format to write: \(Self.listed { $0 }) (default: the extension of --out)."))
    var format: Format?

    /// The format to write: `--format`, or the one `--out`'s extension names.
    ///
    /// - Throws: a `ValidationError` when `--scale` is not a positive finite number or
    ///   neither names a format.
    package func validatedFormat() throws -> Format {
        try TextOptions.requireFinite(scale, "--scale", positive: true)
        return try Format.of(out, explicit: format)
    }

    /// The formats' names, written by `name`, as "a or b" / "a, b or c".
    private static func listed(_ name: (String) -> String) -> String {
        let names = Format.allCases.map { name($0.rawValue) }
        return names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
    }
}
