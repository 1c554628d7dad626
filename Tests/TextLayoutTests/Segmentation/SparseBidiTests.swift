import CICUShim
import Foundation
import LinkBubbleTestSupport
import Testing

@testable import TextLayout

/// `lb_bidi_resolve_levels_sparse` (ICU on the stretches around right-to-left text
/// only) against ICU on the whole paragraph (`lb_bidi_resolve_levels`): same levels and
/// same paragraph level, for every base direction.
@Suite struct SparseBidiTests {
    /// Compares both for each text, with each base direction.
    func compare(_ texts: [String]) {
        for string in texts {
            let text = Array(string.utf16)
            for base in [UInt8(0), 1, UInt8(LB_BIDI_DEFAULT_LTR), UInt8(LB_BIDI_DEFAULT_RTL)] {
                var whole = [UInt8](repeating: 0xEE, count: text.count)
                var sparse = [UInt8](repeating: 0xEE, count: text.count)
                var error: Int32 = 0
                let wholeLevel = lb_bidi_resolve_levels(text, Int32(text.count), base, &whole, &error)
                let sparseLevel = lb_bidi_resolve_levels_sparse(text, Int32(text.count), base, &sparse, &error)
                guard wholeLevel != sparseLevel || whole != sparse else { continue }
                let position = whole.indices.first { whole[$0] != sparse[$0] } ?? -1
                Issue.record(
                    """
                    Base \(base): \(text.map { String($0, radix: 16) }) differs at \(position) \
                    (paragraph level \(sparseLevel) sparse, \(wholeLevel) whole)
                    """)
            }
        }
    }

    @Test func benchmarkAndFixtureParagraphs() throws {
        compare(try WordSegmentationTests.benchmarkTexts() + WordSegmentationTests.fixtureTexts())
    }

    /// Words of code points of every bidi class (the first few of each, and some
    /// brackets, numbers and explicit formatting characters), among Latin and Arabic
    /// words.
    @Test func wordsOfEveryBidiClass() {
        var byClass: [Int32: [UInt32]] = [:]
        for value in UInt32(0)...0x1_FFFF where !(0xD800...0xDFFF).contains(value) {
            let direction = lb_bidi_class(value)
            if byClass[direction, default: []].count < 6 { byClass[direction, default: []].append(value) }
        }
        let pool =
            byClass.keys.sorted().flatMap { byClass[$0]! }.compactMap { Unicode.Scalar($0).map { String($0) } }
            + ["(", ")", "[", "]", "1", "2", "١", "٢", "$", "%", "-", "+", ",", ".", "\u{2067}", "\u{2069}", "\u{202B}", "\u{202C}"]
        let words = ["link", "preview", "سلام", "שלום", "日本語", "123", "١٢٣", "(a)", "[سلام]", "ภาษาไทย", "😀"]
        var generator = SplitMix64(seed: 11)
        let texts = (0..<4_000).map { _ in
            (0..<Int(1 + generator.next() % 10)).map { _ -> String in
                generator.next() % 3 == 0
                    ? (0..<Int(1 + generator.next() % 3)).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }.joined()
                    : words[Int(generator.next() % UInt64(words.count))]
            }.joined(separator: generator.next() % 5 == 0 ? "" : " ")
        }
        compare(texts)
    }

    /// Bracket pairs across the edge of a stretch: N0 resolves them from the whole pair.
    @Test func bracketsAcrossStretches() {
        compare([
            "(a سلام) سلام b", "a (سلام b) سلام c", "[سلام a] b سلام", "x (שלום) y", "x سلام (y) سلام z",
            "(x سلام y) z", "سلام (a) سلام", "a [b سلام] c",
        ])
    }

    /// Short texts of left-to-right, Hebrew and Arabic letters, marks after letters and
    /// after neutrals, spaces and other neutrals, mixed at every position: the stretches
    /// the sparse scan cuts around right-to-left words, resolved by ICU alone, must give
    /// ICU's levels for the whole paragraph.
    @Test func plainStretches() {
        let pieces = [
            "link", "हिन्दी", "ไทย", "日本", "שלום", "סֵפֶר", "سلام", "سَلَام", "بِ", " ", "  ", "\u{3000}", "\u{2003}", "!", "?", "😀",
            "\u{64E}", "\u{5B0}", "\u{941}", "\u{200F}", "\u{200E}", "\t", "a",
        ]
        var generator = SplitMix64(seed: 5)
        let texts = (0..<6_000).map { _ in
            (0..<Int(1 + generator.next() % 12)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        }
        compare(texts)
    }

    /// Every BMP unit the sparse scan skips without a look is none of R, AL, AN, an
    /// explicit formatting character or a paragraph separator.
    @Test func unitsTheScanSkipsAreNeverRightToLeftOrExplicit() {
        let needed: Set<Int32> = [1, 5, 7, 11, 12, 13, 14, 15, 16, 19, 20, 21, 22]  // R AN B LRE LRO AL RLE RLO PDF FSI LRI RLI PDI
        var skipped = 0
        for unit in UInt16(0)...0xFFFF where lb_bidi_unit_needs_attention(unit) == 0 {
            skipped += 1
            let direction = lb_bidi_class(UInt32(unit))
            #expect(!needed.contains(direction), "U+\(String(unit, radix: 16)) has class \(direction)")
        }
        #expect(skipped > 50_000)
        // And the separators below U+0590 are looked at.
        for unit: UInt16 in [0x0A, 0x0D, 0x1C, 0x1D, 0x1E, 0x85, 0x2029] { #expect(lb_bidi_unit_needs_attention(unit) == 1) }
    }
}
