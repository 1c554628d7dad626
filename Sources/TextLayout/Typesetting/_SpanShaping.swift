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
    /// The keys of the words of the stretch being gathered.
    private var keys: [LayoutCache.Key] = []
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
        // Words are looked up in order; the missing ones gather into a stretch, shaped
        // and stored when a word is found, at the span's end, or at
        // ``maximumStretchWords`` words (so that a word repeated later in the span is
        // found then).
        var options: ShapingOptions?
        keys.removeAll(keepingCapacity: true)
        var index = span.startIndex
        while index < span.endIndex {
            var wordKey = key
            wordKey.text = text.utf16[span[index].range]
            let glyphs = cache.glyphs(for: wordKey)
            if glyphs == nil { keys.append(wordKey) }
            if !keys.isEmpty && (glyphs != nil || keys.count == Self.maximumStretchWords || index + 1 == span.endIndex) {
                let stretchEnd = glyphs == nil ? index + 1 : index
                if options == nil {
                    options = ShapingOptions(
                        direction: key.rightToLeft ? .rightToLeft : .leftToRight,
                        script: run.script.map { Script(rawValue: $0.rawValue).iso15924 }, language: language,
                        features: features)
                }
                shapeStretch(
                    span[(stretchEnd - keys.count)..<stretchEnd], font: run.font, options: options!, style: style,
                    into: &runs)
                keys.removeAll(keepingCapacity: true)
            }
            if let glyphs {
                var shaped = style
                shaped.range = span[index].range
                shaped.level = span[index].level
                shaped.glyphs = glyphs
                runs.append(shaped)
            }
            index += 1
        }
    }

    /// The most words shaped in one call before they go to the cache.
    static let maximumStretchWords = 16

    /// Shapes `words` (neighbours in one span, missing from the cache, their keys in
    /// ``keys``) in one HarfBuzz call cut at every line-break opportunity, appends them
    /// to `runs` as `style` with their glyphs, and stores them in the cache.
    private mutating func shapeStretch(
        _ words: ArraySlice<_ItemizedRun>, font: Font, options: ShapingOptions, style: _ShapedRun,
        into runs: inout [_ShapedRun]
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
        var shaped: [LayoutCache.Word] = []
        shaped.reserveCapacity(storedText == nil ? 0 : words.count)
        for (index, word) in zip(keys.indices, words) {
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
            var run = style
            run.range = word.range
            run.level = word.level
            run.glyphs = wordGlyphs
            runs.append(run)
            if let storedText {
                var storedKey = keys[index]
                storedKey.text = storedText[Int(lower)..<Int(upper)]
                shaped.append(LayoutCache.Word(key: storedKey, font: font, glyphs: wordGlyphs))
            }
        }
        cache.store(shaped)
    }
}
