import ArgumentParser
import InternalUtilities
import LinkBubble
import LinkBubbleCommandLine

/// `linkbubble fonts`: the font families the system offers (what `--family` takes), or
/// which face draws each grapheme cluster of a text, as `fc-list :lang=ja family` and
/// `pango-view` with its font report tell.
struct FontsCommand: ParsableCommand, TextCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "List the font families, or which face draws each grapheme cluster of a text, as JSON.",
        discussion: """
            Without --text or --text-file, prints {"families": [NAME, ...]}: the families fontconfig finds, \
            sorted (with --language, only those that support the language), the names --family takes. \
            With a text, lays it out as layout does (the options below apply, but every line is kept: \
            --max-lines cuts nothing) and prints {"clusters": [{"range": [start, end], "text": TEXT, "family": \
            NAME, "style": STYLE, "file": PATH, "faceIndex": N, "bundled": bool, "color": bool}, ...]}: one \
            object per grapheme cluster that gets glyphs (hard line breaks get none), in text order. A \
            bundled face is compiled into LinkBubble, and its "file" is its name in the repository's Fonts \
            folder; "color" says whether the face has color glyphs (emoji).
            """)

    @OptionGroup var textOptions: TextOptions

    func run() throws {
        // Whole numbers only (ranges, face indices): --precision would change nothing.
        var output = JSONWriter(sink: Console.current.output)
        if textOptions.text == nil && textOptions.textFile == nil {
            let families = TextOptions.systemFontSource.familyNames(language: try textOptions.validatedLanguage())
            try output.write(.object([("families", .array(families.map(JSONValue.string)))]))
            output.append(raw: "\n")
        } else {
            // Every line: a line limit would put an ellipsis over the clusters it cuts,
            // and the report is about the faces the whole text is drawn with.
            var container = try textOptions.container()
            container.maximumNumberOfLines = 0
            let layout = try LayoutManager(
                text: try textOptions.attributedText(), container: container, fontSource: textOptions.fontSource)
            try textOptions.checkGlyphs(of: layout)
            try Self.writeClusters(of: layout, offsets: OffsetConverter(text: layout.text, units: textOptions.units), to: &output)
        }
        output.flush()
    }

    /// Writes `{"clusters": [...]}` and a newline, one grapheme cluster at a time.
    static func writeClusters(of layout: LayoutManager, offsets: OffsetConverter, to output: inout JSONWriter) throws {
        let faces = ClusterFaces(layout)
        output.append(raw: "{\"clusters\":[")
        var start = 0
        var first = true
        for cluster in layout.text.string {
            let range = start..<start + cluster.utf16.count
            start = range.upperBound
            guard let font = faces.font(drawing: range) else { continue }
            if !first { output.append(raw: ",") }
            first = false
            try output.write(.object([
                ("range", .range(offsets.range(fromUTF16: range))), ("text", .string(String(cluster))),
                ("family", .string(font.familyName)), ("style", .string(font.styleName)),
                ("file", .string(font.source)), ("faceIndex", .number(Double(font.faceIndex))),
                ("bundled", .bool(BundledFont.allCases.contains { Font.bundled($0) === font })),
                ("color", .bool(font.hasColorGlyphs)),
            ]))
        }
        output.append(raw: "]}\n")
    }
}

/// The face of each glyph cluster of a layout, in text order, to look up by UTF-16 range.
struct ClusterFaces {
    /// The glyph clusters' UTF-16 ranges (which do not overlap), sorted, each with the
    /// face of its first glyph.
    private let clusters: [(range: Range<Int>, font: Font)]

    init(_ layout: LayoutManager) {
        var seen: [Int: (range: Range<Int>, font: Font)] = [:]
        let glyphs = layout.glyphs
        for index in 0..<glyphs.count {
            let range = glyphs.characterRange(ofGlyphAt: index)
            if seen[range.lowerBound] == nil { seen[range.lowerBound] = (range, glyphs[index].font) }
        }
        clusters = seen.values.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The face that draws the characters of `range`: that of the first glyph cluster
    /// that overlaps it, or nil when no glyph shows them (a hard line break).
    func font(drawing range: Range<Int>) -> Font? {
        let index = _partitioningIndex(count: clusters.count) { clusters[$0].range.upperBound > range.lowerBound }
        guard index < clusters.count, clusters[index].range.overlaps(range) else { return nil }
        return clusters[index].font
    }
}
