import ArgumentParser
import LinkBubble
import LinkBubbleCommandLine

/// `linkbubble mask`: the antialiased mask of a link's text outline (or bubble).
struct MaskCommand: JSONCommand, TextCommand {
    static let configuration = CommandConfiguration(
        commandName: "mask",
        abstract: "Write the antialiased mask of the outline around a link's text (or, with --bubble, its bubble).",
        discussion: """
            Writes --out (FILE.png, gray, or FILE.pgm) and prints {"out": FILE, "width": W, "height": H, \
            "origin": [x, y], "coveredArea": A, "characterRange": [start, end], "link": VALUE or null}; \
            origin is the mask's top-left corner in device pixels, coveredArea the sum of coverage / 255.
            """)

    @OptionGroup var textOptions: TextOptions
    @OptionGroup var target: TargetOptions
    @OptionGroup var styleOptions: StyleOptions

    @OptionGroup var output: ImageOutputOptions<MaskFormat>
    @OptionGroup var jsonOutput: JSONOutputOptions

    @Flag(help: "Mask the rounded bubble instead of the exact outline around the text.")
    var bubble = false

    func run() throws { try printResult() }

    /// Checks that the job gives exactly one of `range` and `at`.
    func validateJob() throws { try target.validate() }

    /// Rasterizes the mask and hands its file to `writeFile`; returns the JSON summary line.
    func execute(writeFile: (_ bytes: [UInt8], _ path: String) throws -> Void) throws -> [UInt8] {
        let format = try output.validatedFormat()
        var writer = JSONWriter(numbers: try jsonOutput.numberFormat())
        let preview = try PreviewTarget.preview(textOptions, target, style: try styleOptions.bubbleStyle())
        let mask = try preview.mask(scale: output.scale, bubble: bubble)
        switch format {
        case .png: try writeFile(try mask.png(), output.out)
        case .pgm: try writeFile(mask.pgm(), output.out)
        }
        let offsets = OffsetConverter(text: preview.layout.text, units: textOptions.units)
        try writer.write(.object([
            ("out", .string(output.out)), ("width", .number(Double(mask.bitmap.width))),
            ("height", .number(Double(mask.bitmap.height))),
            ("origin", .array([.number(mask.origin.x), .number(mask.origin.y)])),
            ("coveredArea", .number(mask.coveredArea)),
            ("characterRange", .range(offsets.range(fromUTF16: preview.characterRange))),
            ("link", preview.link.map(JSONValue.string) ?? .null),
        ]))
        return writer.bytes
    }
}
