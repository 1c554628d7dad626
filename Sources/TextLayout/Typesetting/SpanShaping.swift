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
    private var cuts: [Int] = []
    /// The words of the stretch just shaped, for the cache (reused from stretch to stretch).
    private var shapedWords: [LayoutCache.StretchWord] = []
    /// The hashes of the missing words of the stretch being gathered: the first `missing`
    /// (room for ``maximumStretchWords``, written in place; allocated at the paragraph's
    /// first missing word, so a warm layout allocates none).
    private var missingHashes: [UInt64] = []

    init(text: AttributedText, contentStart: Int, segmentation: Segmentation, cache: LayoutCache, buffer: ShapingBuffer) {
        self.text = text
        self.contentStart = contentStart
        self.segmentation = segmentation
        self.cache = cache
        self.buffer = buffer
    }

    /// Appends every run of span `span` of `itemized` (runs sharing their settings) to
    /// `runs`, in order, each with glyph style `style` (whose scale is `scale`) and its
    /// range, level and glyphs. `utf16` is the text's.
    @inline(__always)
    mutating func shape(
        _ span: Range<Int>, of itemized: UnsafeBufferPointer<ItemizedRun>, utf16: UnsafeBufferPointer<UInt16>,
        style: UInt32, scale: Double, into runs: inout [ShapedRun]
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
        // Words are looked up in order; the missing ones gather into a stretch, shaped
        // and stored when a word is found, at the span's end, at a word the stretch has
        // already (shaped and stored first, it is then found), or at
        // ``maximumStretchWords`` words (so that a word repeated later in the span is
        // found then).
        var settings: HarfBuzzSettings?
        // How many words before this one are missing from the cache.
        var missing = 0
        var index = span.lowerBound
        while index < span.upperBound {
            key.text = UnsafeBufferPointer(rebasing: utf16[itemized[index].range])
            let hash = WordTable.hash(key)
            let glyphs = cache.glyphs(for: key, hash: hash)
            let repeatsMissingWord =
                glyphs == nil && key.text.count <= LayoutCache.maximumWordLength
                && isMissing(key.text, hash: hash, before: index, missing: missing, of: itemized, utf16: utf16)
            if glyphs == nil && !repeatsMissingWord {
                if missingHashes.isEmpty { missingHashes = [UInt64](repeating: 0, count: Self.maximumStretchWords) }
                missingHashes[missing] = hash
                missing += 1
            }
            if missing > 0
                && (glyphs != nil || repeatsMissingWord || missing == Self.maximumStretchWords
                    || index + 1 == span.upperBound)
            {
                let stretchEnd = glyphs == nil && !repeatsMissingWord ? index + 1 : index
                if settings == nil {
                    settings = HarfBuzzSettings(
                        ShapingOptions(
                            direction: key.rightToLeft ? .rightToLeft : .leftToRight,
                            script: script.map { Script(rawValue: $0.rawValue).iso15924 }, language: key.language,
                            features: key.features))
                }
                shapeStretch(
                    (stretchEnd - missing)..<stretchEnd, of: itemized, utf16: utf16,
                    font: itemized[span.lowerBound].font, settings: settings!, style: spanStyle, into: &runs)
                missing = 0
                // The repeated word is in the cache now: look it up again.
                if repeatsMissingWord { continue }
            }
            if let glyphs {
                runs.append(
                    ShapedRun(
                        spanStyle, range: itemized[index].range, level: itemized[index].level, glyphs: glyphs.stretch,
                        glyphRange: glyphs.range, clusterBase: itemized[index].range.lowerBound - glyphs.clusterOffset))
            }
            index += 1
        }
    }

    /// Whether `text` (whose hash is `hash`) is the text of one of the `missing` words
    /// of `itemized` before `index` (the stretch being gathered).
    private func isMissing(
        _ text: UnsafeBufferPointer<UInt16>, hash: UInt64, before index: Int, missing: Int,
        of itemized: UnsafeBufferPointer<ItemizedRun>, utf16: UnsafeBufferPointer<UInt16>
    ) -> Bool {
        for offset in 0..<missing where missingHashes[offset] == hash {
            let range = itemized[index - missing + offset].range
            if range.count == text.count
                && UTF16Units.areEqual(utf16.baseAddress! + range.lowerBound, text)
            {
                return true
            }
        }
        return false
    }

    /// The most words shaped in one call before they go to the cache.
    static let maximumStretchWords = 16

    /// Shapes runs `words` of `itemized` (neighbours in one span, missing from the
    /// cache, keyed as ``key`` but for their text, which is in `utf16`) in one HarfBuzz
    /// call cut at every line-break opportunity, appends them to `runs` with `style`
    /// and their glyphs, and stores them in the cache.
    private mutating func shapeStretch(
        _ words: Range<Int>, of itemized: UnsafeBufferPointer<ItemizedRun>, utf16: UnsafeBufferPointer<UInt16>,
        font: Font, settings: HarfBuzzSettings, style: SpanStyle, into runs: inout [ShapedRun]
    ) {
        let words = UnsafeBufferPointer(rebasing: itemized[words])
        let stretch = words[0].range.lowerBound..<words[words.count - 1].range.upperBound
        // Every opportunity in the stretch, and every word's end (each an opportunity
        // or a cluster cut, as itemization ends runs there).
        cuts.removeAll(keepingCapacity: true)
        for word in words.indices {
            let range = words[word].range
            for offset in range.dropFirst()
            where !segmentation.flags[offset - contentStart].isDisjoint(with: [.breakOpportunity, .clusterCut]) {
                cuts.append(offset)
            }
            if range.upperBound < stretch.upperBound { cuts.append(range.upperBound) }
        }
        // One array for the stretch's glyphs (about one glyph per code unit), which its
        // words and the cache share.
        var shaped: [UnitGlyph] = []
        shaped.reserveCapacity(stretch.count)
        buffer.appendShaping(
            utf16, range: stretch, cuts: cuts[...], font: font, settings: settings, clusterOffset: 0, to: &shaped)
        let glyphs = shaped
        let rightToLeft = settings.rightToLeft
        var logical = 0
        shapedWords.removeAll(keepingCapacity: true)
        glyphs.withUnsafeBufferPointer { buffer in
            for word in words.indices {
                let range = words[word].range
                // The word's glyphs: those whose clusters start in its range (contiguous,
                // clusters being monotone), found walking the glyphs in logical order.
                let lower = Int32(range.lowerBound - stretch.lowerBound)
                let upper = Int32(range.upperBound - stretch.lowerBound)
                // Each direction gets its own loops (no direction test per glyph).
                let found =
                    rightToLeft
                    ? Self.logicalGlyphs(of: buffer, from: logical, clusters: lower..<upper, rightToLeft: true)
                    : Self.logicalGlyphs(of: buffer, from: logical, clusters: lower..<upper, rightToLeft: false)
                let indices = rightToLeft ? buffer.count - found.upperBound..<buffer.count - found.lowerBound : found
                logical = found.upperBound
                runs.append(
                    ShapedRun(
                        style, range: range, level: words[word].level, glyphs: glyphs, glyphRange: indices,
                        clusterBase: stretch.lowerBound))
                shapedWords.append(
                    LayoutCache.StretchWord(
                        range: range, hash: missingHashes[word], glyphRange: indices, clusterOffset: Int(lower)))
            }
        }
        cache.store(shapedWords, key: &key, text: utf16, font: font, glyphs: glyphs)
    }
}

extension SpanShaping {
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
        _ style: SpanStyle, range: Range<Int>, level: UInt8, glyphs: [UnitGlyph], glyphRange: Range<Int>, clusterBase: Int
    ) {
        self.init(
            range: range, level: level, style: style.style, scale: style.scale, letterSpacing: style.letterSpacing,
            glyphs: glyphs, glyphRange: glyphRange, clusterBase: clusterBase)
    }
}
