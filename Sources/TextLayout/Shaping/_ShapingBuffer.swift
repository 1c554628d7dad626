import CHarfBuzz

/// A reusable HarfBuzz buffer. Not thread-safe: one per layout in progress.
final class _ShapingBuffer {
    private let buffer: OpaquePointer

    init() { buffer = hb_buffer_create() }
    deinit { hb_buffer_destroy(buffer) }

    /// Shapes `range` of `text` (the range alone is the context) in font units.
    /// Glyphs come back in visual order; clusters are relative to `range.lowerBound`.
    func shape(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, font: Font, options: ShapingOptions
    ) -> [_UnitGlyph] {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(
            buffer, text.baseAddress! + range.lowerBound, Int32(range.count), 0, Int32(range.count))
        _HarfBuzzSetup.configure(buffer, options)
        var features = options.features.map(_HarfBuzzSetup.feature)
        hb_shape(font.hbFont, buffer, &features, UInt32(features.count))
        return _HarfBuzzSetup.unitGlyphs(of: buffer, length: range.count, rightToLeft: options.direction == .rightToLeft)
    }
}
