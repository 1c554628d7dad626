import CHarfBuzz

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
    private var cuts: [Int] = []
    /// The words of the stretch just shaped, for the cache (reused from stretch to stretch).
    private var shapedWords: [LayoutCache.StretchWord] = []
    /// The hashes of the missing words of the stretch being gathered.
    private var missingHashes: [UInt64] = []

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
        // The keys borrow the words' text from the paragraph's, for the whole span.
        text.utf16.withUnsafeBufferPointer { utf16 in shape(span, utf16: utf16, style: style, into: &runs) }
    }

    private mutating func shape(
        _ span: ArraySlice<_ItemizedRun>, utf16: UnsafeBufferPointer<UInt16>, style: _ShapedRun,
        into runs: inout [_ShapedRun]
    ) {
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
        // One key for every lookup, its text changed from word to word (a copy per
        // word would retain the language and features each time).
        var key = LayoutCache.Key(
            font: ObjectIdentifier(run.font), rightToLeft: run.level & 1 == 1, script: run.script?.rawValue ?? 0,
            language: language, features: features, text: UnsafeBufferPointer(rebasing: utf16[0..<0]))
        // Words are looked up in order; the missing ones gather into a stretch, shaped
        // and stored when a word is found, at the span's end, at a word the stretch has
        // already (shaped and stored first, it is then found), or at
        // ``maximumStretchWords`` words (so that a word repeated later in the span is
        // found then).
        var settings: _HarfBuzzSettings?
        // How many words before this one are missing from the cache.
        var missing = 0
        missingHashes.removeAll(keepingCapacity: true)
        var index = span.startIndex
        while index < span.endIndex {
            key.text = UnsafeBufferPointer(rebasing: utf16[span[index].range])
            let hash = _WordTable.hash(key)
            let glyphs = cache.glyphs(for: key, hash: hash)
            let repeatsMissingWord =
                glyphs == nil && key.text.count <= LayoutCache.maximumWordLength
                && isMissing(key.text, hash: hash, before: index, missing: missing, in: span, utf16: utf16)
            if glyphs == nil && !repeatsMissingWord {
                missing += 1
                missingHashes.append(hash)
            }
            if missing > 0
                && (glyphs != nil || repeatsMissingWord || missing == Self.maximumStretchWords
                    || index + 1 == span.endIndex)
            {
                let stretchEnd = glyphs == nil && !repeatsMissingWord ? index + 1 : index
                if settings == nil {
                    settings = _HarfBuzzSettings(
                        ShapingOptions(
                            direction: key.rightToLeft ? .rightToLeft : .leftToRight,
                            script: run.script.map { Script(rawValue: $0.rawValue).iso15924 }, language: language,
                            features: features))
                }
                shapeStretch(
                    span[(stretchEnd - missing)..<stretchEnd], utf16: utf16, key: key, font: run.font,
                    settings: settings!, style: style, into: &runs)
                missing = 0
                missingHashes.removeAll(keepingCapacity: true)
                // The repeated word is in the cache now: look it up again.
                if repeatsMissingWord { continue }
            }
            if let glyphs {
                runs.append(
                    _ShapedRun(
                        style, range: span[index].range, level: span[index].level, glyphs: glyphs.stretch,
                        glyphRange: glyphs.range, clusterBase: span[index].range.lowerBound - glyphs.clusterOffset))
            }
            index += 1
        }
    }

    /// Whether `text` (whose hash is `hash`) is the text of one of the `missing` words
    /// of `span` before `index` (the stretch being gathered).
    private func isMissing(
        _ text: UnsafeBufferPointer<UInt16>, hash: UInt64, before index: Int, missing: Int,
        in span: ArraySlice<_ItemizedRun>, utf16: UnsafeBufferPointer<UInt16>
    ) -> Bool {
        for offset in 0..<missing where missingHashes[offset] == hash {
            let range = span[index - missing + offset].range
            if range.count == text.count
                && _UTF16Units.areEqual(utf16.baseAddress! + range.lowerBound, text)
            {
                return true
            }
        }
        return false
    }

    /// The most words shaped in one call before they go to the cache.
    static let maximumStretchWords = 16

    /// Shapes `words` (neighbours in one span, missing from the cache, keyed as `key`
    /// but for their text, which is in `utf16`) in one HarfBuzz call cut at every
    /// line-break opportunity, appends them to `runs` as `style` with their glyphs, and
    /// stores them in the cache.
    private mutating func shapeStretch(
        _ words: ArraySlice<_ItemizedRun>, utf16: UnsafeBufferPointer<UInt16>, key: LayoutCache.Key, font: Font,
        settings: _HarfBuzzSettings, style: _ShapedRun, into runs: inout [_ShapedRun]
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
        // One array for the stretch's glyphs (about one glyph per code unit), which its
        // words and the cache share.
        var shaped: [_UnitGlyph] = []
        shaped.reserveCapacity(stretch.count)
        buffer.appendShaping(
            utf16, range: stretch, cuts: cuts[...], font: font, settings: settings, clusterOffset: 0, to: &shaped)
        let glyphs = shaped
        let rightToLeft = settings.rightToLeft
        var logical = 0
        shapedWords.removeAll(keepingCapacity: true)
        glyphs.withUnsafeBufferPointer { buffer in
            for word in words {
                // The word's glyphs: those whose clusters start in its range (contiguous,
                // clusters being monotone), found walking the glyphs in logical order.
                let lower = Int32(word.range.lowerBound - stretch.lowerBound)
                let upper = Int32(word.range.upperBound - stretch.lowerBound)
                func cluster(_ logical: Int) -> Int32 {
                    buffer[rightToLeft ? buffer.count - 1 - logical : logical].clusterStart
                }
                while logical < buffer.count && cluster(logical) < lower { logical += 1 }
                var end = logical
                while end < buffer.count && cluster(end) < upper { end += 1 }
                let indices = rightToLeft ? buffer.count - end..<buffer.count - logical : logical..<end
                logical = end
                runs.append(
                    _ShapedRun(
                        style, range: word.range, level: word.level, glyphs: glyphs, glyphRange: indices,
                        clusterBase: stretch.lowerBound))
                shapedWords.append(
                    LayoutCache.StretchWord(range: word.range, glyphRange: indices, clusterOffset: Int(lower)))
            }
        }
        cache.store(shapedWords, key: key, text: utf16, font: font, glyphs: glyphs)
    }
}
