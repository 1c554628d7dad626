#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A string's UTF-16 code units, transcoded from its UTF-8 storage in one pass.
///
/// `Array(string.utf16)` is fast for ASCII, but for other text the standard library
/// counts the units through its breadcrumbs and then walks the string's UTF-16 view
/// index by index: about 90 instructions per code unit of a mixed-script paragraph,
/// 6 % of its whole layout. A native string's UTF-8 is valid, so decoding it needs no
/// checks: about 10 instructions per unit.
enum UTF16Units {
    /// Whether the `units.count` code units at `start` are `units` (one `memcmp`).
    @inline(__always)
    static func areEqual(_ start: UnsafePointer<UInt16>, _ units: UnsafeBufferPointer<UInt16>) -> Bool {
        units.isEmpty || memcmp(start, units.baseAddress!, units.count * 2) == 0
    }

    /// The UTF-16 code units of `string` (the same as `Array(string.utf16)`).
    static func of(_ string: String) -> [UInt16] {
        var string = string
        return string.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return [] }
            let raw = UnsafeRawPointer(base)
            let end = bytes.count
            return [UInt16](unsafeUninitializedCapacity: count(utf8: raw, end: end)) { units, initialized in
                var read = 0
                var written = 0
                while read < end {
                    let lead = UInt32(base[read])
                    if lead < 0x80 {
                        // ASCII eight bytes at a time while it lasts (spaces, Latin words).
                        while read + 8 <= end, raw.loadUnaligned(fromByteOffset: read, as: UInt64.self) & highBits == 0 {
                            for offset in 0..<8 { units[written + offset] = UInt16(base[read + offset]) }
                            read += 8
                            written += 8
                        }
                        guard read < end, base[read] < 0x80 else { continue }
                        units[written] = UInt16(base[read])
                        read += 1
                        written += 1
                    } else if lead < 0xE0 {
                        units[written] = UInt16(truncatingIfNeeded: (lead & 0x1F) << 6 | UInt32(base[read + 1] & 0x3F))
                        read += 2
                        written += 1
                    } else if lead < 0xF0 {
                        units[written] = UInt16(
                            truncatingIfNeeded: (lead & 0x0F) << 12 | UInt32(base[read + 1] & 0x3F) << 6
                                | UInt32(base[read + 2] & 0x3F))
                        read += 3
                        written += 1
                    } else {
                        let scalar =
                            (lead & 0x07) << 18 | UInt32(base[read + 1] & 0x3F) << 12
                            | UInt32(base[read + 2] & 0x3F) << 6 | UInt32(base[read + 3] & 0x3F)
                        let offset = scalar - 0x10000
                        units[written] = UInt16(truncatingIfNeeded: 0xD800 | offset >> 10)
                        units[written + 1] = UInt16(truncatingIfNeeded: 0xDC00 | offset & 0x3FF)
                        read += 4
                        written += 2
                    }
                }
                initialized = written
            }
        }
    }

    /// The high bit of each byte of a 64-bit word.
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The number of UTF-16 units of valid UTF-8 bytes `utf8[0..<end]`: one per byte
    /// that is not a continuation byte (10xxxxxx), and a second one per four-byte
    /// scalar (11110xxx). Eight bytes at a time, each byte's units summed in its own
    /// lane (in byte `i` of a word, bit 7 of `word << k` is bit `7 - k` of the byte);
    /// the lanes are added up every 64 words, before one can reach 256.
    private static func count(utf8: UnsafeRawPointer, end: Int) -> Int {
        let lowBits: UInt64 = 0x0101_0101_0101_0101
        var total = 0
        var index = 0
        while index + 8 <= end {
            var lanes: UInt64 = 0
            var words = 0
            while words < 64, index + 8 <= end {
                let word = utf8.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let starts = ~(word & ~(word << 1)) >> 7 & lowBits
                let fourByteLeads = (word & word << 1 & word << 2 & word << 3) >> 7 & lowBits
                lanes &+= starts &+ fourByteLeads
                index += 8
                words += 1
            }
            let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ (lanes >> 8 & 0x00FF_00FF_00FF_00FF)
            total += Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
        }
        while index < end {
            let byte = utf8.load(fromByteOffset: index, as: UInt8.self)
            total += (byte & 0xC0 != 0x80 ? 1 : 0) + (byte >= 0xF0 ? 1 : 0)
            index += 1
        }
        return total
    }
}
