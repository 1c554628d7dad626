import ArgumentParser
import InternalUtilities
import LinkBubble
import LinkBubbleCommandLine

/// `linkbubble path`: the link-highlight bubbles around a JSON array of rects.
struct PathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Compute the bubbles around rects: their outlines, rounded paths, bounds and center.",
        discussion: """
            Reads a JSON array of [x, y, width, height] rects (y grows downward) from --rects, \
            --rects-file or standard input. JSON output: {"bubbles": [{"contours": [[[x, y], ...], ...], \
            "svg": "M ... Z", "bounds": [x, y, w, h]}], "center": [x, y], "bounds": [x, y, w, h]}, where \
            contours are the rings before rounding (outer ring first, then holes) and svg is the rounded path. \
            Give a value starting with a minus sign with '=', as in --clip=-10,0,200,50.
            """)

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, svg
    }

    @Option(help: "The rects as a JSON array of [x, y, width, height] arrays.")
    var rects: String?

    @Option(help: "A file holding the JSON array of rects.")
    var rectsFile: String?

    @OptionGroup var styleOptions: StyleOptions

    @Option(help: ArgumentHelp("Clip the rects to this visible rect first.", valueName: "X,Y,W,H"))
    var clip: String?

    @Option(help: "The output format: json or svg.")
    var format: Format = .json

    @OptionGroup var jsonOutput: JSONOutputOptions

    func run() throws {
        var output = try jsonOutput.standardOutput()
        let input = try readRects()
        let layout = try BubbleLayout(
            rects: input, style: try styleOptions.bubbleStyle(), visibleRect: try clipRect(),
            maximumCorners: RectUnion.maximumCorners)
        try layout.requireFiniteEdges()
        switch format {
        case .json: try PathOutput.writeJSON(layout, to: &output)
        case .svg: Console.current.output(try PathOutput.svg(layout))
        }
    }

    private func readRects() throws -> [Rect] {
        switch (rects, rectsFile) {
        case (let inline?, nil):
            return try RectsParser.parse(inline)
        case (nil, let path?):
            return try Self.readRectsFile(atPath: path)
        case (nil, nil):
            return try (JSONReader.readInput(atPath: nil) ?? []).withUnsafeBytes { try RectsParser.parse(utf8: $0) }
        case (_?, _?):
            throw ValidationError("give --rects or --rects-file, not both")
        }
    }

    /// The rects of the file `--rects-file` names (`path` and `bench` read it alike).
    static func readRectsFile(atPath path: String) throws -> [Rect] {
        guard let contents = try JSONReader.readInput(atPath: path) else {
            throw ValidationError("cannot read --rects-file '\(path)'")
        }
        return try contents.withUnsafeBytes { try RectsParser.parse(utf8: $0) }
    }

    private func clipRect() throws -> Rect? {
        guard let clip else { return nil }
        let values = try NumberList.parse(clip, option: "--clip", count: 4...4, allowNegative: 0..<2)
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
