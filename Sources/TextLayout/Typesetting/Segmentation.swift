/// Stage 2a of layout: the grapheme clusters and line-break opportunities of one
/// paragraph's content, from ICU, as one flag set per position.
struct Segmentation {
    /// `content.count + 1` positions; position 0 is the content's start.
    var flags: [CodeUnitFlags]

    /// Segments `paragraph`'s content with iterators from `cache`'s pool: a line
    /// breaker for each language of its attribute runs (the run's
    /// ``TextAttributes/language`` as ICU locale), and a grapheme breaker; or, for a
    /// paragraph in one language whose words `cache` has seen, from `cache`'s record of
    /// ICU's answers for them (`Segmentation+Words.swift`). With
    /// ``LineBreakStrategy/hangulWordPriority`` in the paragraph's style, Hangul words
    /// lose their inner opportunities.
    init(
        _ paragraph: ResolvedParagraph, text: AttributedText, cache: LayoutCache
    ) throws(TextLayoutError) {
        let content = paragraph.content
        flags = [CodeUnitFlags](repeating: [], count: content.count + 1)
        guard !content.isEmpty else { return }
        // Fields are read in place: copying a run's whole attributes would retain every
        // reference in them.
        let firstRun = text.runIndex(containing: content.lowerBound) ?? 0
        let keepHangulWords = text.runs[firstRun].attributes.paragraphStyle.lineBreakStrategy
            .contains(.hangulWordPriority)
        var lastRun = firstRun
        while lastRun + 1 < text.runs.count, text.runs[lastRun + 1].range.lowerBound < content.upperBound { lastRun += 1 }
        let oneLanguage = (firstRun...lastRun).allSatisfy {
            text.runs[$0].attributes.language == text.runs[firstRun].attributes.language
        }
        try text.utf16.withUnsafeBufferPointer { (buffer) throws(TextLayoutError) in
            let slice = UnsafeBufferPointer(rebasing: buffer[content])
            // Below U+0300 (no combining marks, no surrogates), every code unit is a
            // grapheme of its own, except CR LF.
            let hasLongerClusters = CharacterClass.hasMultiUnitClusterCandidate(slice)
            if oneLanguage {
                try segment(slice, locale: text.runs[firstRun].attributes.language ?? "", hasLongerClusters, cache: cache)
            } else {
                try markBreakOpportunities(
                    in: slice, languages: Self.languageSpans(of: content, runs: firstRun...lastRun, in: text), cache: cache)
                try markGraphemeBoundaries(in: slice, hasLongerClusters, cache: cache)
            }
            if keepHangulWords { Self.removeBreaksInsideHangulWords(&flags, in: slice) }
            flags[0].insert(.graphemeBoundary)
            flags[content.count].insert(.graphemeBoundary)
            if hasLongerClusters { Self.cutLongClusters(&flags, in: slice) }
        }
    }

    /// Segments text in one language: from `cache`'s word table when it knows every
    /// word and pair, otherwise with ICU (and the table records ICU's answers).
    private mutating func segment(
        _ slice: UnsafeBufferPointer<UInt16>, locale: String, _ hasLongerClusters: Bool, cache: LayoutCache
    ) throws(TextLayoutError) {
        let words = cache.withWordBreaks(locale: locale) { $0.isWorthUsing() } ? Self.words(in: slice) : nil
        if let words {
            var missing: [WordBreakTable.MissingWord] = []
            let filled = cache.withWordBreaks(locale: locale) { table in
                flags.withUnsafeMutableBufferPointer {
                    table.fill($0, words: words, slice: slice, missing: &missing, endCode: Self.endCode(of:))
                }
            }
            if filled {
                guard !missing.isEmpty else { return }
                for word in missing {
                    try segmentMissingWord(word.index, of: words, in: slice, locale: locale, hasLongerClusters, cache: cache)
                }
                flags.withUnsafeBufferPointer { flags in
                    cache.withWordBreaks(locale: locale) { $0.record(missing, of: words, flags: flags, slice: slice) }
                }
                return
            }
            for index in flags.indices { flags[index] = [] }
        }
        try markBreakOpportunities(in: slice, locale: locale, cache: cache)
        try markGraphemeBoundaries(in: slice, hasLongerClusters, cache: cache)
        guard let words else { return }
        flags.withUnsafeBufferPointer { flags in
            cache.withWordBreaks(locale: locale) { table in
                table.record(flags, words: words, slice: slice, endCode: Self.endCode(of:))
            }
        }
    }

    /// Writes the flags of word `index` from ICU on the text from the previous word's
    /// start (or the content's) to the next word's end (or the content's): what the
    /// word's flags depend on (`Segmentation+Words.swift`).
    private mutating func segmentMissingWord(
        _ index: Int, of words: [SegmentationWord], in slice: UnsafeBufferPointer<UInt16>, locale: String,
        _ hasLongerClusters: Bool, cache: LayoutCache
    ) throws(TextLayoutError) {
        let windowStart = index == 0 ? 0 : Int(words[index - 1].start)
        let windowEnd = index + 1 == words.count ? slice.count : Int(words[index + 1].end)
        let window = UnsafeBufferPointer(rebasing: slice[windowStart..<windowEnd])
        let word = Int(words[index].start)..<Int(words[index].end)
        let breaker = try cache.takeBreaker(locale: locale)
        defer { cache.returnBreaker(breaker, locale: locale) }
        for opportunity in try breaker.opportunities(in: window) where word.contains(windowStart + opportunity.offset) {
            flags[windowStart + opportunity.offset].insert(
                opportunity.isMandatory ? [.breakOpportunity, .mandatoryBreak] : .breakOpportunity)
        }
        guard hasLongerClusters else {
            for position in word { flags[position].insert(.graphemeBoundary) }
            return
        }
        if word.lowerBound == 0 { flags[0].insert(.graphemeBoundary) }
        let graphemeBreaker = try cache.takeBreaker(locale: nil)
        defer { cache.returnBreaker(graphemeBreaker, locale: nil) }
        for boundary in try graphemeBreaker.opportunities(in: window) where word.contains(windowStart + boundary.offset) {
            flags[windowStart + boundary.offset].insert(.graphemeBoundary)
        }
    }

    /// Marks ICU's grapheme cluster boundaries (all of them, without ICU, when
    /// `hasLongerClusters` is false).
    private mutating func markGraphemeBoundaries(
        in slice: UnsafeBufferPointer<UInt16>, _ hasLongerClusters: Bool, cache: LayoutCache
    ) throws(TextLayoutError) {
        guard hasLongerClusters else {
            for index in flags.indices { flags[index].insert(.graphemeBoundary) }
            return
        }
        let graphemeBreaker = try cache.takeBreaker(locale: nil)
        defer { cache.returnBreaker(graphemeBreaker, locale: nil) }
        // ICU does not report the start; the word table records it as the fast path has it.
        flags[0].insert(.graphemeBoundary)
        for boundary in try graphemeBreaker.opportunities(in: slice) {
            flags[boundary.offset].insert(.graphemeBoundary)
        }
    }

    /// A stretch of the content whose attribute runs share one language ("" for none),
    /// relative to the content's start.
    struct LanguageSpan {
        var range: Range<Int>
        var locale: String
    }

    /// The content's stretches of one language, in order, from the attribute runs
    /// that overlap it.
    static func languageSpans(
        of content: Range<Int>, runs: ClosedRange<Int>, in text: AttributedText
    ) -> [LanguageSpan] {
        var spans: [LanguageSpan] = []
        for runIndex in runs {
            let range = text.runs[runIndex].range.clamped(to: content)
            let locale = text.runs[runIndex].attributes.language ?? ""
            let relative = range.lowerBound - content.lowerBound..<range.upperBound - content.lowerBound
            if let last = spans.last, last.locale == locale {
                spans[spans.count - 1].range = last.range.lowerBound..<relative.upperBound
            } else if !relative.isEmpty {
                spans.append(LanguageSpan(range: relative, locale: locale))
            }
        }
        return spans
    }

    /// Marks ICU's UAX #14 opportunities for text in one language.
    private mutating func markBreakOpportunities(
        in slice: UnsafeBufferPointer<UInt16>, locale: String, cache: LayoutCache
    ) throws(TextLayoutError) {
        let breaker = try cache.takeBreaker(locale: locale)
        defer { cache.returnBreaker(breaker, locale: locale) }
        for opportunity in try breaker.opportunities(in: slice) { mark(opportunity) }
    }

    /// Marks ICU's UAX #14 opportunities for text in several languages. Each
    /// language's breaker reads the whole content (context across a language change
    /// counts), and an opportunity is kept from the breaker of the language of the
    /// character before it.
    private mutating func markBreakOpportunities(
        in slice: UnsafeBufferPointer<UInt16>, languages: [LanguageSpan], cache: LayoutCache
    ) throws(TextLayoutError) {
        for (index, span) in languages.enumerated()
        where !languages[..<index].contains(where: { $0.locale == span.locale }) {
            let breaker = try cache.takeBreaker(locale: span.locale)
            defer { cache.returnBreaker(breaker, locale: span.locale) }
            var spanIndex = 0
            for opportunity in try breaker.opportunities(in: slice) {
                while languages[spanIndex].range.upperBound < opportunity.offset { spanIndex += 1 }
                if languages[spanIndex].locale == span.locale { mark(opportunity) }
            }
        }
    }

    private mutating func mark(_ opportunity: LineBreakOpportunity) {
        flags[opportunity.offset].insert(
            opportunity.isMandatory ? [.breakOpportunity, .mandatoryBreak] : .breakOpportunity)
    }

    /// Cuts every grapheme cluster longer than ``TextLayoutLimits/maximumClusterLength``
    /// code units into pieces of at most that length (never between the two halves of
    /// a surrogate pair), so that no later stage or query handles an unbounded cluster.
    /// One pass over the content.
    static func cutLongClusters(_ flags: inout [CodeUnitFlags], in slice: UnsafeBufferPointer<UInt16>) {
        let limit = TextLayoutLimits.maximumClusterLength
        var clusterStart = 0
        for offset in 1..<slice.count {
            if flags[offset].contains(.graphemeBoundary) {
                clusterStart = offset
                continue
            }
            guard offset - clusterStart >= limit else { continue }
            // Cut before `offset`, or one unit earlier when that would split a pair.
            let splitsPair = slice[offset] & 0xFC00 == 0xDC00 && slice[offset - 1] & 0xFC00 == 0xD800
            let cut = splitsPair ? offset - 1 : offset
            flags[cut].insert([.graphemeBoundary, .clusterCut])
            clusterStart = cut
        }
    }

    /// Whether a grapheme cluster starts at relative offset `offset`.
    @inline(__always)
    func isGraphemeBoundary(_ offset: Int) -> Bool { flags[offset].contains(.graphemeBoundary) }
}
