import Geometry

extension LayoutManager {
    /// The word holding the character at `index`, as TextKit selects on a double-click
    /// and Skia's `getWordBoundary` returns: the piece between two word boundaries (ICU's
    /// word break iterator, UAX #29, in the locale of the character's
    /// ``TextAttributes/language``) that starts at or before `index`. Between words it is
    /// the run of spaces or the punctuation there; at `text.length`, the last piece.
    /// Boundaries never cross a paragraph (a hard break ends one). Empty only for an
    /// empty text.
    ///
    /// O(the paragraph's length): the paragraph is segmented on each call.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)`` when `index` is
    ///   outside `0...text.length`; ICU errors.
    public func wordRange(forCharacterAt index: Int) throws(TextLayoutError) -> Range<Int> {
        try validate(characterRange: index..<index)
        guard text.length > 0 else { return 0..<0 }
        let character = min(index, text.length - 1)
        let paragraph = paragraphRange(containing: character)
        let breaker = try LineBreaker.wordBreaker(locale: text.attributes(at: character).language ?? "")
        let boundaries = try text.utf16.withUnsafeBufferPointer { units throws(TextLayoutError) in
            try breaker.opportunities(in: UnsafeBufferPointer(rebasing: units[paragraph]))
        }
        var start = paragraph.lowerBound
        for boundary in boundaries {
            let end = paragraph.lowerBound + boundary.offset
            if end > character { return graphemeBoundaries.snappedOutward(start..<end) }
            start = end
        }
        return graphemeBoundaries.snappedOutward(start..<paragraph.upperBound)
    }

    /// The word under `point` (see ``wordRange(forCharacterAt:)-(Int)``): the word of the
    /// character ``characterIndex(for:)`` finds, or nil when the layout has no glyph
    /// near the point (no lines, or a NaN coordinate).
    ///
    /// - Throws: ICU errors.
    public func wordRange(at point: Point) throws(TextLayoutError) -> Range<Int>? {
        guard !point.x.isNaN, !point.y.isNaN, glyphIndex(for: point) != nil else { return nil }
        return try wordRange(forCharacterAt: characterIndex(for: point).index)
    }

    /// The characters of the line fragment under `point` (the nearest line), its hard
    /// break included; nil when the layout has no lines or a coordinate is NaN. The
    /// "line" granularity of `linkbubble rects --at`.
    public func lineRange(at point: Point) -> Range<Int>? {
        guard !point.x.isNaN, !point.y.isNaN, let line = nearestLineIndex(y: point.y) else { return nil }
        return lineFragments.characterRange(ofLineAt: line)
    }

    /// The paragraph holding the character at `index` (`0..<text.length`): from after
    /// the previous hard break to after the next, or the text's ends. O(the paragraph).
    func paragraphRange(containing index: Int) -> Range<Int> {
        var start = index, end = index + 1
        while start > 0, !Self.endsParagraph(text.utf16, at: start - 1) { start -= 1 }
        while end < text.length, !Self.endsParagraph(text.utf16, at: end - 1) { end += 1 }
        return start..<end
    }

    /// Whether the code unit at `offset` ends a paragraph: a hard break, except the
    /// carriage return of a CR LF pair.
    static func endsParagraph(_ units: [UInt16], at offset: Int) -> Bool {
        CharacterClass.isHardBreak(units[offset]) && !(units[offset] == 0x0D && offset + 1 < units.count && units[offset + 1] == 0x0A)
    }
}
