import ArgumentParser
import LinkBubble

/// The options as the library's values: attributes, container, attributed text and layout.
extension TextOptions {
    /// The attributes every character gets.
    func attributes() throws -> TextAttributes {
        try Self.require(size, "--size", above: 0, atMost: TextLayoutLimits.maximumFontSize)
        try Self.require(lineHeight, "--line-height", atLeast: 0, atMost: TextLayoutLimits.maximumLineHeightMultiple)
        var attributes = TextAttributes(size: size, language: try validatedLanguage())
        if let chain = try fontChain() {
            attributes.font = chain[0]
            attributes.fallbackFonts = Array(chain.dropFirst())
        }
        attributes.paragraphStyle.lineHeightMultiple = lineHeight
        attributes.underlineStyle = underline?.style ?? []
        attributes.underlineColor = underlineColor?.color
        attributes.strikethroughStyle = strikethrough?.style ?? []
        attributes.strikethroughColor = strikethroughColor?.color
        try Self.require(tabInterval, "--tab-interval", atLeast: 0, atMost: TextLayoutLimits.maximumLength)
        if tabInterval > 0 {
            attributes.paragraphStyle.tabStops = []
            attributes.paragraphStyle.defaultTabInterval = tabInterval
        }
        try applyTypesetting(to: &attributes)
        return attributes
    }

    /// The container.
    package func container() throws -> TextContainer {
        try Self.require(width, "--width", atLeast: 0, atMost: TextLayoutLimits.maximumLength)
        try Self.require(padding, "--padding", atLeast: 0, atMost: TextLayoutLimits.maximumLength)
        guard maxLines >= 0 else { throw ValidationError("--max-lines must be 0 or more, not \(maxLines)") }
        var container = TextContainer(
            width: width, lineFragmentPadding: padding, maximumNumberOfLines: maxLines, lineBreakMode: lineBreakMode.mode)
        try applyTypesetting(to: &container)
        return container
    }

    /// The text with its attributes (no links yet).
    package func attributedText() throws -> AttributedText {
        let attributes = try attributes()
        return AttributedText(try readText(), attributes: attributes)
    }

    /// Lays out `text`, by default the text these options name.
    ///
    /// - Throws: ``MissingGlyphsError`` with `--strict-glyphs` when a character has no
    ///   glyph in any font; the errors of the options and of layout.
    package func layout(_ text: AttributedText? = nil) throws -> LayoutManager {
        let layout = try LayoutManager(text: text ?? attributedText(), container: try container(), fontSource: fontSource)
        try checkGlyphs(of: layout)
        return layout
    }

    /// With `--strict-glyphs`, checks that every character of `layout` has a glyph.
    ///
    /// - Throws: ``MissingGlyphsError`` for the first that has none.
    package func checkGlyphs(of layout: LayoutManager) throws {
        let missing = strictGlyphs ? layout.missingGlyphs : MissingGlyphs(count: 0, ranges: [])
        if let first = missing.ranges.first {
            throw MissingGlyphsError(missing: missing, firstRange: OffsetConverter(text: layout.text, units: units).range(fromUTF16: first))
        }
    }

    /// `--language`, checked: subtags of letters and digits joined by hyphens, the
    /// first of 2 to 8 letters, the others of 1 to 8 letters or digits (BCP 47's form).
    package func validatedLanguage() throws -> String? {
        guard let language else { return nil }
        let subtags = language.split(separator: "-", omittingEmptySubsequences: false)
        let isLetter = { (byte: UInt8) in (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        let isWellFormed = (2...8).contains(subtags[0].utf8.count) && subtags[0].utf8.allSatisfy(isLetter)
            && subtags.dropFirst().allSatisfy { subtag in
                (1...8).contains(subtag.utf8.count) && subtag.utf8.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) }
            }
        guard isWellFormed else {
            throw ValidationError("--language must be a BCP 47 language tag such as ja or zh-Hant, not '\(language)'")
        }
        return language
    }
}
