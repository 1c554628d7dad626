import CHarfBuzz
import InternalUtilities

/// An itemized run after shaping: its glyphs in font units, visual order.
struct ShapedRun {
    var range: Range<Int>
    var level: UInt8
    /// The glyph style (font, size, attribute run) in the layout's style table.
    var style: UInt32
    /// Pixels per font unit.
    var scale: Double
    var letterSpacing: Double
    /// The stretch the run was shaped in: its glyphs are
    /// ``ShapedRuns/stretches``[`stretch`] (so that giving a run its glyphs, or copying
    /// it, touches no reference count); the run's are ``glyphRange``.
    var stretch: Int
    /// The indices of the run's glyphs in its stretch's.
    var glyphRange: Range<Int>
    /// The UTF-16 offset that the glyphs' cluster values are relative to (the start of
    /// the stretch they were shaped in, moved to where this run is).
    var clusterBase: Int
}

/// Stage 3 of layout: every itemized run of a paragraph shaped by HarfBuzz, through
/// the word cache.
///
/// Neighbouring runs that differ only in their text (same attribute run, font, level
/// and script) form a span. Its words are looked up in the cache one by one; the
/// paragraph's missing ones with the same shaping settings, wherever they are, are
/// shaped together in one HarfBuzz call cut at every word's start and line-break
/// opportunity (see ``ShapingBuffer/shape(_:range:cuts:font:options:)``: the same
/// glyphs as shaping each piece alone) and stored under one lock. A cold layout (an
/// empty cache) thus makes one HarfBuzz call for a paragraph's new words in each
/// script and font instead of one per word: besides HarfBuzz's cost per call, each
/// call runs through HarfBuzz's code again, which then no longer stays in the
/// processor's instruction cache.
struct ShapedRuns {
    /// The runs in logical order.
    var runs: [ShapedRun] = []
    /// The glyph arrays of the stretches the runs were shaped in (each shared with the
    /// layout cache and the stretch's other words, never copied). The first is empty:
    /// the stretch of runs whose words are still to be shaped.
    var stretches: [[UnitGlyph]] = [[]]

    /// Shapes `itemized` (glyphs come from `cache` when it has the word), registering
    /// the runs' glyph styles in `styles`. `buffer` is reused for every run;
    /// `segmentation` gives the opportunities where shaped runs may be cut.
    ///
    /// Text of many scripts has a span for almost every word, so the span loop reads
    /// the itemized runs and the text in place and touches no reference: a span's
    /// style, scale and key come from plain values (the font only by identity), and
    /// the font itself is read only to shape words the cache lacks.
    init(
        _ itemized: ItemizedRuns, paragraph: ResolvedParagraph, segmentation: Segmentation, text: AttributedText,
        cache: LayoutCache, buffer: ShapingBuffer, styles: inout StyleTable
    ) {
        runs.reserveCapacity(itemized.runs.count)
        // At most a stretch per run (cached words of many stretches), and the empty one.
        stretches.reserveCapacity(itemized.runs.count + 1)
        var spans = SpanShaping(
            text: text, contentStart: paragraph.content.lowerBound, segmentation: segmentation, cache: cache,
            buffer: buffer)
        itemized.runs.withUnsafeBufferPointer { itemized in
            // The keys borrow the words' text from the paragraph's.
            text.utf16.withUnsafeBufferPointer { utf16 in
                var first = 0
                while first < itemized.count {
                    let start = itemized[first].range.lowerBound
                    var end = first + 1
                    while end < itemized.count, Self.shareSettings(itemized, end - 1, end),
                        itemized[end].range.upperBound - start <= LayoutCache.maximumWordLength
                    {
                        end += 1
                    }
                    let runIndex = itemized[first].runIndex
                    let style =
                        styles.existingIndex(runIndex: runIndex, font: ObjectIdentifier(itemized[first].font))
                        ?? styles.index(runIndex: runIndex, font: itemized[first].font, text: text)
                    spans.shape(
                        first..<end, of: itemized, utf16: utf16, style: style, scale: styles.scale(of: style),
                        into: &runs, stretches: &stretches)
                    first = end
                }
                spans.finish(into: &runs, stretches: &stretches)
            }
        }
    }

    /// Calls `body` with the runs and the stretches' glyph arrays, read in place (read
    /// a stretch through its address: a copy would retain and release it).
    @inline(__always)
    func withUnsafeRuns<Result>(
        _ body: (UnsafeBufferPointer<ShapedRun>, UnsafeBufferPointer<[UnitGlyph]>) -> Result
    ) -> Result {
        runs.withUnsafeBufferPointer { runs in stretches.withUnsafeBufferPointer { body(runs, $0) } }
    }

    /// Whether run `next` of `runs` follows run `run` directly and is shaped with the
    /// same settings (fields compared in place: a copy of a run retains its font).
    @inline(__always)
    static func shareSettings(_ runs: UnsafeBufferPointer<ItemizedRun>, _ run: Int, _ next: Int) -> Bool {
        runs[run].range.upperBound == runs[next].range.lowerBound && runs[run].runIndex == runs[next].runIndex
            && ObjectIdentifier(runs[run].font) == ObjectIdentifier(runs[next].font)
            && runs[run].level == runs[next].level && runs[run].script == runs[next].script
    }

    /// The index of the first run that reaches past `offset` (binary search: runs are
    /// in logical order); `runs.count` when none does.
    func firstRun(endingAfter offset: Int) -> Int {
        _partitioningIndex(count: runs.count) { runs[$0].range.upperBound > offset }
    }
}
