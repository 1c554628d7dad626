import ArgumentParser
import InternalUtilities
import LinkBubble
import LinkBubbleCommandLine

/// `linkbubble path`: the link-highlight bubbles around a JSON array of rects.
struct PathCommand: JobCommand {
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

    @OptionGroup var rectsOptions: RectsOptions

    @OptionGroup var styleOptions: StyleOptions

    @Option(help: ArgumentHelp("Clip the rects to this visible rect first.", valueName: "X,Y,W,H"))
    var clip: String?

    @Option(help: "The output format: json or svg.")
    var format: Format = .json

    @Option(help: ArgumentHelp(
        "For --format svg: draw on a canvas of this size from (0, 0), so the SVG lines up with a screenshot of that size (default: the bubbles' bounds).",
        valueName: "W,H"))
    var canvas: String?

    @Option(help: "For --format svg: the bubbles' fill, #RRGGBB or #RRGGBBAA (default #0A84FF40; #00000000 for none).")
    var fill: ColorArgument?

    @Option(help: "For --format svg: stroke the bubbles' outlines in this color.")
    var stroke: ColorArgument?

    @Option(help: "For --format svg: the stroke's width (default 2).")
    var width: Double?

    @OptionGroup var jsonOutput: JSONOutputOptions

    /// Nothing: the rects come from the job.
    static var templateArguments: [String] { [] }

    /// Nothing to check before the rects are read.
    func validateJob() throws {}

    /// A job needs `rects` or `rects-file` (standard input is not a job's).
    static func checkRequiredKeys(_ keys: Set<String>) throws {
        guard keys.contains("rects") || keys.contains("rects-file") else {
            throw ValidationError("the job has no \"rects\" or \"rects-file\"")
        }
    }

    func run() throws {
        var output = try jsonOutput.standardOutput()
        let paint = try svgPaint()
        let input = try rectsOptions.read(standardInput: true) ?? []
        let layout = try BubbleLayout(
            rects: input, style: try styleOptions.bubbleStyle(), visibleRect: try clipRect(),
            maximumCorners: RectUnion.maximumCorners)
        try layout.requireFiniteEdges()
        switch format {
        case .json: try PathOutput.writeJSON(layout, to: &output)
        case .svg: Console.current.output(try PathOutput.svg(layout, paint: paint))
        }
    }

    /// How `--format svg` draws the bubbles.
    ///
    /// - Throws: a `ValidationError` when an SVG option comes with `--format json`, or
    ///   for a bad canvas or width.
    private func svgPaint() throws -> PathOutput.Paint {
        if format == .json, canvas != nil || fill != nil || stroke != nil || width != nil {
            throw ValidationError("--canvas, --fill, --stroke and --width apply to --format svg only")
        }
        if let width { try TextOptions.requireFinite(width, "--width", positive: true) }
        return PathOutput.Paint(
            canvas: try RectsOptions.canvasSize(canvas), fill: fill?.color ?? PathOutput.bubbleColor,
            stroke: stroke?.color, strokeWidth: width ?? 2)
    }

    private func clipRect() throws -> Rect? {
        guard let clip else { return nil }
        let values = try NumberList.parse(clip, option: "--clip", count: 4...4, allowNegative: 0..<2)
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
