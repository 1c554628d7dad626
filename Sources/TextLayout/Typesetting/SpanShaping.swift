import CHarfBuzz

/// Shapes the spans of one paragraph (see ``ShapedRuns``), reusing its buffers from
/// span to span.
struct SpanShaping {
    let text: AttributedText
    /// The paragraph content's start: the segmentation's offset 0.
    let contentStart: Int
    let segmentation: Segmentation
    let cache: LayoutCache
    let buffer: ShapingBuffer
    /// The key of every lookup, kept from span to span: a span sets its font, script
    /// and direction, and its language and features only when its attribute run or
    /// script differs from the last span's (a new key per span would retain and
    /// release them each time); its text changes word by word.
    private var key = LayoutCache.Key(
        font: ObjectIdentifier(SpanShaping.self), rightToLeft: false, script: 0, language: nil, features: [],
        text: UnsafeBufferPointer(start: nil, count: 0))
    /// The attribute run and script that ``key``'s language and features are those of
    /// (none before the first span).
    private var keySettings: (runIndex: Int, script: hb_script_t?)?
    /// The language of attribute run `keySettings.runIndex` (nil: none set) and its
    /// letter spacing.
    private var runLanguage: String?
    private var letterSpacing = 0.0
    /// The words the cache lacks, gathered by their shaping settings (a paragraph has
    /// one or a few) until ``finish(into:stretches:)`` or a full group shapes them.
    private var missing: [MissingWords] = []
    /// Whether the cache held no word when the paragraph started and none has been
    /// stored since: its words are not looked up (each lookup would take the cache's
    /// lock only to miss), their misses counted in ``skippedLookups`` until
    /// ``finish(into:stretches:)``. (A word another layout stores meanwhile is shaped
    /// again: the same glyphs.)
    private var skipsLookups: Bool
    private var skippedLookups = 0

    init(text: AttributedText, contentStart: Int, segmentation: Segmentation, cache: LayoutCache, buffer: ShapingBuffer) {
        self.text = text
        self.contentStart = contentStart
        self.segmentation = segmentation
        self.cache = cache
        self.buffer = buffer
        skipsLookups = cache.holdsNoWords
    }

    /// Appends every run of span `span` of `itemized` (runs sharing their settings) to
    /// `runs`, in order, each with glyph style `style` (whose scale is `scale`) and its
    /// range, level and glyphs (a stretch of `stretches`): those the cache lacks only
    /// once ``finish(into:stretches:)`` has run. `utf16` is the text's.
    @inline(__always)
    mutating func shape(
        _ span: Range<Int>, of itemized: UnsafeBufferPointer<ItemizedRun>, utf16: UnsafeBufferPointer<UInt16>,
        style: UInt32, scale: Double, into runs: inout [ShapedRun], stretches: inout [[UnitGlyph]]
    ) {
        let runIndex = itemized[span.lowerBound].runIndex, script = itemized[span.lowerBound].script
        if keySettings?.runIndex != runIndex || keySettings?.script != script {
            // Single fields are read: copying the whole TextAttributes would retain every
            // reference in it.
            if keySettings?.runIndex != runIndex {
                runLanguage = text.runs[runIndex].attributes.language
                letterSpacing = text.runs[runIndex].attributes.letterSpacing
                key.features = text.runs[runIndex].attributes.features
            }
            // The run's language, else its script's sample language (as Pango does; the
            // same language the system font source asks fontconfig about).
            key.language = runLanguage ?? script.flatMap { Script(rawValue: $0.rawValue).sampleLanguage }
            keySettings = (runIndex, script)
        }
        key.font = ObjectIdentifier(itemized[span.lowerBound].font)
        key.rightToLeft = itemized[span.lowerBound].level & 1 == 1
        key.script = script?.rawValue ?? 0
        let spanStyle = SpanStyle(style: style, scale: scale, letterSpacing: letterSpacing)
        // A word the cache has is appended at once; a missing one is appended without
        // glyphs and gathered with the paragraph's other missing words of the same
        // settings, whose glyphs one HarfBuzz call gives later.
        var group: Int?
        for index in span {
            key.text = UnsafeBufferPointer(rebasing: utf16[itemized[index].range])
            let hash = WordTable.hash(key)
            let range = itemized[index].range
            if skipsLookups {
                skippedLookups += 1
            } else if let glyphs = cache.glyphs(for: key, hash: hash) {
                let glyphRange = glyphs.range, clusterBase = range.lowerBound - glyphs.clusterOffset
                // The stretch is moved into `stretches` (no second retain).
                let stretch = Self.index(of: glyphs.stretch, in: &stretches)
                runs.append(
                    ShapedRun(
                        spanStyle, range: range, level: itemized[index].level, stretch: stretch, glyphRange: glyphRange,
                        clusterBase: clusterBase))
                continue
            }
            runs.append(
                ShapedRun(
                    spanStyle, range: range, level: itemized[index].level, stretch: 0, glyphRange: 0..<0, clusterBase: 0))
            let gathering = group ?? self.group(font: itemized[span.lowerBound].font, script: script)
            group = gathering
            missing[gathering].add(
                range, hash: hash, run: runs.count - 1, utf16: utf16, flags: segmentation.flags, contentStart: contentStart)
            if missing[gathering].units.count >= Self.maximumGatheredLength {
                shapeGathered(gathering, into: &runs, stretches: &stretches)
            }
        }
    }

    /// Shapes the words still gathered and gives their runs (appended by
    /// ``shape(_:of:utf16:style:scale:into:stretches:)`` to `runs`) their glyphs. Call
    /// once, after the paragraph's last span.
    mutating func finish(into runs: inout [ShapedRun], stretches: inout [[UnitGlyph]]) {
        for group in missing.indices where !missing[group].words.isEmpty {
            shapeGathered(group, into: &runs, stretches: &stretches)
        }
        if skippedLookups > 0 { cache.countMisses(skippedLookups) }
    }

    /// The most code units of missing words gathered before they are shaped: a
    /// paragraph's new words take one HarfBuzz call, and HarfBuzz's buffers stay small.
    static let maximumGatheredLength = 4_096

    /// The index in ``missing`` of the group for words keyed as ``key`` (but for their
    /// text), shaped with `font` and `script`; a new group when there is none.
    private mutating func group(font: Font, script: hb_script_t?) -> Int {
        if let found = missing.firstIndex(where: { $0.holds(key) }) { return found }
        let settings = HarfBuzzSettings(
            ShapingOptions(
                direction: key.rightToLeft ? .rightToLeft : .leftToRight,
                script: script.map { Script(rawValue: $0.rawValue).iso15924 }, language: key.language,
                features: key.features))
        // A paragraph's words, up to what one group gathers before it is shaped.
        let expectedUnits = min(segmentation.flags.count, Self.maximumGatheredLength + LayoutCache.maximumWordLength)
        missing.append(MissingWords(key: key, font: font, settings: settings, expectedUnits: expectedUnits))
        return missing.count - 1
    }

    /// Shapes the words of group `group` of ``missing`` in one HarfBuzz call (the same
    /// glyphs as each piece between their opportunities shaped alone), gives their runs
    /// of `runs` (and their repeats') those glyphs, a new stretch of `stretches`, stores
    /// them in the cache and empties the group.
    private mutating func shapeGathered(
        _ group: Int, into runs: inout [ShapedRun], stretches: inout [[UnitGlyph]]
    ) {
        // One array for the group's glyphs, which its words and the cache share.
        var shaped: [UnitGlyph] = []
        missing[group].units.withUnsafeBufferPointer { units in
            buffer.appendShaping(
                units, range: 0..<units.count, cuts: missing[group].cuts[...], font: missing[group].font,
                settings: missing[group].settings, clusterOffset: 0, to: &shaped)
        }
        let glyphs = shaped
        stretches.append(glyphs)
        let stretch = stretches.count - 1
        let rightToLeft = missing[group].settings.rightToLeft
        var logical = 0
        // The words for the cache, which keeps the array.
        var shapedWords: [LayoutCache.StretchWord] = []
        shapedWords.reserveCapacity(missing[group].words.count)
        // The runs are written in place (one uniqueness check, not one per field).
        runs.withUnsafeMutableBufferPointer { runs in
            glyphs.withUnsafeBufferPointer { buffer in
                for word in missing[group].words {
                    // The word's glyphs: those whose clusters start in its place among the
                    // gathered units (contiguous, clusters being monotone), found walking the
                    // glyphs in logical order.
                    let lower = Int32(word.start)
                    let upper = Int32(word.start + word.range.count)
                    // Each direction gets its own loops (no direction test per glyph).
                    let found =
                        rightToLeft
                        ? Self.logicalGlyphs(of: buffer, from: logical, clusters: lower..<upper, rightToLeft: true)
                        : Self.logicalGlyphs(of: buffer, from: logical, clusters: lower..<upper, rightToLeft: false)
                    let indices = rightToLeft ? buffer.count - found.upperBound..<buffer.count - found.lowerBound : found
                    logical = found.upperBound
                    runs[word.run].stretch = stretch
                    runs[word.run].glyphRange = indices
                    runs[word.run].clusterBase = word.range.lowerBound - word.start
                    shapedWords.append(
                        LayoutCache.StretchWord(
                            range: word.start..<word.start + word.range.count, hash: word.hash, glyphRange: indices,
                            clusterOffset: word.start))
                }
            }
            for (run, word) in missing[group].repeats {
                runs[run].stretch = stretch
                runs[run].glyphRange = shapedWords[word].glyphRange
                runs[run].clusterBase = runs[run].range.lowerBound - shapedWords[word].clusterOffset
            }
        }
        // Later words may be among these.
        skipsLookups = false
        cache.store(
            shapedWords, key: missing[group].key, units: missing[group].units, font: missing[group].font,
            glyphs: glyphs)
        missing[group].removeAll()
    }
}

extension SpanShaping {
    /// The index of `glyphs` (a cached word's stretch) in `stretches`: the last one's
    /// when it is the same array (the words of a stretch often follow each other),
    /// else a new one's.
    @inline(__always)
    fileprivate static func index(of glyphs: consuming [UnitGlyph], in stretches: inout [[UnitGlyph]]) -> Int {
        let last = stretches.count - 1
        let same = stretches.withUnsafeBufferPointer { stretches in
            (stretches.baseAddress! + last).pointee.withUnsafeBufferPointer { last in
                glyphs.withUnsafeBufferPointer { $0.baseAddress == last.baseAddress && $0.count == last.count }
            }
        }
        if same { return last }
        stretches.append(glyphs)
        return last + 1
    }

    /// The logical indices of the glyphs of `buffer` (in visual order, read backwards
    /// when `rightToLeft`) whose clusters start in `clusters`, found walking from
    /// logical index `logical` (clusters never decrease in logical order).
    @inline(__always)
    fileprivate static func logicalGlyphs(
        of buffer: UnsafeBufferPointer<UnitGlyph>, from logical: Int, clusters: Range<Int32>, rightToLeft: Bool
    ) -> Range<Int> {
        func cluster(_ logical: Int) -> Int32 {
            buffer[rightToLeft ? buffer.count - 1 - logical : logical].clusterStart
        }
        var start = logical
        while start < buffer.count && cluster(start) < clusters.lowerBound { start += 1 }
        var end = start
        while end < buffer.count && cluster(end) < clusters.upperBound { end += 1 }
        return start..<end
    }
}

/// What the runs of one span share: their glyph style, scale and letter spacing.
struct SpanStyle {
    var style: UInt32
    /// Pixels per font unit.
    var scale: Double
    var letterSpacing: Double
}

extension ShapedRun {
    /// A run of a span with `style`, with its own text, level and glyphs.
    @inline(__always)
    fileprivate init(
        _ style: SpanStyle, range: Range<Int>, level: UInt8, stretch: Int, glyphRange: Range<Int>, clusterBase: Int
    ) {
        self.init(
            range: range, level: level, style: style.style, scale: style.scale, letterSpacing: style.letterSpacing,
            stretch: stretch, glyphRange: glyphRange, clusterBase: clusterBase)
    }
}
