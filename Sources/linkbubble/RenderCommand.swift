import ArgumentParser
import LinkBubble
import LinkBubbleCommandLine

/// `linkbubble render`: a link's preview image (PNG or SVG).
struct RenderCommand: JSONCommand, TextCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a link's bubble preview (or, with --highlight, the text with the bubble outlined) to PNG or SVG.",
        discussion: """
            Writes --out (FILE.png or FILE.svg, or as --format says) and prints {"out": FILE, "width": W, \
            "height": H, "characterRange": [start, end], "link": VALUE or null, "bounds": [x, y, w, h], "center": [x, y]}; W x H is the \
            PNG's size, and the SVG's width and height.
            """)

    @OptionGroup var textOptions: TextOptions
    @OptionGroup var target: TargetOptions
    @OptionGroup var styleOptions: StyleOptions
    @OptionGroup var linkStyleOptions: LinkStyleOptions

    @OptionGroup var output: ImageOutputOptions<ImageFormat>
    @OptionGroup var jsonOutput: JSONOutputOptions

    @Option(help: "The platter color, #RRGGBB or #RRGGBBAA.")
    var background: ColorArgument?

    @Option(help: "Paint all text in this color.")
    var textColor: ColorArgument?

    @Flag(help: "Draw a soft shadow under the platter.")
    var shadow = false

    @Flag(help: "Draw the whole text with the bubble outline stroked over it.")
    var highlight = false

    @Option(help: "The outline color for --highlight.")
    var highlightColor: ColorArgument?

    @Option(help: "The outline width for --highlight, in points.")
    var highlightWidth: Double = defaultHighlightWidth

    /// `--highlight-width` when not given: 2 points.
    static var defaultHighlightWidth: Double { 2 }

    func run() throws { try printResult() }

    /// Checks that the job gives exactly one of `range` and `at`.
    func validateJob() throws { try target.validate() }

    /// Renders the image and hands its file to `writeFile`; returns the JSON summary line.
    func execute(writeFile: (_ bytes: [UInt8], _ path: String) throws -> Void) throws -> [UInt8] {
        try TextOptions.requireFinite(highlightWidth, "--highlight-width", positive: true)
        let numbers = try jsonOutput.numberFormat()
        let format = try output.validatedFormat()
        let preview = try PreviewTarget.preview(textOptions, target, style: try styleOptions.bubbleStyle())
        var appearance = PreviewAppearance(
            scale: output.scale, textColor: textColor?.color, linkStyle: linkStyleOptions.style(),
            highlightWidth: highlightWidth)
        if let background { appearance.platterColor = background.color }
        if let highlightColor { appearance.highlightColor = highlightColor.color }
        if shadow { appearance.shadow = PreviewShadow() }
        let scene = try preview.scene(appearance, mode: highlight ? .highlight : .preview)
        switch format {
        case .png: try writeFile(try scene.png(), output.out)
        case .svg: try writeFile(try scene.svgUTF8(), output.out)
        }
        // The PNG's size and the SVG's width and height are both the scene's pixel size.
        let (width, height) = (scene.pixelWidth, scene.pixelHeight)
        let summary = PreviewTarget.summary(preview, out: output.out, width: width, height: height, units: textOptions.units)
        var writer = JSONWriter(numbers: numbers)
        try writer.write(summary)
        return writer.bytes
    }
}
