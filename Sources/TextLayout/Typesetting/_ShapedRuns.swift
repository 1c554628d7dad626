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
///
/// Neighbouring runs that differ only in their text (same attribute run, font, level
/// and script) form a span. The words of a span are looked up in the cache under one
/// lock; the words it lacks are shaped together, from the first missing one to the
/// last, in one HarfBuzz call cut at every line-break opportunity (see
/// ``_ShapingBuffer/shape(_:range:cuts:font:options:)``: the same glyphs as shaping
/// each piece alone), and stored under one lock. A cold layout (an empty cache) thus
/// shapes each span once instead of word by word.
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
                letterSpacing: text.runs[run.runIndex].attributes.letterSpacing, glyphs: [])
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

/// Shapes the spans of one paragraph (see ``_ShapedRuns``), reusing its buffers from
/// span to span.
struct _SpanShaping {
    let text: AttributedText
    /// The paragraph content's start: the segmentation's offset 0.
    let contentStart: Int
    let segmentation: _Segmentation
    let cache: LayoutCache
    let buffer: _ShapingBuffer
    /// The sample language of the last script seen (runs of one script follow each other).
    private var sampleScript: hb_script_t?
    private var sampleLanguage: String?
    private var keys: [LayoutCache.Key] = []
    private var found: [[_UnitGlyph]?] = []
    private var cuts: [Int] = []

    init(text: AttributedText, contentStart: Int, segmentation: _Segmentation, cache: LayoutCache, buffer: _ShapingBuffer) {
        self.text = text
        self.contentStart = contentStart
        self.segmentation = segmentation
        self.cache = cache
        self.buffer = buffer
    }

    /// Appends every run of `span` (runs sharing their settings) to `runs`, in order,
    /// each as `style` (its glyph style, scale and letter spacing) with its range,
    /// level and glyphs.
    mutating func shape(_ span: ArraySlice<_ItemizedRun>, style: _ShapedRun, into runs: inout [_ShapedRun]) {
        let run = span[span.startIndex]
        // The run's language, else its script's sample language (as Pango does; the same
        // language the system font source asks fontconfig about). Single fields are read:
        // copying the whole TextAttributes would retain every reference in it.
        if run.script != sampleScript {
            sampleScript = run.script
            sampleLanguage = run.script.flatMap { Script(rawValue: $0.rawValue).sampleLanguage }
        }
        let language = text.runs[run.runIndex].attributes.language ?? sampleLanguage
        let features = text.runs[run.runIndex].attributes.features
        let key = LayoutCache.Key(
            font: ObjectIdentifier(run.font), rightToLeft: run.level & 1 == 1, script: run.script?.rawValue ?? 0,
            language: language, features: features, text: [])
        keys.removeAll(keepingCapacity: true)
        for word in span {
            var wordKey = key
            wordKey.text = text.utf16[word.range]
            keys.append(wordKey)
        }
        cache.lookUp(keys, into: &found)
        func append(_ word: _ItemizedRun, _ glyphs: [_UnitGlyph]) {
            var shaped = style
            shaped.range = word.range
            shaped.level = word.level
            shaped.glyphs = glyphs
            runs.append(shaped)
        }
        guard found.contains(where: { $0 == nil }) else {
            for (word, glyphs) in zip(span, found) { append(word, glyphs!) }
            return
        }
        let options = ShapingOptions(
            direction: key.rightToLeft ? .rightToLeft : .leftToRight,
            script: run.script.map { Script(rawValue: $0.rawValue).iso15924 }, language: language, features: features)
        // A word missing more than once is shaped once: the later ones take the first
        // one's glyphs. The other missing words are shaped stretch by stretch (words
        // next to each other), each stretch in one call.
        var firstOfKey: [LayoutCache.Key: Int] = [:]
        var copyOf = [Int?](repeating: nil, count: found.count)
        for index in found.indices where found[index] == nil {
            if let first = firstOfKey.updateValue(index, forKey: keys[index]) {
                firstOfKey[keys[index]] = first
                copyOf[index] = first
            }
        }
        var shaped: [(key: LayoutCache.Key, font: Font, glyphs: [_UnitGlyph])] = []
        var first = 0
        while first < found.count {
            guard found[first] == nil && copyOf[first] == nil else {
                first += 1
                continue
            }
            var end = first + 1
            while end < found.count && found[end] == nil && copyOf[end] == nil { end += 1 }
            let words = span.index(span.startIndex, offsetBy: first)..<span.index(span.startIndex, offsetBy: end)
            shapeStretch(span[words], keyIndices: first..<end, font: run.font, options: options, into: &shaped)
            first = end
        }
        for index in found.indices {
            if let first = copyOf[index] { found[index] = found[first] }
        }
        for (word, glyphs) in zip(span, found) { append(word, glyphs!) }
        cache.store(shaped)
    }

    /// Shapes `words` (neighbours in one span, missing from the cache) in one HarfBuzz
    /// call cut at every line-break opportunity, and sets their entries of ``found``
    /// (`keyIndices`) to their glyphs, which also go to `shaped` for the cache.
    private mutating func shapeStretch(
        _ words: ArraySlice<_ItemizedRun>, keyIndices: Range<Int>, font: Font, options: ShapingOptions,
        into shaped: inout [(key: LayoutCache.Key, font: Font, glyphs: [_UnitGlyph])]
    ) {
        let stretch = words[words.startIndex].range.lowerBound..<words[words.index(before: words.endIndex)].range.upperBound
        // Every opportunity in the stretch, and every word's end (each an opportunity
        // or a cluster cut, as itemization ends runs there).
        cuts.removeAll(keepingCapacity: true)
        for word in words {
            for offset in word.range.dropFirst()
            where !segmentation.flags[offset - contentStart].isDisjoint(with: [.breakOpportunity, .clusterCut]) {
                cuts.append(offset)
            }
            if word.range.upperBound < stretch.upperBound { cuts.append(word.range.upperBound) }
        }
        let glyphs = text.utf16.withUnsafeBufferPointer {
            buffer.shape($0, range: stretch, cuts: cuts[...], font: font, options: options)
        }
        // The words' keys keep a copy of the stretch's text, not the whole text.
        let storedText = stretch.count <= LayoutCache.maximumWordLength ? Array(text.utf16[stretch]) : nil
        let rightToLeft = options.direction == .rightToLeft
        var logical = 0
        for (index, word) in zip(keyIndices, words) {
            // The word's glyphs: those whose clusters start in its range (contiguous,
            // clusters being monotone), found walking the glyphs in logical order.
            let lower = Int32(word.range.lowerBound - stretch.lowerBound)
            let upper = Int32(word.range.upperBound - stretch.lowerBound)
            func cluster(_ logical: Int) -> Int32 { glyphs[rightToLeft ? glyphs.count - 1 - logical : logical].clusterStart }
            while logical < glyphs.count && cluster(logical) < lower { logical += 1 }
            var end = logical
            while end < glyphs.count && cluster(end) < upper { end += 1 }
            let indices = rightToLeft ? glyphs.count - end..<glyphs.count - logical : logical..<end
            var wordGlyphs = Array(glyphs[indices])
            for glyph in wordGlyphs.indices {
                wordGlyphs[glyph].clusterStart -= lower
                wordGlyphs[glyph].clusterEnd -= lower
            }
            logical = end
            found[index] = wordGlyphs
            if let storedText {
                var storedKey = keys[index]
                storedKey.text = storedText[Int(lower)..<Int(upper)]
                shaped.append((storedKey, font, wordGlyphs))
            }
        }
    }
}

