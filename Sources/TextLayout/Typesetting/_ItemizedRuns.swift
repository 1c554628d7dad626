import CHarfBuzz

/// A run of text to shape as one piece: one font, bidi level, script and attribute
/// run, never crossing a line-break opportunity (so it is usually one word and its
/// spaces).
struct _ItemizedRun {
    var range: Range<Int>
    /// The index of the attribute run in the text.
    var runIndex: Int
    var font: Font
    var level: UInt8
    /// The script to shape with (nil: none found, HarfBuzz guesses).
    var script: hb_script_t?
}

/// Stage 2 of layout: one paragraph's content split into runs to shape, at
/// attribute-run, bidi-level, font and script changes and at line-break
/// opportunities, with fonts chosen by a ``FontSource`` cluster by cluster. Hard line
/// breaks (U+2028) belong to no run: they get no glyphs.
struct _ItemizedRuns {
    var runs: [_ItemizedRun] = []

    init(
        _ paragraph: _BidiParagraph, segmentation: _Segmentation, text: AttributedText, fontSource: any FontSource
    ) {
        let content = paragraph.content
        guard !content.isEmpty else { return }
        let utf16 = text.utf16
        var runIndex = text.runIndex(containing: content.lowerBound) ?? 0
        var query = FontQuery(text: utf16, attributes: text.runs[runIndex].attributes)
        var unitStart = content.lowerBound
        var current: _ItemizedRun?
        var index = content.lowerBound
        while index < content.upperBound {
            var end = index + 1
            while !segmentation.isGraphemeBoundary(end - content.lowerBound) { end += 1 }
            let atBreak = segmentation.flags[index - content.lowerBound].contains(.breakOpportunity)
            if index >= text.runs[runIndex].range.upperBound {
                while index >= text.runs[runIndex].range.upperBound { runIndex += 1 }
                query.attributes = text.runs[runIndex].attributes
            }
            if _CharacterClass.isLineSeparator(utf16[index]) {
                if var run = current {
                    run.range = unitStart..<index
                    Self.append(run, to: &runs)
                }
                current = nil
                unitStart = end
                index = end
                continue
            }
            query.range = index..<end
            query.script = Self.script(of: index..<end, in: utf16)
            if query.currentFont !== current?.font { query.currentFont = current?.font }
            let font = fontSource.font(for: query) ?? query.attributes.font
            let script = query.script.isShared ? nil : query.script.harfBuzz
            let level = paragraph.levels[index - content.lowerBound]
            if var run = current {
                let scriptChanged = script != nil && run.script != nil && script != run.script
                if atBreak || run.runIndex != runIndex || run.font !== font || run.level != level || scriptChanged {
                    run.range = unitStart..<index
                    Self.append(run, to: &runs)
                    unitStart = index
                    current = _ItemizedRun(range: index..<index, runIndex: runIndex, font: font, level: level, script: script)
                } else if run.script == nil, let script {
                    current?.script = script
                }
            } else {
                current = _ItemizedRun(range: index..<index, runIndex: runIndex, font: font, level: level, script: script)
            }
            index = end
        }
        if var run = current, unitStart < content.upperBound {
            run.range = unitStart..<content.upperBound
            Self.append(run, to: &runs)
        }
    }

    private static func append(_ run: _ItemizedRun, to runs: inout [_ItemizedRun]) {
        if !run.range.isEmpty { runs.append(run) }
    }

    /// The script of a cluster's first scalar that needs a glyph (common when none
    /// does). One printable ASCII character takes a fast path.
    @inline(__always)
    static func script(of cluster: Range<Int>, in text: [UInt16]) -> Script {
        if cluster.count == 1, case let unit = text[cluster.lowerBound], unit >= 0x20, unit < 0x7F {
            return (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A ? .latin : .common
        }
        return text.withUnsafeBufferPointer { buffer in
            var index = cluster.lowerBound
            while index < cluster.upperBound {
                let (scalar, length) = _CharacterClass.scalar(in: buffer, at: index, end: cluster.upperBound)
                if !_CharacterClass.isIgnorableForCoverage(scalar) { return Script(ofScalarValue: scalar) }
                index += length
            }
            return .common
        }
    }
}
