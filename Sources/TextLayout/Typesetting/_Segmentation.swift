/// Stage 2a of layout: the grapheme clusters and line-break opportunities of one
/// paragraph's content, from ICU, as one flag set per position.
struct _Segmentation {
    /// `content.count + 1` positions; position 0 is the content's start.
    var flags: [_CodeUnitFlags]

    /// Segments `paragraph`'s content with iterators from `cache`'s pool (a line
    /// breaker for the paragraph's language, a grapheme breaker).
    init(
        _ paragraph: _BidiParagraph, text: AttributedText, cache: LayoutCache
    ) throws(TextLayoutError) {
        let content = paragraph.content
        flags = [_CodeUnitFlags](repeating: [], count: content.count + 1)
        guard !content.isEmpty else { return }
        let locale = text.attributes(at: paragraph.range.lowerBound).language ?? ""
        let lineBreaker = try cache.takeBreaker(locale: locale)
        defer { cache.returnBreaker(lineBreaker, locale: locale) }
        let graphemeBreaker = try cache.takeBreaker(locale: nil)
        defer { cache.returnBreaker(graphemeBreaker, locale: nil) }
        try text.utf16.withUnsafeBufferPointer { (buffer) throws(TextLayoutError) in
            let slice = UnsafeBufferPointer(rebasing: buffer[content])
            for opportunity in try lineBreaker.opportunities(in: slice) {
                flags[opportunity.offset].insert(
                    opportunity.isMandatory ? [.breakOpportunity, .mandatoryBreak] : .breakOpportunity)
            }
            flags[0].insert(.graphemeBoundary)
            flags[content.count].insert(.graphemeBoundary)
            // Fast path: below U+0300 (no combining marks, no surrogates), every code
            // unit is a grapheme of its own, except CR LF.
            if !slice.contains(where: { $0 >= 0x0300 || $0 == 0x0D }) {
                for index in flags.indices { flags[index].insert(.graphemeBoundary) }
                return
            }
            for boundary in try graphemeBreaker.opportunities(in: slice) {
                flags[boundary.offset].insert(.graphemeBoundary)
            }
        }
    }

    /// Whether a grapheme cluster starts at relative offset `offset`.
    @inline(__always)
    func isGraphemeBoundary(_ offset: Int) -> Bool { flags[offset].contains(.graphemeBoundary) }
}
