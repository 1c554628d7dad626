import CHarfBuzz

/// A run of text to shape as one piece: one font, bidi level, script and attribute
/// run, never crossing a line-break opportunity that follows breaking whitespace: one
/// word and its spaces, where words without spaces between them (Chinese, Japanese,
/// Thai, or "up-to-date") stay in one run. It is the unit of the word cache; its
/// glyphs are those of its pieces between opportunities shaped alone (see
/// ``ShapingBuffer/shape(_:range:cuts:font:options:)``), so lines may end inside it.
struct ItemizedRun {
    var range: Range<Int>
    /// The index of the attribute run in the text.
    var runIndex: Int
    /// The run's font, held unretained: the ``ItemizedRuns`` the run belongs to keeps
    /// it alive (``ItemizedRuns/ownedFonts``), so storing, copying and dropping runs touch
    /// no reference count. Read it only while that value lives.
    unowned(unsafe) var font: Font
    var level: UInt8
    /// The script to shape with (nil: none found, HarfBuzz guesses).
    var script: hb_script_t?
}

/// Stage 2 of layout: one paragraph's content split into runs to shape, at
/// attribute-run, bidi-level, font and script changes, at line-break opportunities
/// after breaking whitespace and at cluster cuts, with fonts chosen by a ``FontSource`` cluster by cluster. Hard line
/// breaks (U+2028) belong to no run: they get no glyphs.
struct ItemizedRuns {
    var runs: [ItemizedRun] = []
    /// Every font of ``runs``, once each (the runs hold theirs unretained): the
    /// paragraph's few fonts are retained once, not once per run.
    private(set) var ownedFonts: [Font] = []

    /// The run being built. Its font is the query's current font; the run keeps only
    /// the font's identity, so the per-cluster loop does no reference counting.
    struct OpenRun {
        var start: Int
        var runIndex: Int
        var level: UInt8
        var script: hb_script_t?
        var font: ObjectIdentifier
    }

    /// Itemizes `paragraph`, asking `fonts` for the face of every cluster. Generic so
    /// that the default chain's answer (and its ASCII fast path) is inlined into the
    /// loop. With `takesCoveredASCIIWhole` (tests turn it off to compare), printable
    /// ASCII that extends a run of the primary font is taken without asking `fonts`
    /// when they answer it with the primary font (``CoveredASCII``).
    init<Fonts: FontChoosing>(
        _ paragraph: ResolvedParagraph, segmentation: Segmentation, text: AttributedText, fonts: inout Fonts,
        takesCoveredASCIIWhole: Bool = true
    ) {
        let content = paragraph.content
        guard !content.isEmpty else { return }
        // About one run per word: room for a word every four units, in one allocation
        // (growing from empty took nine for a 1,000-unit paragraph); at most 1,024 runs
        // ahead, so a huge paragraph grows as before past them.
        runs.reserveCapacity(min(content.count / 4, 1024) + 1)
        let utf16 = text.utf16
        var runIndex = text.runIndex(containing: content.lowerBound) ?? 0
        var runEnd = text.runs[runIndex].range.upperBound
        // Layout moves one query from cluster to cluster.
        var query = FontQuery(
            unchecked: utf16, range: content.lowerBound..<content.lowerBound,
            attributes: text.runs[runIndex].attributes, script: .common, currentFont: nil)
        fonts.prepare(for: query.attributes)
        var covered = takesCoveredASCIIWhole && fonts.answersPrimaryForCoveredASCII ? CoveredASCII(query.attributes.font) : nil
        var open: OpenRun?
        // The open run's font (the query's current font), unretained: ``ownedFonts`` keeps it.
        var openFont: Unmanaged<Font>?
        var index = content.lowerBound
        while index < content.upperBound {
            if let covered, var run = open, run.font == covered.font, index < runEnd {
                index = covered.extend(
                    &run, into: &runs, from: index, to: min(runEnd, content.upperBound), paragraph: paragraph,
                    segmentation: segmentation, utf16: utf16)
                open = run
                guard index < content.upperBound else { break }
            }
            var end = index + 1
            while !segmentation.isGraphemeBoundary(end - content.lowerBound) { end += 1 }
            if index >= runEnd {
                while index >= text.runs[runIndex].range.upperBound { runIndex += 1 }
                runEnd = text.runs[runIndex].range.upperBound
                query.attributes = text.runs[runIndex].attributes
                fonts.prepare(for: query.attributes)
                if covered != nil { covered = CoveredASCII(query.attributes.font) }
            }
            let unit = utf16[index]
            if CharacterClass.isLineSeparator(unit) {
                close(open, at: index, font: openFont)
                open = nil
                query.currentFont = nil
                openFont = nil
                index = end
                continue
            }
            query.range = index..<end
            let font: Unmanaged<Font>
            if end == index + 1 && unit >= 0x20 && unit < 0x7F {
                // One printable ASCII character: Latin for a letter, common otherwise.
                query.script = (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A ? .latin : .common
                font = fonts.chooseFont(for: &query)
            } else {
                font = fonts.chooseScriptAndFont(for: &query)
            }
            let fontID = ObjectIdentifier(font.takeUnretainedValue())
            let script = query.script.isShared ? nil : query.script.harfBuzz
            let level = paragraph.levels[index - content.lowerBound]
            if let run = open {
                let scriptChanged = script != nil && run.script != nil && script != run.script
                let flags = segmentation.flags[index - content.lowerBound]
                let endsWord =
                    flags.contains(.clusterCut)
                    || (flags.contains(.breakOpportunity) && CharacterClass.isHangingWhitespace(utf16[index - 1]))
                if endsWord || run.runIndex != runIndex || run.font != fontID || run.level != level || scriptChanged
                {
                    close(run, at: index, font: openFont)
                    open = OpenRun(start: index, runIndex: runIndex, level: level, script: script, font: fontID)
                    if run.font != fontID {
                        query.currentFont = font.takeUnretainedValue()
                        openFont = font
                        keep(font)
                    }
                } else if run.script == nil {
                    open?.script = script
                }
            } else {
                open = OpenRun(start: index, runIndex: runIndex, level: level, script: script, font: fontID)
                query.currentFont = font.takeUnretainedValue()
                openFont = font
                keep(font)
            }
            index = end
        }
        close(open, at: content.upperBound, font: openFont)
        fonts.finishParagraph()
    }

    /// Appends the open run, ending at `end`, if there is one and it is not empty. Its
    /// `font` was kept (``keep(_:)``) when the run opened.
    @inline(__always)
    private mutating func close(_ open: OpenRun?, at end: Int, font: Unmanaged<Font>?) {
        guard let open, let font, open.start < end else { return }
        runs.append(
            ItemizedRun(
                range: open.start..<end, runIndex: open.runIndex, font: font.takeUnretainedValue(), level: open.level,
                script: open.script))
    }

    /// Adds `font` (a run's, as it opens) to ``ownedFonts`` unless it is there: a
    /// paragraph has few fonts, compared by identity without retaining them.
    @inline(__always)
    private mutating func keep(_ font: Unmanaged<Font>) {
        let identity = font.toOpaque()
        let known = ownedFonts.withUnsafeBufferPointer { fonts in
            fonts.contains { Unmanaged.passUnretained($0).toOpaque() == identity }
        }
        if !known { ownedFonts.append(font.takeUnretainedValue()) }
    }

    /// The script of a cluster's first scalar that needs a glyph (common when none
    /// does).
    static func script(of cluster: Range<Int>, in text: [UInt16]) -> Script {
        text.withUnsafeBufferPointer { buffer in
            var index = cluster.lowerBound
            while index < cluster.upperBound {
                let (scalar, length) = CharacterClass.scalar(in: buffer, at: index, end: cluster.upperBound)
                if !CharacterClass.isIgnorableForCoverage(scalar) { return Script(ofScalarValue: scalar) }
                index += length
            }
            return .common
        }
    }
}
