import Geometry

/// The range queries with a range of the text's `String.Index`es instead of UTF-16
/// offsets. Each converts the range (``AttributedText/utf16Range(of:)->Range<Int>``)
/// and answers as its `Range<Int>` form; ranges they return stay UTF-16.
extension LayoutManager {
    /// The rects enclosing the characters in `range`; see
    /// ``enumerateEnclosingRects(forCharacterRange:options:using:)-(Range<Int>,_,_)``.
    ///
    /// - Throws: ``TextLayoutError/indexOutOfBounds(length:)`` when the range does not
    ///   lie within the text's string.
    public func enclosingRects(
        forCharacterRange range: Range<String.Index>, options: EnclosingRectOptions = EnclosingRectOptions()
    ) throws(TextLayoutError) -> [Rect] {
        try enclosingRects(forCharacterRange: try text.checkedUTF16Range(of: range), options: options)
    }

    /// Calls `body` with each rect enclosing the characters in `range`; see
    /// ``enumerateEnclosingRects(forCharacterRange:options:using:)-(Range<Int>,_,_)``.
    ///
    /// - Throws: ``TextLayoutError/indexOutOfBounds(length:)``.
    public func enumerateEnclosingRects(
        forCharacterRange range: Range<String.Index>, options: EnclosingRectOptions = EnclosingRectOptions(),
        using body: (Rect, inout Bool) -> Void
    ) throws(TextLayoutError) {
        try enumerateEnclosingRects(forCharacterRange: try text.checkedUTF16Range(of: range), options: options, using: body)
    }

    /// The rects enclosing the characters in `range`, each with its direction; see
    /// ``textBoxes(forCharacterRange:options:)-(Range<Int>,_)``.
    ///
    /// - Throws: ``TextLayoutError/indexOutOfBounds(length:)``.
    public func textBoxes(
        forCharacterRange range: Range<String.Index>, options: EnclosingRectOptions = EnclosingRectOptions()
    ) throws(TextLayoutError) -> [TextBox] {
        try textBoxes(forCharacterRange: try text.checkedUTF16Range(of: range), options: options)
    }

    /// The glyphs that show the characters in `range`; see
    /// ``glyphRange(forCharacterRange:actualCharacterRange:)``.
    ///
    /// - Throws: ``TextLayoutError/indexOutOfBounds(length:)``.
    public func glyphRange(forCharacterRange range: Range<String.Index>) throws(TextLayoutError) -> Range<Int> {
        try glyphRange(forCharacterRange: try text.checkedUTF16Range(of: range))
    }

    /// The first glyph of the character at `index`; see ``glyphIndexForCharacter(at:)-(Int)``.
    ///
    /// - Throws: ``TextLayoutError/indexOutOfBounds(length:)``.
    public func glyphIndexForCharacter(at index: String.Index) throws(TextLayoutError) -> Int {
        try glyphIndexForCharacter(at: try text.checkedUTF16Range(of: index..<index).lowerBound)
    }

    /// The line holding the character at `index`; see ``lineIndex(forCharacterAt:)-(Int)``.
    ///
    /// - Throws: ``TextLayoutError/indexOutOfBounds(length:)``.
    public func lineIndex(forCharacterAt index: String.Index) throws(TextLayoutError) -> Int? {
        try lineIndex(forCharacterAt: try text.checkedUTF16Range(of: index..<index).lowerBound)
    }

    /// The word holding the character at `index`; see ``wordRange(forCharacterAt:)-(Int)``.
    ///
    /// - Throws: ``TextLayoutError/indexOutOfBounds(length:)``.
    public func wordRange(forCharacterAt index: String.Index) throws(TextLayoutError) -> Range<Int> {
        try wordRange(forCharacterAt: try text.checkedUTF16Range(of: index..<index).lowerBound)
    }

    /// Where the insertion point before the character at `index` is drawn; see
    /// ``insertionPoint(forCharacterAt:affinity:)-(Int,_)``.
    ///
    /// - Throws: ``TextLayoutError/indexOutOfBounds(length:)``.
    public func insertionPoint(
        forCharacterAt index: String.Index, affinity: CaretAffinity = .downstream
    ) throws(TextLayoutError) -> InsertionPoint {
        try insertionPoint(forCharacterAt: try text.checkedUTF16Range(of: index..<index).lowerBound, affinity: affinity)
    }
}
