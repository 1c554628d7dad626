/// Character properties the typesetter needs beyond what ICU's iterators report.
enum CharacterClass {
    /// Whether a code unit ends a paragraph (UAX #9 class B, as TextKit treats them).
    @inline(__always)
    static func isParagraphSeparator(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x85 || unit == 0x2029 || (unit >= 0x1C && unit <= 0x1E)
    }

    /// Whether a code unit forces a line break inside a paragraph (LINE SEPARATOR).
    @inline(__always)
    static func isLineSeparator(_ unit: UInt16) -> Bool { unit == 0x2028 }

    /// Whether a code unit is a hard break: a paragraph or line separator.
    @inline(__always)
    static func isHardBreak(_ unit: UInt16) -> Bool { isParagraphSeparator(unit) || isLineSeparator(unit) }

    /// Whether a code unit is breaking whitespace, which hangs at the end of a line:
    /// spaces and tabs, but not no-break spaces (U+00A0, U+2007, U+202F).
    ///
    /// One expression without short-circuits, so without a branch per comparison: as a
    /// chain of branches it mispredicted at every change of script of mixed text.
    @inline(__always)
    static func isHangingWhitespace(_ unit: UInt16) -> Bool {
        let matches: UInt8 =
            (unit == 0x20 ? 1 : 0) | (unit == 0x09 ? 1 : 0) | (unit == 0x1680 ? 1 : 0) | (unit &- 0x2000 <= 6 ? 1 : 0)
            | (unit &- 0x2008 <= 2 ? 1 : 0) | (unit == 0x205F ? 1 : 0) | (unit == 0x3000 ? 1 : 0)
        return matches != 0
    }

    /// Where the breaking whitespace at the end of `start..<end` starts (`end` when
    /// there is none): the part of a line that hangs past its edge.
    static func hangingWhitespaceStart(in text: [UInt16], from start: Int, to end: Int) -> Int {
        var index = end
        while index > start, isHangingWhitespace(text[index - 1]) { index -= 1 }
        return index
    }

    /// Whether a scalar is a space separator (general category Zs).
    @inline(__always)
    static func isSpaceSeparator(_ scalar: UInt32) -> Bool {
        scalar == 0x20 || scalar == 0xA0 || scalar == 0x1680 || (scalar >= 0x2000 && scalar <= 0x200A)
            || scalar == 0x202F || scalar == 0x205F || scalar == 0x3000
    }

    /// Whether a scalar needs no glyph of its own, so it must not decide which font a
    /// cluster uses: controls, joiners, bidi marks, variation selectors, tags.
    @inline(__always)
    static func isIgnorableForCoverage(_ scalar: UInt32) -> Bool {
        scalar < 0x20 || (scalar >= 0x7F && scalar <= 0x9F) || (scalar >= 0x200B && scalar <= 0x200F)
            || (scalar >= 0x2028 && scalar <= 0x202E) || (scalar >= 0x2060 && scalar <= 0x206F)
            || (scalar >= 0xFE00 && scalar <= 0xFE0F) || scalar == 0xFEFF
            || (scalar >= 0xE0000 && scalar <= 0xE0FFF)
    }

    /// Decodes the scalar starting at `index`, and its length in code units. An
    /// unpaired surrogate decodes as itself (length 1).
    @inline(__always)
    static func scalar(in text: UnsafeBufferPointer<UInt16>, at index: Int, end: Int) -> (UInt32, Int) {
        let unit = text[index]
        if unit & 0xFC00 == 0xD800, index + 1 < end, text[index + 1] & 0xFC00 == 0xDC00 {
            let value = 0x10000 + (UInt32(unit & 0x3FF) << 10) + UInt32(text[index + 1] & 0x3FF)
            return (value, 2)
        }
        return (UInt32(unit), 1)
    }
}
