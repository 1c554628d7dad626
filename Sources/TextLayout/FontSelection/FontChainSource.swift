/// The default ``FontSource``: each run's explicit font chain, the attributes'
/// ``TextAttributes/font`` followed by their ``TextAttributes/fallbackFonts``.
///
/// For each grapheme cluster, in this order:
/// 1. Scalars that need no glyph of their own (controls, joiners, bidi marks,
///    variation selectors, tags) do not count. A cluster of only those keeps the
///    current font (``FontQuery/currentFont``) when it is in the chain, else the
///    primary font.
/// 2. A space separator keeps the current font when that font is in the chain, has
///    it and is not a color face, as Pango does, so that a space between Arabic
///    words has the Arabic face's width (a color emoji face's space is as wide as an
///    emoji, so the space after an emoji is chosen as any other character).
/// 3. Otherwise the first face of the chain that covers every counted scalar
///    (``coveringFont(for:)`` stops here, with nil when there is none). When the
///    chain has color faces (``Font/hasColorGlyphs``), a cluster that asks for
///    emoji presentation (``EmojiPresentation/emoji``) takes the first covering
///    color face, and one that asks for text presentation the first covering face
///    without color, before the others;
/// 4. else the first face that has the first counted scalar;
/// 5. else the primary font (whose missing-glyph box then shows).
///
/// It holds no state and is safe to share between threads.
public struct FontChainSource: FontSource {
    /// Creates the source.
    public init() {}

    /// The face of the query's run's chain that draws the cluster (never nil).
    public func font(for query: FontQuery) -> Font? { unretainedFont(for: query).takeUnretainedValue() }

    /// The answer of ``font(for:)``, unretained: it is always one of the fonts of the
    /// query's attributes.
    @inline(__always)
    func unretainedFont(for query: FontQuery) -> Unmanaged<Font> {
        if let fast = Self.fastAnswer(for: query) { return fast }
        return Unmanaged.passUnretained(Self.chainFont(for: query))
    }

    /// The answer for one printable ASCII character that the primary font has, in a
    /// run of the primary font (or a letter, which always takes the first covering
    /// font): the primary font. Nil for any other cluster. It reads the query's fields
    /// in place, so that itemization's query is not copied.
    @inline(__always)
    static func fastAnswer(for query: borrowing FontQuery) -> Unmanaged<Font>? {
        guard query.range.count == 1, case let unit = UInt32(query.text[query.range.lowerBound]), unit >= 0x20,
            unit < 0x7F, query.attributes.font.hasGlyph(unit)
        else { return nil }
        let isLetter = (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A
        guard isLetter || unit != 0x20 || query.currentFont == nil || query.currentFont === query.attributes.font
        else { return nil }
        return Unmanaged.passUnretained(query.attributes.font)
    }

    /// ``chainFont(for:)`` for itemization's query, out of line: the copy of the query
    /// that passing it on takes happens only here, not for every cluster.
    @inline(never)
    static func outlinedChainFont(for query: inout FontQuery) -> Font { chainFont(for: query) }

    /// The face of the chain that has glyphs for the whole cluster (rules 1 to 3), or
    /// nil when none does. A source that wraps the chain can look further (the
    /// system's fonts, say) when this is nil, before settling for ``font(for:)``'s
    /// answer.
    public func coveringFont(for query: FontQuery) -> Font? { Self.coveringFont(for: query) }

    /// Rules 1 to 3 of the chain; see ``coveringFont(for:)``.
    static func coveringFont(for query: FontQuery) -> Font? {
        let primary = query.attributes.font
        let fallbacks = query.attributes.fallbackFonts
        let currentInChain = query.currentFont.flatMap { font in
            font === primary || fallbacks.contains { $0 === font } ? font : nil
        }
        guard let first = firstCountedCodePoint(of: query) else { return currentInChain ?? primary }
        func covers(_ font: Font) -> Bool {
            for scalar in query.codePoints where !CharacterClass.isIgnorableForCoverage(scalar) {
                if !font.hasGlyph(scalar) { return false }
            }
            return true
        }
        if CharacterClass.isSpaceSeparator(first), let currentInChain, !currentInChain.hasColorGlyphs,
            covers(currentInChain)
        {
            return currentInChain
        }
        if primary.hasColorGlyphs || fallbacks.contains(where: \.hasColorGlyphs) {
            let presentation = query.emojiPresentation
            if presentation != .unspecified {
                let wantsColor = presentation == .emoji
                if primary.hasColorGlyphs == wantsColor, covers(primary) { return primary }
                if let preferred = fallbacks.first(where: { $0.hasColorGlyphs == wantsColor && covers($0) }) {
                    return preferred
                }
            }
        }
        if covers(primary) { return primary }
        return fallbacks.first(where: covers)
    }

    /// The general case of ``font(for:)``: the covering face, else the first face with
    /// the first counted scalar (rule 4), else the primary font.
    static func chainFont(for query: FontQuery) -> Font {
        if let covering = coveringFont(for: query) { return covering }
        let primary = query.attributes.font
        // A cluster with nothing to count is always covered, so `first` exists here.
        guard let first = firstCountedCodePoint(of: query), !primary.hasGlyph(first) else { return primary }
        return query.attributes.fallbackFonts.first { $0.hasGlyph(first) } ?? primary
    }

    /// The cluster's first code point that needs a glyph of its own.
    static func firstCountedCodePoint(of query: FontQuery) -> UInt32? {
        firstCountedCodePoint(in: query.text, range: query.range)
    }

    /// The first code point of `text[range]` that needs a glyph of its own (taking the
    /// text and range, not a query, which passing on would copy).
    static func firstCountedCodePoint(in text: [UInt16], range: Range<Int>) -> UInt32? {
        FontQuery.CodePoints(text: text, range: range).first { !CharacterClass.isIgnorableForCoverage($0) }
    }
}

extension FontSource where Self == FontChainSource {
    /// The attributes' explicit font chain; see ``FontChainSource``.
    public static var fontChain: FontChainSource { FontChainSource() }
}
