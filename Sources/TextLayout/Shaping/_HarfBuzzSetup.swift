import CHarfBuzz

/// Translating between LinkBubble's shaping values and HarfBuzz's.
enum _HarfBuzzSetup {
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

    static func configure(_ buffer: OpaquePointer?, _ options: ShapingOptions) {
        hb_buffer_set_direction(
            buffer, options.direction == .leftToRight ? HB_DIRECTION_LTR : HB_DIRECTION_RTL)
        if let script = options.script {
            hb_buffer_set_script(buffer, hb_script_from_iso15924_tag(tag(script)))
        }
        if let language = options.language {
            hb_buffer_set_language(buffer, hb_language_from_string(language, Int32(language.utf8.count)))
        }
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        hb_buffer_guess_segment_properties(buffer)
    }

    /// Reads the shaped glyphs in font units, mapping each cluster to its UTF-16 range
    /// (relative to the shaped text, `length` units long). HarfBuzz's cluster values
    /// are monotone (increasing for left-to-right, decreasing for right-to-left), so a
    /// cluster ends where the next one in logical order starts.
    static func unitGlyphs(of buffer: OpaquePointer?, length: Int, rightToLeft: Bool) -> [_UnitGlyph] {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return [] }
        let n = Int(count)
        var glyphs = [_UnitGlyph]()
        glyphs.reserveCapacity(n)
        for index in 0..<n {
            glyphs.append(
                _UnitGlyph(
                    id: infos[index].codepoint, clusterStart: Int32(infos[index].cluster),
                    clusterEnd: Int32(length), advance: positions[index].x_advance,
                    offsetX: positions[index].x_offset, offsetY: -positions[index].y_offset))
        }
        // Walk in logical order and give each cluster the start of the next one as its end.
        var logical = 0
        while logical < n {
            let first = rightToLeft ? n - 1 - logical : logical
            let start = glyphs[first].clusterStart
            var next = logical + 1
            while next < n, glyphs[rightToLeft ? n - 1 - next : next].clusterStart == start { next += 1 }
            let end = next < n ? glyphs[rightToLeft ? n - 1 - next : next].clusterStart : Int32(length)
            for member in logical..<next { glyphs[rightToLeft ? n - 1 - member : member].clusterEnd = end }
            logical = next
        }
        return glyphs
    }
}
