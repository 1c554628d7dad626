import CHarfBuzz

/// A reusable HarfBuzz buffer. Not thread-safe: one per layout in progress.
///
/// HarfBuzz never shrinks a buffer's arrays (about 40 bytes a glyph), so after shaping
/// a run longer than ``maximumKeptLength`` code units the buffer is replaced by a new,
/// small one: a huge word does not keep its shaping memory for the rest of the layout.
final class _ShapingBuffer {
    /// The longest run whose buffer is kept for the next run.
    static let maximumKeptLength = 1 << 16
    private var buffer: OpaquePointer

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
        let glyphs = _HarfBuzzSetup.unitGlyphs(
            of: buffer, length: range.count, rightToLeft: options.direction == .rightToLeft)
        if range.count > Self.maximumKeptLength {
            hb_buffer_destroy(buffer)
            buffer = hb_buffer_create()
        }
        return glyphs
    }
}
