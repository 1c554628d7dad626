import CHarfBuzz

/// Translating between LinkBubble's shaping values and HarfBuzz's.
enum HarfBuzzSetup {
    static func tag(_ string: String) -> hb_tag_t {
        var bytes = Array(string.utf8.prefix(4))
        while bytes.count < 4 { bytes.append(0x20) }
        return bytes.reduce(0) { $0 << 8 | hb_tag_t($1) }
    }

    static func feature(_ setting: FontFeature) -> hb_feature_t {
        hb_feature_t(
            tag: tag(setting.tag), value: setting.value,
            start: 0, end: UInt32.max)  // HB_FEATURE_GLOBAL_START and _END
    }

    /// Sets `settings` on a buffer holding text to shape.
    static func configure(_ buffer: OpaquePointer?, _ settings: HarfBuzzSettings) {
        hb_buffer_set_direction(buffer, settings.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        if let script = settings.script { hb_buffer_set_script(buffer, script) }
        if let language = settings.language { hb_buffer_set_language(buffer, language) }
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        hb_buffer_guess_segment_properties(buffer)
    }

    /// Appends the shaped glyphs of `buffer` to `glyphs` in font units, in visual
    /// order, mapping each cluster to its UTF-16 range: relative to the shaped text
    /// (`length` units long), plus `clusterOffset`. HarfBuzz's cluster values are
    /// monotone (increasing for left-to-right, decreasing for right-to-left), so a
    /// cluster ends where the next one in logical order starts: one walk against
    /// logical order finds every end. The glyphs are written to `scratch` (room for
    /// the buffer's glyphs, see ``glyphCount(of:)``) and appended in one copy.
    static func appendGlyphs(
        of buffer: OpaquePointer?, length: Int, rightToLeft: Bool, clusterOffset: Int32,
        scratch: UnsafeMutablePointer<UnitGlyph>, to glyphs: inout [UnitGlyph]
    ) {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, nil), count > 0
        else { return }
        let n = Int(count)
        // Each direction gets its own loop (no direction test per glyph).
        if rightToLeft {
            readGlyphs(infos, positions, count: n, length: length, rightToLeft: true, clusterOffset: clusterOffset, to: scratch)
        } else {
            readGlyphs(infos, positions, count: n, length: length, rightToLeft: false, clusterOffset: clusterOffset, to: scratch)
        }
        glyphs.append(contentsOf: UnsafeBufferPointer(start: scratch, count: n))
    }

    /// The shaped glyphs of `buffer` as ``appendGlyphs(of:length:rightToLeft:clusterOffset:scratch:to:)``
    /// appends them, written straight into a new array.
    static func glyphs(
        of buffer: OpaquePointer?, length: Int, rightToLeft: Bool, clusterOffset: Int32
    ) -> [UnitGlyph] {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, nil), count > 0
        else { return [] }
        let n = Int(count)
        return [UnitGlyph](unsafeUninitializedCapacity: n) { glyphs, initialized in
            if rightToLeft {
                readGlyphs(
                    infos, positions, count: n, length: length, rightToLeft: true, clusterOffset: clusterOffset,
                    to: glyphs.baseAddress!)
            } else {
                readGlyphs(
                    infos, positions, count: n, length: length, rightToLeft: false, clusterOffset: clusterOffset,
                    to: glyphs.baseAddress!)
            }
            initialized = n
        }
    }

    /// Writes the `count` glyphs of `infos` and `positions` (a shaped buffer's, of text
    /// `length` units long) to `scratch`, as ``appendGlyphs(of:length:rightToLeft:clusterOffset:scratch:to:)``
    /// appends them. Clusters and `length` fit in 32 bits (HarfBuzz took the text's
    /// length as one), so their sums with `clusterOffset` are computed wrapping.
    @inline(__always)
    private static func readGlyphs(
        _ infos: UnsafeMutablePointer<hb_glyph_info_t>, _ positions: UnsafeMutablePointer<hb_glyph_position_t>,
        count n: Int, length: Int, rightToLeft: Bool, clusterOffset: Int32, to scratch: UnsafeMutablePointer<UnitGlyph>
    ) {
        var end = UInt32(length)
        // Logical order runs along the glyphs (left to right) or against them.
        for step in 0..<n {
            let index = rightToLeft ? step : n - 1 - step
            let cluster = infos[index].cluster
            let previous = rightToLeft ? index - 1 : index + 1
            if step > 0 && infos[previous].cluster != cluster { end = infos[previous].cluster }
            (scratch + index).initialize(
                to: UnitGlyph(
                    id: infos[index].codepoint, clusterStart: Int32(bitPattern: cluster) &+ clusterOffset,
                    clusterEnd: Int32(bitPattern: end) &+ clusterOffset, advance: positions[index].x_advance,
                    offsetX: positions[index].x_offset, offsetY: -positions[index].y_offset))
        }
    }

    /// The number of glyphs in a shaped buffer.
    static func glyphCount(of buffer: OpaquePointer?) -> Int {
        Int(hb_buffer_get_length(buffer))
    }
}
