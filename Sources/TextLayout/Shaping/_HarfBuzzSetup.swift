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
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        hb_buffer_guess_segment_properties(buffer)
    }

    /// Reads the shaped glyphs, mapping each cluster to its UTF-16 range.
    static func glyphs(of buffer: OpaquePointer?, range: Range<Int>, scale: Double) -> [ShapedGlyph] {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return [] }
        let n = Int(count)
        // A cluster ends where the next larger cluster value starts, or at the range end.
        var starts = (0..<n).map { Int(infos[$0].cluster) }
        starts.sort()
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(n)
        for index in 0..<n {
            let start = Int(infos[index].cluster)
            var end = range.upperBound
            var low = 0, high = n
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= start { low = middle + 1 } else { high = middle }
            }
            if low < n { end = starts[low] }
            glyphs.append(
                ShapedGlyph(
                    glyphID: infos[index].codepoint, characterRange: start..<end,
                    advance: Double(positions[index].x_advance) * scale,
                    offsetX: Double(positions[index].x_offset) * scale,
                    offsetY: -Double(positions[index].y_offset) * scale))
        }
        return glyphs
    }
}
