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
    /// The glyphs of the stretch the run was shaped in (shared with the layout cache
    /// and the stretch's other words, never copied); the run's are ``glyphRange``.
    var glyphs: [_UnitGlyph]
    /// The indices of the run's glyphs in ``glyphs``.
    var glyphRange: Range<Int>
    /// The UTF-16 offset that the glyphs' cluster values are relative to (the start of
    /// the stretch they were shaped in, moved to where this run is).
    var clusterBase: Int
}

extension _ShapedRun {
    /// A run with `style`'s glyph style, scale and letter spacing, and its own text,
    /// level and glyphs (built field by field: copying `style` and changing it would
    /// retain and release its glyphs).
    @inline(__always)
    init(
        _ style: _ShapedRun, range: Range<Int>, level: UInt8, glyphs: [_UnitGlyph], glyphRange: Range<Int>,
        clusterBase: Int
    ) {
        self.init(
            range: range, level: level, style: style.style, scale: style.scale, letterSpacing: style.letterSpacing,
            glyphs: glyphs, glyphRange: glyphRange, clusterBase: clusterBase)
    }
}

/// Stage 3 of layout: every itemized run of a paragraph shaped by HarfBuzz, through
/// the word cache.
///
/// Neighbouring runs that differ only in their text (same attribute run, font, level
/// and script) form a span. Its words are looked up in the cache one by one; the
/// missing ones next to each other are shaped together in one HarfBuzz call cut at
/// every line-break opportunity (see ``_ShapingBuffer/shape(_:range:cuts:font:options:)``:
/// the same glyphs as shaping each piece alone) and stored under one lock. A cold
/// layout (an empty cache) thus pays HarfBuzz's cost per call (about as much as
/// shaping one or two Latin characters) once per stretch of new words instead of once
/// per word.
struct _ShapedRuns {
    /// The runs in logical order.
    var runs: [_ShapedRun] = []

    /// Shapes `itemized` (glyphs come from `cache` when it has the word), registering
    /// the runs' glyph styles in `styles`. `buffer` is reused for every run;
    /// `segmentation` gives the opportunities where shaped runs may be cut.
    init(
        _ itemized: _ItemizedRuns, paragraph: _BidiParagraph, segmentation: _Segmentation, text: AttributedText,
        cache: LayoutCache, buffer: _ShapingBuffer, styles: inout _StyleTable
    ) {
        runs.reserveCapacity(itemized.runs.count)
        var spans = _SpanShaping(
            text: text, contentStart: paragraph.content.lowerBound, segmentation: segmentation, cache: cache,
            buffer: buffer)
        var first = 0
        while first < itemized.runs.count {
            let start = itemized.runs[first].range.lowerBound
            var end = first + 1
            while end < itemized.runs.count, Self.shareSettings(itemized.runs[end - 1], itemized.runs[end]),
                itemized.runs[end].range.upperBound - start <= LayoutCache.maximumWordLength
            {
                end += 1
            }
            let run = itemized.runs[first]
            // Single fields: copying the whole TextAttributes would retain every reference in it.
            let style = _ShapedRun(
                range: run.range, level: run.level, style: styles.index(runIndex: run.runIndex, font: run.font, text: text),
                scale: run.font.metrics.scale(forSize: text.runs[run.runIndex].attributes.size),
                letterSpacing: text.runs[run.runIndex].attributes.letterSpacing, glyphs: [], glyphRange: 0..<0,
                clusterBase: 0)
            spans.shape(itemized.runs[first..<end], style: style, into: &runs)
            first = end
        }
    }

    /// Whether `next` follows `run` directly and is shaped with the same settings.
    static func shareSettings(_ run: _ItemizedRun, _ next: _ItemizedRun) -> Bool {
        run.range.upperBound == next.range.lowerBound && run.runIndex == next.runIndex && run.font === next.font
            && run.level == next.level && run.script == next.script
    }

    /// The index of the first run that reaches past `offset` (binary search: runs are
    /// in logical order); `runs.count` when none does.
    func firstRun(endingAfter offset: Int) -> Int {
        _partitioningIndex(count: runs.count) { runs[$0].range.upperBound > offset }
    }
}
