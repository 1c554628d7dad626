import ArgumentParser
import LinkBubble
import LinkBubbleCommandLine

/// `linkbubble mask`: the antialiased mask of a link's text outline (or bubble).
struct MaskCommand: JSONCommand, TextCommand, LinkTargetCommand {
    static let configuration = CommandConfiguration(
        commandName: "mask",
        abstract: "Write the antialiased mask of the outline around a link's text (or, with --bubble, its bubble).",
        discussion: """
            Writes --out (FILE.png, gray, or FILE.pgm) and prints {"out": FILE, "width": W, "height": H, \
            "origin": [x, y], "coveredArea": A, "characterRange": [start, end], "link": VALUE or null} (and \
            "missingGlyphs" as layout prints it); origin is the mask's top-left corner in device pixels, coveredArea the sum of coverage / 255. \
            With --rects or --rects-file instead of a text, masks the bubbles around the rects on a canvas \
            of --canvas W,H from (0, 0) (W x H pixels at --scale 1, so it lines up with a screenshot of that \
            size) and prints {"out", "width", "height", "origin", "coveredArea", "bubbles"}.
            """)

    @OptionGroup var textOptions: TextOptions
    @OptionGroup var target: TargetOptions
    @OptionGroup var styleOptions: StyleOptions

    @OptionGroup var rectsOptions: RectsOptions

    @Option(help: ArgumentHelp("With --rects or --rects-file: the canvas the mask covers, from (0, 0).", valueName: "W,H"))
    var canvas: String?

    @OptionGroup var output: ImageOutputOptions<MaskFormat>
    @OptionGroup var jsonOutput: JSONOutputOptions

    @Flag(help: "Mask the rounded bubble instead of the exact outline around the text.")
    var bubble = false

    func validate() throws { try validateJob() }

    func run() throws { try printResult() }

    /// Checks that the job gives exactly one of `range` and `at`, or rects and no text.
    func validateJob() throws {
        if rectsOptions.isGiven { try validateRects() } else { try target.validateTarget() }
    }

    /// A job of rects instead of text: `rects` or `rects-file`, else `text` or `text-file`.
    static func checkRequiredKeys(_ keys: Set<String>) throws {
        if !keys.contains("rects") && !keys.contains("rects-file") { try checkTextKeys(keys) }
    }

    /// Checks that rects come with `--canvas` and without a text or its target.
    private func validateRects() throws {
        guard textOptions.text == nil, textOptions.textFile == nil, !target.isGiven else {
            throw ValidationError("give --rects or --rects-file, or a text with --range or --at, not both")
        }
        guard canvas != nil else { throw ValidationError("--rects and --rects-file need --canvas W,H") }
    }

    /// Rasterizes the mask and hands its file to `writeFile`; returns the JSON summary line.
    func execute(writeFile: (_ bytes: [UInt8], _ path: String) throws -> Void) throws -> [UInt8] {
        let format = try output.validatedFormat()
        var writer = JSONWriter(numbers: try jsonOutput.numberFormat())
        if rectsOptions.isGiven { return try executeRects(format: format, writer: &writer, writeFile: writeFile) }
        let preview = try LinkBubbleCommandLine.PreviewTarget.preview(textOptions, target, style: try styleOptions.bubbleStyle())
        let mask = try preview.mask(scale: output.scale, bubble: bubble)
        switch format {
        case .png: try writeFile(try mask.png(), output.out)
        case .pgm: try writeFile(mask.pgm(), output.out)
        }
        let offsets = OffsetConverter(text: preview.layout.text, units: textOptions.units)
        try writer.write(.object(MissingGlyphsReport.adding(to: [
            ("out", .string(output.out)), ("width", .number(Double(mask.bitmap.width))),
            ("height", .number(Double(mask.bitmap.height))),
            ("origin", .array([.number(mask.origin.x), .number(mask.origin.y)])),
            ("coveredArea", .number(mask.coveredArea)),
            ("characterRange", .range(offsets.range(fromUTF16: preview.characterRange))),
            ("link", preview.link.map(JSONValue.string) ?? .null),
        ], preview.layout, offsets: offsets)))
        return writer.bytes
    }

    /// The mask of the bubbles around the rects, on the canvas.
    private func executeRects(
        format: MaskFormat, writer: inout JSONWriter, writeFile: (_ bytes: [UInt8], _ path: String) throws -> Void
    ) throws -> [UInt8] {
        try validateRects()
        let size = try RectsOptions.canvasSize(canvas) ?? Size(width: 1, height: 1)
        let layout = try BubbleLayout(
            rects: try rectsOptions.read(standardInput: false) ?? [], style: try styleOptions.bubbleStyle(),
            maximumCorners: RectUnion.maximumCorners)
        try layout.requireFiniteEdges()
        let mask = try MaskRasterizer.coverage(
            of: layout.combinedPath, scale: output.scale, bounds: Rect(origin: .zero, size: size))
        switch format {
        case .png: try writeFile(try mask.png(), output.out)
        case .pgm: try writeFile(mask.pgm(), output.out)
        }
        try writer.write(.object([
            ("out", .string(output.out)), ("width", .number(Double(mask.bitmap.width))),
            ("height", .number(Double(mask.bitmap.height))),
            ("origin", .array([.number(mask.origin.x), .number(mask.origin.y)])),
            ("coveredArea", .number(mask.coveredArea)), ("bubbles", .number(Double(layout.bubbles.count))),
        ]))
        return writer.bytes
    }
}
