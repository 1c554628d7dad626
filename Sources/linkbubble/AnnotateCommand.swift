import ArgumentParser
import LinkBubble
import LinkBubbleCommandLine

/// `linkbubble annotate`: bubbles drawn over an image (a screenshot) around rects.
struct AnnotateCommand: JSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "annotate",
        abstract: "Draw bubbles around rects over an image (PNG, JPEG or WebP): outline, pressed, spotlight or indicator.",
        discussion: """
            Reads --image, unites the rects (in the image's pixels, y down) into bubbles with --style, clips them \
            by the image and by each --clip (the bounds of one clipping ancestor: a view shows only what lies \
            inside all of them), and writes --out at the image's own size (FILE.png, FILE.svg or FILE.webp; \
            WebP is lossless unless --quality is given). Prints {"out": FILE, "width": W, "height": H, \
            "bubbles": N}. Rects that the clips hide make no bubble (N is 0, and the image is written as it is, \
            spotlight dimmed); no rects at all is an error. Pixels farther from every rect than the style's \
            outset, snapping and concave radius plus half of --width keep their value (spotlight: each color \
            channel times 0.6). Images up to 32768 pixels a side and 67108864 pixels, files up to 268435456 bytes. \
            Give a value starting with a minus sign with '=', as in --clip=-10,0,200,50.
            """)

    @Option(help: "The image to draw on: a PNG, JPEG or WebP file.")
    var image: String

    @OptionGroup var rectsOptions: RectsOptions

    @Option(help: "What to draw: outline, pressed, spotlight, indicator (or preview).")
    var mode: PresentationMode = .outline

    @OptionGroup var styleOptions: StyleOptions

    @Option(help: ArgumentHelp(
        "The mode's color: the outline, the pressed fill, the spotlight's dimming or the indicator's platter.",
        valueName: "#RRGGBB[AA]"))
    var color: ColorArgument?

    @Option(help: "The outline's width in pixels, for --mode outline.")
    var width: Double = 2

    @Option(help: ArgumentHelp(
        "The bounds of a clipping ancestor (repeatable): only what lies inside every one is highlighted.",
        valueName: "X,Y,W,H"))
    var clip: [String] = []

    @Option(help: "fixed (the mode's colors) or auto (the platter and highlight colors estimated from the pixels under the rects).")
    var platter: PlatterChoice = .fixed

    @Option(help: ArgumentHelp("The file to write: FILE.png, FILE.svg or FILE.webp."))
    var out: String

    @Option(help: "The format to write: png, svg or webp (default: the extension of --out).")
    var format: AnnotationFormat?

    @Option(help: "Write lossy WebP at this quality, 0 to 100 (default: lossless).")
    var quality: Double?

    @OptionGroup var jsonOutput: JSONOutputOptions

    /// `--platter`.
    enum PlatterChoice: String, ExpressibleByArgument, CaseIterable {
        case fixed, auto
    }

    /// `--out` and `--image`: what every job gives itself.
    static var templateArguments: [String] { ["--out", "", "--image", ""] }

    /// A job needs `image`, and `rects` or `rects-file`.
    static func checkRequiredKeys(_ keys: Set<String>) throws {
        guard keys.contains("image") else { throw ValidationError("the job has no \"image\"") }
        guard keys.contains("rects") || keys.contains("rects-file") else {
            throw ValidationError("the job has no \"rects\" or \"rects-file\"")
        }
    }

    func run() throws { try printResult() }

    func validateJob() throws {}

    /// Draws the annotation and hands its file to `writeFile`; returns the JSON summary line.
    func execute(writeFile: (_ bytes: [UInt8], _ path: String) throws -> Void) throws -> [UInt8] {
        let numbers = try jsonOutput.numberFormat()
        let format = try AnnotationFormat.of(out, explicit: format)
        try WebPQuality.check(quality, writingWebP: format == .webp)
        try TextOptions.requireFinite(width, "--width")
        let clips = try clip.map { text in
            let values = try NumberList.parse(text, option: "--clip", count: 4...4, allowNegative: 0..<2)
            return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        guard let rects = try rectsOptions.read(standardInput: false) else {
            throw ValidationError("give --rects or --rects-file")
        }
        let annotation = ImageAnnotation(
            image: try Bitmap(contentsOfFile: image), rects: rects, style: try styleOptions.bubbleStyle(),
            clipChain: clips, mode: mode, appearance: appearance(), platter: platter == .auto ? .estimated : .fixed)
        let bubbles = try annotation.bubbleLayout().bubbles.count
        let scene = try annotation.scene()
        switch format {
        case .png: try writeFile(try scene.png(), out)
        case .svg: try writeFile(try scene.svgUTF8(), out)
        case .webp: try writeFile(try scene.webp(quality: quality), out)
        }
        var writer = JSONWriter(numbers: numbers)
        try writer.write(.object([
            ("out", .string(out)), ("width", .number(Double(scene.pixelWidth))),
            ("height", .number(Double(scene.pixelHeight))), ("bubbles", .number(Double(bubbles))),
        ]))
        return writer.bytes
    }

    /// The mode's look, with `--color` and `--width`.
    private func appearance() -> PreviewAppearance {
        var appearance = PreviewAppearance(scale: 1, highlightWidth: width)
        guard let color = color?.color else { return appearance }
        switch mode {
        case .preview: appearance.platterColor = color
        case .pressed: appearance.pressedColor = color
        case .outline: appearance.highlightColor = color
        case .spotlight: appearance.dimColor = color
        case .indicator: appearance.indicator.platterColor = color
        }
        return appearance
    }
}
