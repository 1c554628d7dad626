import InternalUtilities
import LinkBubble

/// The facts `linkbubble demo` prints about its sample sentence.
package struct SampleReport {
    /// The sample sentence.
    static let sentence = "Read the offline guide at https://example.com/affine-docs before Friday."
    /// The link in it.
    static let link = "https://example.com/affine-docs"
    /// A sentence of left-to-right and right-to-left text.
    static let mixed = "The word سلام means peace."

    /// The facts, one a line.
    package let lines: [String]

    /// The facts of the sentence shaped at `size` pixels.
    ///
    /// - Throws: the shaper's, line breaker's or bidi's error (for a size out of range).
    package init(size: Double) throws {
        let font = Font(.notoSans)
        let utf16 = Array(Self.sentence.utf16)
        guard let linkRange = utf16.firstRange(of: Array(Self.link.utf16)) else {
            preconditionFailure("the sample link is part of the sample sentence")
        }
        let glyphs = try font.shape(utf16: utf16, range: 0..<utf16.count, size: size)
        let ligatures = glyphs.filter { $0.characterRange.count > 1 }.map {
            "\"\(String(decoding: utf16[$0.characterRange], as: UTF16.self))\" at \($0.characterRange)"
        }
        let width = glyphs.reduce(0) { $0 + $1.advance }
        let linkGlyphs = glyphs.filter { linkRange.contains($0.characterRange.lowerBound) }
        let linkX = glyphs.prefix { $0.characterRange.lowerBound < linkRange.lowerBound }
            .reduce(0) { $0 + $1.advance }
        let linkWidth = linkGlyphs.reduce(0) { $0 + $1.advance }
        let breaks = try LineBreaker(locale: "en").opportunities(inUTF16: utf16)
        let bidi = try BidiParagraph(Self.mixed)
        let mixed = Array(Self.mixed.utf16)
        lines = [
            "Text: \(Self.sentence)",
            "Link: \(Self.link) (UTF-16 \(linkRange.lowerBound)..<\(linkRange.upperBound))",
            "Font: \(font.familyName) \(font.styleName) (bundled \(font.source)), \(Self.format(size)) px, "
                + "\(font.metrics.unitsPerEm) units per em",
            "Shaped: \(utf16.count) UTF-16 units -> \(glyphs.count) glyphs, \(Self.format(width)) px wide",
            "Ligatures: \(ligatures.isEmpty ? "none" : ligatures.joined(separator: ", "))",
            "Link glyphs: \(linkGlyphs.count), from x = \(Self.format(linkX)) to x = \(Self.format(linkX + linkWidth))",
            "Line-break opportunities (UAX #14, ICU): \(breaks.map { "\($0.offset)\($0.isMandatory ? "!" : "")" }.joined(separator: " "))",
            "Bidi runs of \"\(Self.mixed)\" (UAX #9, ICU): "
                + bidi.logicalRuns.map {
                    "\($0.direction == .leftToRight ? "LTR" : "RTL") \"\(String(decoding: mixed[$0.range], as: UTF16.self))\""
                }.joined(separator: ", "),
        ]
    }

    /// A number rounded to two decimals, without trailing zeros.
    static func format(_ value: Double) -> String {
        DecimalFormatting.string(value, fractionDigits: 2)
    }
}
