/// What a ``FontSource`` is asked: which face should draw one grapheme cluster.
///
/// Layout asks once per grapheme cluster of a paragraph (in logical order), except
/// for hard line breaks, which get no glyphs. A query is a plain value and cheap to
/// read: the cluster's code units are a slice of the text's buffer.
public struct FontQuery: Sendable {
    /// The whole text's UTF-16 code units (``utf16`` is a range of them).
    let text: [UInt16]
    /// The cluster's UTF-16 range within the text.
    public internal(set) var range: Range<Int>
    /// The attributes of the attribute run the cluster belongs to (its font, fallback
    /// fonts, size, language...).
    public internal(set) var attributes: TextAttributes
    /// The script of the cluster's first scalar that needs a glyph of its own
    /// (``Script/common`` for spaces, punctuation, digits, and clusters of only
    /// joiners, controls or variation selectors).
    public internal(set) var script: Script
    /// The font chosen for the previous cluster of the paragraph (nil at the start of
    /// a paragraph and after a hard line break), even when that cluster belongs to
    /// another attribute run. A source can keep it for spaces and other shared
    /// characters, so that a run of text is not split needlessly.
    public internal(set) var currentFont: Font?

    /// The cluster's UTF-16 code units.
    public var utf16: ArraySlice<UInt16> { text[range] }

    /// The BCP 47 language of the cluster's run (from ``attributes``), if any.
    public var language: String? { attributes.language }

    /// The cluster's code points in order, as numbers: a valid surrogate pair gives
    /// one supplementary code point, and an unpaired surrogate comes out as its own
    /// value (which no font maps).
    public var codePoints: CodePoints { CodePoints(text: text, range: range) }

    /// The code points of a cluster; see ``FontQuery/codePoints``.
    public struct CodePoints: Sequence, Sendable {
        let text: [UInt16]
        let range: Range<Int>

        /// An iterator decoding UTF-16 one code point at a time.
        public func makeIterator() -> Iterator { Iterator(text: text, index: range.lowerBound, end: range.upperBound) }

        /// Decodes the code points of a cluster one at a time.
        public struct Iterator: IteratorProtocol {
            let text: [UInt16]
            var index: Int
            let end: Int

            /// The next code point, or nil at the end of the cluster.
            @inline(__always)
            public mutating func next() -> UInt32? {
                guard index < end else { return nil }
                let unit = text[index]
                if unit & 0xFC00 == 0xD800, index + 1 < end, text[index + 1] & 0xFC00 == 0xDC00 {
                    let value = 0x10000 + (UInt32(unit & 0x3FF) << 10) + UInt32(text[index + 1] & 0x3FF)
                    index += 2
                    return value
                }
                index += 1
                return UInt32(unit)
            }
        }
    }

    /// Creates a query about the cluster at `range` of `text`, to ask a source directly
    /// (a source that wraps another, or a test).
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)`` when `range` is
    ///   not within `text`.
    public init(
        text: [UInt16], range: Range<Int>, attributes: TextAttributes, script: Script, currentFont: Font? = nil
    ) throws(TextLayoutError) {
        guard range.lowerBound >= 0, range.upperBound <= text.count else {
            throw .rangeOutOfBounds(range: range, length: text.count)
        }
        self.init(unchecked: text, range: range, attributes: attributes, script: script, currentFont: currentFont)
    }

    /// Creates a query whose range layout has already checked.
    init(unchecked text: [UInt16], range: Range<Int>, attributes: TextAttributes, script: Script, currentFont: Font?) {
        self.text = text
        self.range = range
        self.attributes = attributes
        self.script = script
        self.currentFont = currentFont
    }
}
