import CHarfBuzz
import InternalUtilities

/// An itemized run after shaping: its glyphs in font units, visual order.
struct _ShapedRun {
    var range: Range<Int>
    var level: UInt8
    /// The glyph style (font, size, attribute run) in the layout's style table.
    var style: UInt32
    /// Pixels per font unit.
    var scale: Double
    var letterSpacing: Double
    /// The glyphs (shared with the layout cache, never copied).
    var glyphs: [_UnitGlyph]
}

/// Stage 3 of layout: every itemized run of a paragraph shaped by HarfBuzz, through
/// the word cache.
struct _ShapedRuns {
    /// The runs in logical order.
    var runs: [_ShapedRun] = []

    /// Shapes `itemized` (glyphs come from `cache` when it has the word), registering
    /// the runs' glyph styles in `styles`. `buffer` is reused for every run.
    init(
        _ itemized: _ItemizedRuns, text: AttributedText, cache: LayoutCache, buffer: _ShapingBuffer,
        styles: inout _StyleTable
    ) {
        runs.reserveCapacity(itemized.runs.count)
        // The shaping closure captures only the code units: capturing the whole text
        // would copy it (and retain everything in it) for every run.
        let utf16 = text.utf16
        // The sample language of the last script seen (runs of one script follow each other).
        var sampleScript: hb_script_t?
        var sampleLanguage: String?
        for run in itemized.runs {
            let font = run.font
            // Read single fields: copying the whole TextAttributes would retain every reference in it.
            // The run's language, else its script's sample language (as Pango does; the
            // same language the system font source asks fontconfig about).
            if run.script != sampleScript {
                sampleScript = run.script
                sampleLanguage = run.script.flatMap { Script(rawValue: $0.rawValue).sampleLanguage }
            }
            let language = text.runs[run.runIndex].attributes.language ?? sampleLanguage
            let features = text.runs[run.runIndex].attributes.features
            let key = LayoutCache.Key(
                font: ObjectIdentifier(font), rightToLeft: run.level & 1 == 1, script: run.script?.rawValue ?? 0,
                language: language, features: features, text: utf16[run.range])
            let shaped = cache.glyphs(for: key, font: font) {
                let options = ShapingOptions(
                    direction: key.rightToLeft ? .rightToLeft : .leftToRight,
                    script: run.script.map { Script(rawValue: $0.rawValue).iso15924 }, language: language,
                    features: features)
                return utf16.withUnsafeBufferPointer { buffer.shape($0, range: run.range, font: font, options: options) }
            }
            runs.append(
                _ShapedRun(
                    range: run.range, level: run.level, style: styles.index(runIndex: run.runIndex, font: font, text: text),
                    scale: font.metrics.scale(forSize: text.runs[run.runIndex].attributes.size),
                    letterSpacing: text.runs[run.runIndex].attributes.letterSpacing, glyphs: shaped))
        }
    }

    /// The index of the first run that reaches past `offset` (binary search: runs are
    /// in logical order); `runs.count` when none does.
    func firstRun(endingAfter offset: Int) -> Int {
        _partitioningIndex(count: runs.count) { runs[$0].range.upperBound > offset }
    }
}
