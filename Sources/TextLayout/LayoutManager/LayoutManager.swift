import Geometry

/// An attributed text laid out in a container: line fragments and positioned glyphs,
/// like NSLayoutManager after layout.
///
/// Layout happens once, in the initializer: ICU resolves bidi levels and finds
/// line-break opportunities and grapheme clusters, the text is itemized by font
/// (chosen cluster by cluster by a ``FontSource``), script, bidi level and attributes, HarfBuzz shapes it
/// word by word (through ``LayoutCache``), and lines are broken greedily at the
/// opportunities that fit. A `LayoutManager` is an immutable value, safe to share.
///
/// Performance: about linear in the text's length; pass the same ``LayoutCache`` to
/// many layouts so that words are shaped only once.
public struct LayoutManager: Sendable {
    /// The text that was laid out.
    public let text: AttributedText
    /// The container it was laid out in.
    public let container: TextContainer
    /// The lines, top to bottom: a random-access collection, stored compactly (see
    /// ``LineFragments``).
    public let lineFragments: LineFragments
    /// TextKit's extra line fragment: the empty line after a text that ends with a
    /// hard break, or the only line of an empty text; nil otherwise.
    public let extraLineFragment: LineFragment?
    /// The glyphs, line by line, in logical (character) order within each line, as in
    /// TextKit; their positions are visual.
    public let glyphs: GlyphStorage
    /// Where the text's grapheme clusters (UAX #29, by ICU) start and end: every index
    /// the hit-testing and insertion-point queries return is one of these boundaries.
    public let graphemeBoundaries: GraphemeBoundaries

    /// Lays out `text` in `container`.
    ///
    /// - Parameters:
    ///   - text: The attributed text to lay out.
    ///   - container: Where the lines go: width, height limit, insets, padding, line limit.
    ///   - cache: Shaped words and ICU iterators to share with other layouts.
    ///   - fontSource: Chooses the face of every grapheme cluster; by default each
    ///     run's explicit chain (the attributes' font, then their fallback fonts), then
    ///     the system's fonts through fontconfig for what the chain lacks, and color
    ///     emoji (``SystemFontSource/shared``). Pass ``FontSource/fontChain``
    ///     (``FontChainSource``) for output that is the same on every machine. Called
    ///     on the calling thread, in text order.
    /// - Throws: ``TextLayoutError/textTooLong(length:maximum:)`` for a text longer
    ///   than ``TextLayoutLimits/maximumTextLength``;
    ///   ``TextLayoutError/invalidNumber(name:value:)`` for a NaN, infinite or negative
    ///   size, spacing or container dimension;
    ///   ``TextLayoutError/numberOutOfRange(name:value:minimum:maximum:)`` for one beyond
    ///   ``TextLayoutLimits`` (so that no position or height overflows); and ICU errors.
    public init(
        text: AttributedText, container: TextContainer, cache: LayoutCache = LayoutCache(),
        fontSource: any FontSource = SystemFontSource.shared
    ) throws(TextLayoutError) {
        let typesetter = Typesetter(text: text, container: container, cache: cache, fontSource: fontSource)
        let (lines, extra, glyphs, graphemes) = try typesetter.run()
        self.text = text
        self.container = container
        self.lineFragments = lines
        self.extraLineFragment = extra
        self.glyphs = glyphs
        self.graphemeBoundaries = graphemes
    }

    /// The union of every line's used rect (and the extra line fragment's).
    public var usedRect: Rect {
        var union: Rect?
        for line in lineFragments { union = union?.union(line.usedRect) ?? line.usedRect }
        if let extra = extraLineFragment { union = union?.union(extra.usedRect) ?? extra.usedRect }
        return union ?? .zero
    }

    /// The size the layout takes: the container's width, and the height from the top
    /// to the bottom of the last line (extra line fragment included) plus the bottom
    /// inset.
    public var size: Size {
        let bottom = (extraLineFragment ?? lineFragments.last)?.rect.maxY ?? container.insets.top
        return Size(width: container.width, height: bottom + container.insets.bottom)
    }
}
