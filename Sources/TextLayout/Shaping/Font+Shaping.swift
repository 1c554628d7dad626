import CHarfBuzz

extension Font {
    /// Shapes `range` of UTF-16 text with HarfBuzz at `size` pixels per em.
    ///
    /// The whole `utf16` buffer is passed as context, so shaping at the range's edges
    /// (Arabic joining, for example) sees the neighbouring characters. Glyphs come
    /// back in visual order (right to left runs are reversed), with each glyph's
    /// cluster mapped back to the UTF-16 range of its characters.
    ///
    /// Safe to call from several threads at once on the same font.
    public func shape(
        utf16: [UInt16], range: Range<Int>, size: Double, options: ShapingOptions = ShapingOptions()
    ) throws(TextLayoutError) -> [ShapedGlyph] {
        guard size.isFinite, size >= 0 else { throw .invalidNumber(name: "font size", value: size) }
        precondition(range.lowerBound >= 0 && range.upperBound <= utf16.count, "range out of bounds")
        guard !range.isEmpty else { return [] }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        utf16.withUnsafeBufferPointer { text in
            hb_buffer_add_utf16(
                buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound),
                Int32(range.count))
        }
        _HarfBuzzSetup.configure(buffer, options)
        var features = options.features.map(_HarfBuzzSetup.feature)
        hb_shape(hbFont, buffer, &features, UInt32(features.count))
        return _HarfBuzzSetup.glyphs(of: buffer, range: range, scale: metrics.scale(forSize: size))
    }

    /// Shapes a whole string; see ``shape(utf16:range:size:options:)``.
    public func shape(
        _ text: String, size: Double, options: ShapingOptions = ShapingOptions()
    ) throws(TextLayoutError) -> [ShapedGlyph] {
        let utf16 = Array(text.utf16)
        return try shape(utf16: utf16, range: 0..<utf16.count, size: size, options: options)
    }
}
