extension Segmentation {
    /// Hangul ("Hang").
    private static let hangul = Script(rawValue: 0x4861_6E67)

    /// ``LineBreakStrategy/hangulWordPriority``: removes every soft opportunity that
    /// has Hangul on one side and Hangul, another letter or a digit on the other, so a
    /// Korean word (syllables, with any Latin letters or digits stuck to it) stays
    /// whole. Opportunities at spaces, punctuation and symbols stay.
    static func removeBreaksInsideHangulWords(_ flags: inout [CodeUnitFlags], in slice: UnsafeBufferPointer<UInt16>) {
        for offset in 1..<slice.count
        where flags[offset].contains(.breakOpportunity) && !flags[offset].contains(.mandatoryBreak) {
            let before = scalar(endingAt: offset, in: slice)
            let after = CharacterClass.scalar(in: slice, at: offset, end: slice.count).0
            let beforeIsHangul = Script(ofScalarValue: before) == hangul
            let afterIsHangul = Script(ofScalarValue: after) == hangul
            guard beforeIsHangul || afterIsHangul else { continue }
            if (beforeIsHangul || isLetterOrDigit(before)) && (afterIsHangul || isLetterOrDigit(after)) {
                flags[offset].remove(.breakOpportunity)
            }
        }
    }

    /// The code point that ends just before `offset` (a surrogate pair read whole).
    static func scalar(endingAt offset: Int, in slice: UnsafeBufferPointer<UInt16>) -> UInt32 {
        let unit = slice[offset - 1]
        if unit & 0xFC00 == 0xDC00, offset >= 2, slice[offset - 2] & 0xFC00 == 0xD800 {
            return 0x10000 + (UInt32(slice[offset - 2] & 0x3FF) << 10) + UInt32(unit & 0x3FF)
        }
        return UInt32(unit)
    }

    /// Whether a code point is a letter (Unicode's Alphabetic property, ideographs
    /// included) or a decimal digit.
    private static func isLetterOrDigit(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
    }
}
