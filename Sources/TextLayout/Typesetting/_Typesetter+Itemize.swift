import CHarfBuzz

/// What every cluster of a unit shares.
struct _UnitProperties {
    var runIndex: Int
    /// The font's index in the run's font chain.
    var fontIndex: Int
    var level: UInt8
    var script: hb_script_t?
}

extension _Typesetter {
    /// Resolves bidi levels, finds break opportunities and grapheme boundaries, splits
    /// the paragraph into units and shapes them (through the cache).
    mutating func itemize(_ range: Range<Int>, contentEnd: Int) throws(TextLayoutError) -> _Paragraph {
        let first = text.attributes(at: range.lowerBound)
        let content = range.lowerBound..<contentEnd
        let levels = try bidiLevels(content, base: first.paragraphStyle.baseWritingDirection)
        var paragraph = _Paragraph(
            range: range, contentEnd: contentEnd, style: first.paragraphStyle, baseLevel: levels.base, units: [])
        guard !content.isEmpty else { return paragraph }
        let locale = first.language ?? ""
        let lineBreaker = try cache.takeBreaker(locale: locale)
        defer { cache.returnBreaker(lineBreaker, locale: locale) }
        let graphemeBreaker = try cache.takeBreaker(locale: nil)
        defer { cache.returnBreaker(graphemeBreaker, locale: nil) }
        let (opportunities, graphemes) = try text.utf16.withUnsafeBufferPointer {
            (buffer) throws(TextLayoutError) -> ([LineBreakOpportunity], [Bool]) in
            (
                try _ICUBoundaries.lineBreaks(in: buffer, range: content, breaker: lineBreaker),
                try _ICUBoundaries.graphemeBoundaries(in: buffer, range: content, breaker: graphemeBreaker)
            )
        }
        paragraph.units = makeUnits(content, levels: levels.levels, graphemes: graphemes, breaks: opportunities)
        measureBreakUnits(&paragraph, graphemes: graphemes, opportunities: opportunities)
        return paragraph
    }

    /// ICU's levels, or all zeros without calling ICU when nothing can be right to left.
    func bidiLevels(_ content: Range<Int>, base: BaseWritingDirection) throws(TextLayoutError) -> (levels: [UInt8], base: UInt8) {
        let mayBeRightToLeft = text.utf16[content].contains { $0 >= 0x0590 }
        guard mayBeRightToLeft || base == .rightToLeft else {
            return ([UInt8](repeating: 0, count: content.count), 0)
        }
        let paragraph = try BidiParagraph(utf16: Array(text.utf16[content]), base: base)
        return (paragraph.levels, paragraph.baseLevel)
    }

    /// Splits the content into units at attribute-run, level, font and script changes
    /// and at line-break opportunities, and shapes each unit.
    mutating func makeUnits(
        _ content: Range<Int>, levels: [UInt8], graphemes: [Bool], breaks: [LineBreakOpportunity]
    ) -> [_Unit] {
        var units: [_Unit] = []
        var runIndex = text.runIndex(containing: content.lowerBound) ?? 0
        var chain = text.runs[runIndex].attributes.fontChain
        var nextBreak = 0
        var unitStart = content.lowerBound
        var current: _UnitProperties?
        var index = content.lowerBound
        while index < content.upperBound {
            var end = index + 1
            while !graphemes[end - content.lowerBound] { end += 1 }
            while nextBreak < breaks.count, breaks[nextBreak].offset < index { nextBreak += 1 }
            let atBreak = nextBreak < breaks.count && breaks[nextBreak].offset == index
            if index >= text.runs[runIndex].range.upperBound {
                while index >= text.runs[runIndex].range.upperBound { runIndex += 1 }
                chain = text.runs[runIndex].attributes.fontChain
            }
            if _CharacterClass.isLineSeparator(text.utf16[index]) {
                if let props = current {
                    let unitChain = props.runIndex == runIndex ? chain : text.runs[props.runIndex].attributes.fontChain
                    appendUnit(&units, unitStart..<index, props, chain: unitChain)
                }
                current = nil
                unitStart = end
                index = end
                continue
            }
            let (fontIndex, script) = classify(index..<end, chain: chain, currentFont: current?.fontIndex)
            let next = _UnitProperties(
                runIndex: runIndex, fontIndex: fontIndex, level: levels[index - content.lowerBound], script: script)
            if var props = current {
                let scriptChanged = script != nil && props.script != nil && script != props.script
                if atBreak || props.runIndex != runIndex || props.fontIndex != fontIndex || props.level != next.level
                    || scriptChanged
                {
                    let unitChain = props.runIndex == runIndex ? chain : text.runs[props.runIndex].attributes.fontChain
                    appendUnit(&units, unitStart..<index, props, chain: unitChain)
                    unitStart = index
                    current = next
                } else if props.script == nil, let script {
                    props.script = script
                    current = props
                }
            } else {
                current = next
            }
            index = end
        }
        if let props = current, unitStart < content.upperBound {
            appendUnit(&units, unitStart..<content.upperBound, props, chain: chain)
        }
        return units
    }

    /// The font (index in the chain) covering every scalar of a cluster, and the
    /// cluster's script (nil for common and inherited characters). Spaces keep the
    /// current font when it covers them. Ignorable scalars
    /// (joiners, variation selectors, controls) do not count; a cluster of only those
    /// keeps the current font.
    func classify(_ cluster: Range<Int>, chain: [Font], currentFont: Int?) -> (Int, hb_script_t?) {
        // Fast path: one printable ASCII character that the primary font has, in a run
        // of the primary font (or a letter, which always takes the first covering font).
        if cluster.count == 1, case let unit = UInt32(text.utf16[cluster.lowerBound]), unit >= 0x20, unit < 0x7F,
            chain[0].hasGlyph(unit)
        {
            let isLetter = (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A
            if isLetter { return (0, HB_SCRIPT_LATIN) }
            if unit != 0x20 || currentFont == nil || currentFont == 0 { return (0, nil) }
        }
        return text.utf16.withUnsafeBufferPointer { buffer in
            func covers(_ font: Font) -> Bool {
                var index = cluster.lowerBound
                while index < cluster.upperBound {
                    let (scalar, length) = _CharacterClass.scalar(in: buffer, at: index, end: cluster.upperBound)
                    if !_CharacterClass.isIgnorableForCoverage(scalar) && !font.hasGlyph(scalar) { return false }
                    index += length
                }
                return true
            }
            var firstScalar: UInt32?
            var index = cluster.lowerBound
            while index < cluster.upperBound, firstScalar == nil {
                let (scalar, length) = _CharacterClass.scalar(in: buffer, at: index, end: cluster.upperBound)
                if !_CharacterClass.isIgnorableForCoverage(scalar) { firstScalar = scalar }
                index += length
            }
            guard let firstScalar else { return (currentFont ?? 0, nil) }
            let script = hb_unicode_script(hb_unicode_funcs_get_default(), firstScalar)
            let resolved: hb_script_t? =
                script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
                ? nil : script
            // A space never chooses a font: it stays in the current font when that font
            // has it (as Pango does), so a space between Arabic words keeps the Arabic
            // face's width.
            if _CharacterClass.isSpaceSeparator(firstScalar), let currentFont, currentFont < chain.count,
                covers(chain[currentFont])
            {
                return (currentFont, nil)
            }
            if let full = chain.firstIndex(where: covers) { return (full, resolved) }
            return (chain.firstIndex { $0.hasGlyph(firstScalar) } ?? 0, resolved)
        }
    }

    /// Shapes a unit through the cache and appends it.
    mutating func appendUnit(_ units: inout [_Unit], _ range: Range<Int>, _ props: _UnitProperties, chain: [Font]) {
        guard !range.isEmpty else { return }
        let runIndex = props.runIndex
        let font = chain[props.fontIndex]
        // Read single fields: copying the whole TextAttributes would retain every reference in it.
        let language = text.runs[runIndex].attributes.language
        let features = text.runs[runIndex].attributes.features
        let key = LayoutCache.Key(
            font: ObjectIdentifier(font), rightToLeft: props.level & 1 == 1,
            script: props.script.map { hb_script_to_iso15924_tag($0) } ?? 0,
            language: language, features: features, text: text.utf16[range])
        let buffer = self.buffer
        let shaped = cache.glyphs(for: key, font: font) {
            let options = ShapingOptions(
                direction: key.rightToLeft ? .rightToLeft : .leftToRight, script: props.script.map(Self.scriptTag),
                language: language, features: features)
            return text.utf16.withUnsafeBufferPointer { buffer.shape($0, range: range, font: font, options: options) }
        }
        units.append(
            _Unit(
                range: range, level: props.level, style: style(runIndex: runIndex, font: font),
                scale: font.metrics.scale(forSize: text.runs[runIndex].attributes.size),
                letterSpacing: text.runs[runIndex].attributes.letterSpacing, glyphs: shaped))
    }

    /// The ISO 15924 tag of a HarfBuzz script, such as "Latn".
    static func scriptTag(_ script: hb_script_t) -> String {
        let tag = hb_script_to_iso15924_tag(script)
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
