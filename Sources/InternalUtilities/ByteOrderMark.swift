/// The UTF-8 byte order mark (EF BB BF), which some editors put at the start of a text
/// file: a text file or a jobs file read by the tool starts after it.
package enum ByteOrderMark {
    /// `bytes` without a byte order mark at their start.
    package static func removed<Bytes: Collection<UInt8>>(from bytes: Bytes) -> Bytes.SubSequence {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    }
}
