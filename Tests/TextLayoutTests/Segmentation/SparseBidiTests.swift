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
}
