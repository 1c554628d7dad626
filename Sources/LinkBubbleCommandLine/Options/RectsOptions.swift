import ArgumentParser
import LinkBubble
import LinkBubbleJSON

/// `--rects` and `--rects-file`: a JSON array of `[x, y, width, height]` rects, for
/// `path`, `mask` and `annotate`; and `--canvas`, the size of the image they are drawn on.
package struct RectsOptions: ParsableArguments {
    /// The options at their defaults, for the parser to fill.
    package init() {}

    /// `--rects`: the rects, inline.
    @Option(help: "The rects as a JSON array of [x, y, width, height] arrays.")
    package var rects: String?

    /// `--rects-file`: a file holding the rects.
    @Option(help: "A file holding the JSON array of rects.")
    package var rectsFile: String?

    /// Whether `--rects` or `--rects-file` is given.
    package var isGiven: Bool { rects != nil || rectsFile != nil }

    /// The rects of `--rects` or `--rects-file`; when neither is given, those of
    /// standard input, or nil when `standardInput` is false.
    ///
    /// - Throws: a `ValidationError` when both are given or the file cannot be read,
    ///   the reader's ``JSONInputError``.
    package func read(standardInput: Bool) throws -> [Rect]? {
        switch (rects, rectsFile) {
        case (let inline?, nil):
            return try RectsParser.parse(inline)
        case (nil, let path?):
            return try Self.readFile(atPath: path)
        case (nil, nil):
            guard standardInput else { return nil }
            return try (JSONReader.readInput(atPath: nil) ?? []).withUnsafeBytes { try RectsParser.parse(utf8: $0) }
        case (_?, _?):
            throw ValidationError("give --rects or --rects-file, not both")
        }
    }

    /// The rects of the file `--rects-file` names (`path`, `mask`, `annotate` and
    /// `bench` read it alike).
    package static func readFile(atPath path: String) throws -> [Rect] {
        guard let contents = try JSONReader.readInput(atPath: path) else {
            throw ValidationError("cannot read --rects-file '\(path)'")
        }
        return try contents.withUnsafeBytes { try RectsParser.parse(utf8: $0) }
    }

    /// The size `--canvas W,H` gives (each side at least 1), or nil for none.
    ///
    /// - Throws: a `ValidationError` naming `--canvas`.
    package static func canvasSize(_ canvas: String?) throws -> Size? {
        guard let canvas else { return nil }
        let values = try NumberList.parse(canvas, option: "--canvas", count: 2...2)
        guard values.allSatisfy({ $0 >= 1 }) else {
            throw ValidationError("--canvas sides must be at least 1, not '\(canvas)'")
        }
        return Size(width: values[0], height: values[1])
    }
}
