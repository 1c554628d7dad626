import LinkBubbleTestSupport
import Testing
import TextLayout

/// `AttributedText` transcodes its string's UTF-8 to UTF-16 itself (eight bytes at a
/// time while they are ASCII, and counting the units in 64-bit lanes): its units must
/// be the standard library's `Array(string.utf16)` for every text.
@Suite struct AttributedTextUTF16Tests {
    func expectStandardUnits(_ string: String, _ comment: @autoclosure () -> String = "") {
        let text = AttributedText(string)
        #expect(text.utf16 == Array(string.utf16), Comment(rawValue: comment()))
        #expect(text.length == string.utf16.count)
        var appended = AttributedText("x")
        appended.append(string)
        #expect(appended.utf16 == Array(("x" + string).utf16), Comment(rawValue: comment()))
    }

    @Test func benchmarkAndFixtureTexts() throws {
        let (mixed, latin) = WordSegmentationTests.benchmarkWords()
        let texts =
            WordSegmentationTests.paragraphs(of: mixed, count: 50) + WordSegmentationTests.paragraphs(of: latin, count: 20)
            + (try WordSegmentationTests.fixtureTexts())
        #expect(texts.count > 100)
        for text in texts { expectStandardUnits(text, String(text.prefix(30))) }
    }

    @Test func scalarsOfEveryLengthAtEveryAlignment() {
        // One to four UTF-8 bytes, at every offset from an eight-byte boundary, before,
        // inside and after runs of ASCII of every length.
        let scalars: [Unicode.Scalar] = ["\u{0}", "a", "\u{7F}", "\u{80}", "é", "\u{7FF}", "\u{800}", "日", "\u{FFFD}", "\u{FFFF}", "\u{10000}", "😀", "\u{10FFFF}"]
        for scalar in scalars {
            for prefix in 0..<17 {
                for suffix in 0..<17 {
                    let string = String(repeating: "a", count: prefix) + String(scalar) + String(repeating: "b", count: suffix)
                    expectStandardUnits(string, "\(scalar.value) after \(prefix), before \(suffix)")
                }
            }
        }
    }

    @Test func generatedTexts() {
        // Random scalars from every UTF-8 length, short and long (the lanes are added
        // up every 512 bytes), and long texts of one kind (all four-byte: two units per
        // four bytes in every lane).
        var generator = SplitMix64(seed: 7)
        let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF]
        for length in [0, 1, 7, 8, 9, 63, 64, 65, 300, 511, 512, 513, 2_000, 5_000] {
            for _ in 0..<8 {
                var string = ""
                for _ in 0..<length {
                    let range = ranges[Int(generator.next() % UInt64(ranges.count))]
                    let value = range.lowerBound + UInt32(generator.next() % UInt64(range.count))
                    string.unicodeScalars.append(Unicode.Scalar(value)!)
                }
                expectStandardUnits(string, "\(length) scalars")
            }
        }
        for scalar in ["😀", "日", "é", "a"] {
            expectStandardUnits(String(repeating: scalar, count: 10_000), "10,000 \(scalar)")
        }
        expectStandardUnits("")
    }
}
