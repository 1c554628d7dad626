extension Font {
    /// Shapes `range` of UTF-16 text with HarfBuzz at `size` pixels per em.
    ///
    /// Only `range` is shaped, with no surrounding context. Glyphs come back in visual
    /// order (right to left runs are reversed), with each glyph's
    /// cluster mapped back to the UTF-16 range of its characters.
    ///
    /// Safe to call from several threads at once on the same font.
    ///
    /// - Throws: ``TextLayoutError/invalidNumber(name:value:)`` or
    ///   ``TextLayoutError/numberOutOfRange(name:value:minimum:maximum:)`` for a size that is not
    ///   from 0 to ``TextLayoutLimits/maximumFontSize``;
    ///   ``TextLayoutError/rangeOutOfBounds(range:length:)``; and
    ///   ``TextLayoutError/textTooLong(length:maximum:)`` for a range longer than
    ///   ``TextLayoutLimits/maximumTextLength``.
    public func shape(
        utf16: [UInt16], range: Range<Int>, size: Double, options: ShapingOptions = ShapingOptions()
    ) throws(TextLayoutError) -> [ShapedGlyph] {
        try TextLayoutLimits.checkFontSize(size, allowingZero: true)
        guard range.lowerBound >= 0, range.upperBound <= utf16.count else {
            throw .rangeOutOfBounds(range: range, length: utf16.count)
        }
        try TextLayoutLimits.checkTextLength(range.count)
        guard !range.isEmpty else { return [] }
        let glyphs = utf16.withUnsafeBufferPointer {
            ShapingBuffer().shape($0, range: range, font: self, options: options)
        }
        let scale = metrics.scale(forSize: size)
        return glyphs.map {
            ShapedGlyph(
                glyphID: $0.id,
                characterRange: range.lowerBound + Int($0.clusterStart)..<range.lowerBound + Int($0.clusterEnd),
                advance: Double($0.advance) * scale, offsetX: Double($0.offsetX) * scale,
                offsetY: Double($0.offsetY) * scale)
        }
    }

    /// Shapes a whole string; see ``shape(utf16:range:size:options:)``.
    public func shape(
        _ text: String, size: Double, options: ShapingOptions = ShapingOptions()
    ) throws(TextLayoutError) -> [ShapedGlyph] {
        let utf16 = Array(text.utf16)
        return try shape(utf16: utf16, range: 0..<utf16.count, size: size, options: options)
    }
}
