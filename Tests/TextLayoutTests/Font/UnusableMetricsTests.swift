import Testing
import TextLayout

/// Fonts whose tables give no usable metrics are typed errors at load time, never NaN
/// or infinite positions later (issue 10, item 5): Noto Sans with its `head` units per
/// em or its `hhea` ascender patched.
@Suite struct UnusableMetricsTests {
    /// Noto Sans with the big-endian 16-bit value at `offset` of table `tag` replaced.
    static func notoSans(patching tag: String, at offset: Int, to value: Int16) throws -> [UInt8] {
        try patch(Array(BundledFont.notoSans.bytes), table: tag, at: offset, to: value)
    }

    /// `bytes` with the big-endian 16-bit value at `offset` of table `tag` replaced.
    static func patch(_ bytes: [UInt8], table tag: String, at offset: Int, to value: Int16) throws -> [UInt8] {
        var bytes = bytes
        func read(_ at: Int, _ count: Int) -> Int { bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) } }
        let tableCount = read(4, 2)
        let record = try #require((0..<tableCount).map { 12 + 16 * $0 }.first {
            String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) == tag
        })
        let position = read(record + 8, 4) + offset
        let raw = UInt16(bitPattern: value)
        bytes[position] = UInt8(raw >> 8)
        bytes[position + 1] = UInt8(raw & 0xFF)
        return bytes
    }

    @Test(arguments: [Int16(0), 15, 16385, -1])
    func unitsPerEmOutOfRangeIsRefused(unitsPerEm: Int16) throws {
        // head.unitsPerEm is at offset 18. FreeType itself refuses some values as
        // broken tables (not a font); the rest must be unusable fonts.
        let bytes = try Self.notoSans(patching: "head", at: 18, to: unitsPerEm)
        let result = Result { () throws(TextLayoutError) in try Font(bytes: bytes) }
        switch result {
        case .success(let font):
            Issue.record("loaded with \(font.metrics.unitsPerEm) units per em")
        case .failure(.unusableFont(let source, let reason)):
            #expect(source == "font bytes")
            #expect(reason.contains("units per em"))
        case .failure(let error):
            #expect(error == .notAFont(source: "font bytes"))
        }
    }

    @Test func unitsPerEmAtTheLimitsLoads() throws {
        for unitsPerEm: Int16 in [16, 16384] {
            let font = try Font(bytes: try Self.notoSans(patching: "head", at: 18, to: unitsPerEm))
            #expect(font.metrics.unitsPerEm == Int(unitsPerEm))
            let glyphs = try font.shape("Hi", size: 1000)
            #expect(glyphs.allSatisfy { $0.advance.isFinite })
        }
    }

    /// hhea ascender and descender both 0: the OS/2 typographic values (1069, -293) serve.
    @Test func emptyHheaMetricsFallBackToOS2() throws {
        var bytes = try Self.notoSans(patching: "hhea", at: 4, to: 0)
        bytes = try Self.patch(bytes, table: "hhea", at: 6, to: 0)
        let font = try Font(bytes: bytes)
        #expect(font.metrics.ascender == 1069 && font.metrics.descender == -293)
    }

    @Test func ascenderEqualToDescenderIsRefused() throws {
        // hhea.ascender is at offset 4; Noto Sans's descender is -293.
        let bytes = try Self.notoSans(patching: "hhea", at: 4, to: -293)
        #expect(
            throws: TextLayoutError.unusableFont(
                source: "font bytes", reason: "it has no usable metrics (ascender -293 is not above descender -293)")
        ) { try Font(bytes: bytes) }
    }
}
