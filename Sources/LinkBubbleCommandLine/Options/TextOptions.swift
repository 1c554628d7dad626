import ArgumentParser
import InternalUtilities
import LinkBubble
import LinkBubbleJSON

/// How offsets in ranges are counted on the command line.
package enum OffsetUnits: String, ExpressibleByArgument, CaseIterable {
    case utf16, scalars
}

/// The options that say what text to lay out and how: shared by `layout` and the
/// commands built on it.
///
/// The fonts (`TextOptions+Fonts.swift`), the typesetting settings
/// (`TextOptions+Typesetting.swift`) and the text are one flat group rather than nested
/// `@OptionGroup`s: in debug builds ArgumentParser checks every group each time a
/// command is parsed, and each level of nesting multiplies that work about five times
/// (most of the in-process CLI tests' time went there).
package struct TextOptions: ParsableArguments {
    /// The options at their defaults, for the parser to fill.
    package init() {}

    @Option(
        help: ArgumentHelp(
            "A font file (TTF, OTF, TTC or OTC); FILE#INDEX is face INDEX of a collection. Repeatable.",
            discussion: """
                The fonts used are the --font files, then the --family faces, each in the order given; \
                the first is the primary font. Without either: the bundled fonts (Noto Sans, Noto Sans \
                Arabic UI, Noto Sans Hebrew, DejaVu Sans).
                """,
            valueName: "file"),
        transform: FontFileArgument.init(parsing:))
    var font: [FontFileArgument] = []

    @Option(
        help: ArgumentHelp(
            "A font family installed on the system, after the --font files. Repeatable.",
            discussion: "`linkbubble fonts` lists the families.",
            valueName: "name"))
    var family: [String] = []

    @Option(
        help: "on: the system's fonts (fontconfig) draw what the fonts above lack; off: only those fonts, the same output on every machine.")
    var systemFonts: SystemFontsSetting = .on

    /// `--strict-glyphs`: a character no font draws (a `.notdef` glyph) is an error.
    @Flag(help: "Fail when a character has no glyph in any font (it would be drawn as .notdef) instead of reporting missingGlyphs.")
    package var strictGlyphs = false

    @Option(help: ArgumentHelp(
        "The BCP 47 language of the text, such as ja or zh-Hant: for shaping, line breaking and the choice of fallback fonts.",
        valueName: "tag"))
    var language: String?

    @Option(help: "The font size in pixels.")
    var size: Double = 16

    @Option(help: "The container width in pixels.")
    var width: Double = 300

    @Option(help: "The line height multiple (0: the font's natural height).")
    var lineHeight: Double = 0

    @Option(help: "The line-fragment padding in pixels, on both sides of every line.")
    var padding: Double = 5

    @Option(help: "The most lines to lay out (0: no limit); --line-break-mode says how the last ends.")
    var maxLines: Int = 0

    @Option(help: ArgumentHelp(
        "Underline the text: none, or words joined by commas: single, thick or double; solid, dot, dash, dash-dot or dash-dot-dot; by-word.",
        valueName: "style"))
    var underline: UnderlineStyleArgument?

    @Option(help: "The underline's color (default: the text's).")
    var underlineColor: ColorArgument?

    @Option(help: ArgumentHelp("Strike the text through: none, or words as --underline takes.", valueName: "style"))
    var strikethrough: UnderlineStyleArgument?

    @Option(help: "The strikethrough's color (default: the text's).")
    var strikethroughColor: ColorArgument?

    @Option(help: ArgumentHelp(
        "Where lines break, and how the last line ends when text remains: word-wrap and char-wrap stop, clip cuts inside a word, truncate-* put an ellipsis at its start, middle or end.",
        valueName: "mode"))
    var lineBreakMode: LineBreakModeArgument = .truncateTail

    @Option(help: ArgumentHelp(
        "Tab stops every this many pixels (0: TextKit's default stops, every 28 pixels up to 336).", valueName: "pixels"))
    var tabInterval: Double = 0

    @Option(help: "The alignment of the lines: natural (by the paragraph's direction), left, right, center or justified.")
    var alignment: AlignmentName = .natural

    @Option(help: "The paragraphs' base direction: natural (from the first strong character), ltr or rtl.")
    var direction: DirectionName = .natural

    @Option(
        help: ArgumentHelp("Extra space after every grapheme cluster in pixels (negative: --letter-spacing=-1).", valueName: "px"))
    var letterSpacing: Double = 0

    @Option(
        help: ArgumentHelp(
            "An OpenType feature: TAG (on) or TAG=VALUE (0 turns it off), such as liga=0 or tnum. Repeatable.",
            valueName: "tag[=value]"))
    var feature: [String] = []

    @Option(help: ArgumentHelp("Extra space after every line in pixels.", valueName: "px"))
    var lineSpacing: Double = 0

    @Option(
        help: ArgumentHelp("Extra space after the last line of every paragraph in pixels.", valueName: "px"))
    var paragraphSpacing: Double = 0

    @Option(
        help: ArgumentHelp("The smallest line height in pixels (0: no minimum).", valueName: "px"))
    var minLineHeight: Double = 0

    @Option(
        help: ArgumentHelp("The largest line height in pixels (0: no maximum).", valueName: "px"))
    var maxLineHeight: Double = 0

    @Option(
        help: ArgumentHelp(
            "How fonts that draw what the primary font lacks count in the line height: own (their own metrics) or primary (the primary font's, so lines stay even).",
            valueName: "metrics"))
    var fallbackLineHeight: FallbackLineHeightName = .own

    @Option(
        help: ArgumentHelp(
            "A strut of the primary font at this size in pixels: no line is shorter than its ascent and descent (0: none).",
            valueName: "px"))
    var strutSize: Double = 0

    @Flag(help: "Makes every line exactly as tall as the strut of --strut-size, whatever its fonts.")
    var forceStrutHeight = false

    @Option(
        help: "Extra rules for line ends: standard (UAX #14) or hangul-word-priority (keeps Korean words whole).")
    var lineBreakStrategy: LineBreakStrategyName = .standard

    @Option(
        help: ArgumentHelp(
            "Space around the text in pixels: ALL, VERTICAL,HORIZONTAL, or TOP,LEFT,BOTTOM,RIGHT.",
            valueName: "insets"))
    var insets: NumberListArgument?

    @Option(help: ArgumentHelp("The container height in pixels: lines below it are not laid out (default: unlimited).", valueName: "px"))
    var height: Double?

    /// `--units`: how offsets in ranges are counted.
    @Option(help: "How offsets in ranges are counted: utf16 (as NSRange) or scalars (Unicode code points).")
    package var units: OffsetUnits = .utf16

    /// `--text`: the text to lay out.
    @Option(help: "The text to lay out.")
    package var text: String?

    /// `--text-file`: the file of the text to lay out.
    @Option(help: "A UTF-8 file holding the text to lay out.")
    package var textFile: String?
}
