import ArgumentParser
import LinkBubble
import LinkBubbleCommandLine

/// `linkbubble render`: a link's preview image (PNG, SVG or WebP).
struct RenderCommand: JSONCommand, TextCommand, LinkTargetCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a link's bubble preview, or the text with the link highlighted in another --mode, to PNG, SVG or WebP.",
        discussion: """
            Writes --out (FILE.png, FILE.svg or FILE.webp, or as --format says; WebP is lossless unless --quality is \
            given) and prints {"out": FILE, "width": W, \
            "height": H, "characterRange": [start, end], "link": VALUE or null, "bounds": [x, y, w, h], "center": [x, y]} (and "missingGlyphs" as layout \
            prints it); W x H is the \
            PNG's size, and the SVG's width and height. --mode preview draws the link's glyphs on its platter; pressed, \
            outline, spotlight and indicator draw the whole text with the link pressed (a gray fill behind it), outlined \
            (clear of every glyph), in a spotlight (the rest dimmed to 60 %) or under WebKit's yellow text indicator.
            """)

    @OptionGroup var textOptions: TextOptions
    @OptionGroup var target: TargetOptions
    @OptionGroup var styleOptions: StyleOptions
    @OptionGroup var linkStyleOptions: LinkStyleOptions

    @OptionGroup var output: ImageOutputOptions<ImageFormat>
    @OptionGroup var jsonOutput: JSONOutputOptions

    @Option(help: "Write lossy WebP at this quality, 0 to 100 (default: lossless).")
    var quality: Double?

    @Option(help: "The platter color, #RRGGBB or #RRGGBBAA.")
    var background: ColorArgument?

    @Option(help: "Paint all text in this color.")
    var textColor: ColorArgument?

    @Flag(help: "Draw a soft shadow under the platter.")
    var shadow = false

    @Option(help: "The presentation mode (see above).")
    var mode: PresentationMode = .preview

    @Flag(help: "Deprecated: the same as --mode outline, for one more release (it prints a warning).")
    var highlight = false

    @Option(help: "The outline color for --mode outline.")
    var highlightColor: ColorArgument?

    @Option(help: "The outline width for --mode outline, in points.")
    var highlightWidth: Double = defaultHighlightWidth

    /// `--highlight-width` when not given: 2 points.
    static var defaultHighlightWidth: Double { 2 }

    func validate() throws { try target.validateTarget() }

    func run() throws { try printResult() }

    /// `--mode`, or outline for the deprecated `--highlight` (with a warning on
    /// standard error); the two together must agree.
    func presentationMode() throws -> PresentationMode {
        guard highlight else { return mode }
        guard mode == .preview || mode == .outline else {
            throw ValidationError("--highlight is --mode outline; it cannot be used with --mode \(mode.rawValue)")
        }
        Console.current.writeError("linkbubble: warning: --highlight is deprecated; use --mode outline\n")
        return .outline
    }

    /// Checks that the job gives exactly one of `range` and `at`.
    func validateJob() throws { try target.validateTarget() }

    /// Renders the image and hands its file to `writeFile`; returns the JSON summary line.
    func execute(writeFile: (_ bytes: [UInt8], _ path: String) throws -> Void) throws -> [UInt8] {
        try TextOptions.requireFinite(highlightWidth, "--highlight-width", positive: true)
        let numbers = try jsonOutput.numberFormat()
        let format = try output.validatedFormat()
        try WebPQuality.check(quality, writingWebP: format == .webp)
        let preview = try LinkBubbleCommandLine.PreviewTarget.preview(textOptions, target, style: try styleOptions.bubbleStyle())
        var appearance = PreviewAppearance(
            scale: output.scale, textColor: textColor?.color, linkStyle: linkStyleOptions.style(),
            highlightWidth: highlightWidth)
        if let background { appearance.platterColor = background.color }
        if let highlightColor { appearance.highlightColor = highlightColor.color }
        if shadow { appearance.shadow = PreviewShadow() }
        let scene = try preview.scene(appearance, mode: try presentationMode())
        switch format {
        case .png: try writeFile(try scene.png(), output.out)
        case .svg: try writeFile(try scene.svgUTF8(), output.out)
        case .webp: try writeFile(try scene.webp(quality: quality), output.out)
        }
        // The PNG's (and WebP's) size and the SVG's width and height are the scene's pixel size.
        let (width, height) = (scene.pixelWidth, scene.pixelHeight)
        let summary = LinkBubbleCommandLine.PreviewTarget.summary(preview, out: output.out, width: width, height: height, units: textOptions.units)
        var writer = JSONWriter(numbers: numbers)
        try writer.write(summary)
        return writer.bytes
    }
}
