extension AttributedText {
    /// The UTF-16 code units of `string`, transcoded straight from its contiguous UTF-8
    /// (`Array(string.utf16)` walks the UTF-16 view one index at a time, several times
    /// slower); a string without contiguous UTF-8 goes through the view.
    static func utf16Units(of string: String) -> [UInt16] {
        let count = string.utf16.count
        let units = string.utf8.withContiguousStorageIfAvailable { utf8 in
            [UInt16](unsafeUninitializedCapacity: count) { out, written in
                // A String's UTF-8 is always valid: every sequence is complete.
                var index = 0
                while index < utf8.count {
                    let lead = UInt32(utf8[index])
                    if lead < 0x80 {
                        out[written] = UInt16(lead)
                        written += 1
                        index += 1
                    } else if lead < 0xE0 {
                        out[written] = UInt16((lead & 0x1F) << 6 | UInt32(utf8[index + 1]) & 0x3F)
                        written += 1
                        index += 2
                    } else if lead < 0xF0 {
                        out[written] = UInt16(
                            (lead & 0x0F) << 12 | (UInt32(utf8[index + 1]) & 0x3F) << 6 | UInt32(utf8[index + 2]) & 0x3F)
                        written += 1
                        index += 3
                    } else {
                        let scalar =
                            (lead & 0x07) << 18 | (UInt32(utf8[index + 1]) & 0x3F) << 12
                            | (UInt32(utf8[index + 2]) & 0x3F) << 6 | UInt32(utf8[index + 3]) & 0x3F
                        out[written] = UInt16(0xD800 + ((scalar - 0x1_0000) >> 10))
                        out[written + 1] = UInt16(0xDC00 + (scalar & 0x3FF))
                        written += 2
                        index += 4
                    }
                }
            }
        }
        return units ?? Array(string.utf16)
    }
}
