/// The fuzz targets, by the name `scripts/fuzz` and the corpus folders use.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Rect union, bubbles, rounding and clipping of rects from raw doubles.
    case rectUnion = "rect-union"
    /// Paths through the mask rasterizer.
    case maskRasterizer = "mask-rasterizer"
    /// Canvas fill, stroke, shadow, masks, clipping and PNG encoding.
    case canvas
    /// Font loading from bytes, then shaping, layout and glyph drawing.
    case fontLoading = "font-loading"
    /// Layout of random Unicode in random containers, then every query.
    case layoutQueries = "layout-queries"
    /// The command-line tool's JSON readers: any JSON, a batch job line, rects.
    case jsonReaders = "json-readers"
    /// SVG path data parsing, and what the writer makes of the parsed path read again.
    case svgPath = "svg-path"
    /// Random `batch` job streams through the streaming job reader, in pieces.
    case batchStream = "batch-stream"

    /// Runs the target on one input. Bad input must give typed errors; any trap,
    /// sanitizer report or hang is a bug.
    public func run(_ bytes: [UInt8]) {
        var input = FuzzInput(bytes)
        switch self {
        case .rectUnion: RectUnionTarget.run(&input)
        case .maskRasterizer: MaskRasterizerTarget.run(&input)
        case .canvas: CanvasTarget.run(&input)
        case .fontLoading: FontLoadingTarget.run(&input)
        case .layoutQueries: LayoutQueriesTarget.run(&input)
        case .jsonReaders: JSONReadersTarget.run(bytes)
        case .svgPath: SVGPathTarget.run(bytes)
        case .batchStream: BatchStreamTarget.run(&input)
        }
    }
}
