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
            Self.cutLongClusters(&flags, in: slice)
        }
    }

    /// Cuts every grapheme cluster longer than ``TextLayoutLimits/maximumClusterLength``
    /// code units into pieces of at most that length (never between the two halves of
    /// a surrogate pair), so that no later stage or query handles an unbounded cluster.
    /// One pass over the content.
    static func cutLongClusters(_ flags: inout [_CodeUnitFlags], in slice: UnsafeBufferPointer<UInt16>) {
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
