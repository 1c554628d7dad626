import Testing
import TextLayout

/// UAX #14 line breaking by ICU 72 beyond Latin: dictionary words for scripts written
/// without spaces, language tailoring, BCP 47 tags.
@Suite struct ScriptLineBreakingTests {
    /// The pieces between consecutive opportunities.
    static func pieces(_ text: String, locale: String = "") throws -> [String] {
        let utf16 = Array(text.utf16)
        var start = 0
        return try LineBreaker(locale: locale).opportunities(in: text).map { opportunity in
            defer { start = opportunity.offset }
            return String(decoding: utf16[start..<opportunity.offset], as: UTF16.self)
        }
    }

    @Test func thaiBreaksBetweenDictionaryWords() throws {
        // "I like to eat fried rice with a fried egg every morning": no spaces, and ICU's
        // Thai dictionary finds the words.
        #expect(try Self.pieces("ฉันชอบกินข้าวผัดกับไข่ดาวทุกวันตอนเช้า", locale: "th") == [
            "ฉัน", "ชอบ", "กิน", "ข้าว", "ผัด", "กับ", "ไข่", "ดาว", "ทุก", "วัน", "ตอน", "เช้า",
        ])
        // The same in the root locale: dictionary breaking does not need a Thai locale.
        #expect(try Self.pieces("ลิงก์นี้พาไปยังหน้าเว็บ") == ["ลิงก์", "นี้", "พา", "ไป", "ยัง", "หน้า", "เว็บ"])
    }

    @Test func laoKhmerAndBurmeseBreakBetweenWords() throws {
        #expect(try Self.pieces("ພາສາລາວເປັນພາສາທາງການ") == ["ພາສາ", "ລາວ", "ເປັນ", "ພາສາ", "ທາງການ"])
        #expect(try Self.pieces("ភាសាខ្មែរគឺជាភាសាផ្លូវការ") == ["ភាសាខ្មែរ", "គឺជា", "ភាសាផ្លូវការ"])
        #expect(try Self.pieces("မြန်မာဘာသာစကားသည်") == ["မြန်မာဘာသာ", "စကား", "သည်"])
    }

    @Test func japaneseTailoringAndLanguageTagKeywords() throws {
        // ICU's root rules are "strict" (no break before small kana); Japanese is "normal".
        #expect(try Self.pieces("あちょっと") == ["あ", "ちょっ", "と"])
        #expect(try Self.pieces("あちょっと", locale: "ja") == ["あ", "ち", "ょ", "っ", "と"])
        // BCP 47 tags with the -u-lb- keyword reach ICU as "ja@lb=strict"; ICU IDs stay.
        #expect(try Self.pieces("あちょっと", locale: "ja@lb=strict") == ["あ", "ちょっ", "と"])
        #expect(try Self.pieces("あちょっと", locale: "ja-u-lb-strict") == ["あ", "ちょっ", "と"])
        #expect(try Self.pieces("あちょっと", locale: "ja-JP") == ["あ", "ち", "ょ", "っ", "と"])
        // ICU 72 tailors only Japanese this way: Chinese and Korean break as the root locale does.
        #expect(try Self.pieces("あちょっと", locale: "zh-Hans") == ["あ", "ちょっ", "と"])
    }

    @Test func thaiLinesEndBetweenWords() throws {
        let sentence = "ฉันชอบกินข้าวผัดกับไข่ดาวทุกวันตอนเช้า"
        let words = Set(try LineBreaker().opportunities(in: sentence).map(\.offset))
        let attributes = ScriptTestFonts.attributes(fallback: try ScriptTestFonts.thai)
        for width in stride(from: 60.0, through: 200, by: 10) {
            let layout = try Samples.layout(sentence, width: width, attributes: attributes)
            layout._checkInvariants()
            let starts = layout.lineFragments.dropFirst().map(\.characterRange.lowerBound)
            #expect(layout.lineFragments.count > 1)
            #expect(starts.allSatisfy(words.contains), "\(width): \(layout.lineTexts)")
            #expect(layout.lineFragments.allSatisfy { $0.usedRect.width <= width + 1e-9 })
        }
    }

    @Test func eachRunBreaksWithItsOwnLanguage() throws {
        let cjk = try ScriptTestFonts.cjk
        let advance = try cjk.shape("あ", size: 16)[0].advance
        // An English run and a line separator (the paragraph goes on), then the same
        // Japanese words with and without "ja": the paragraph's first language is English.
        func lines(japanese language: String?) throws -> [String] {
            var text = AttributedText("ok\u{2028}", attributes: ScriptTestFonts.attributes(fallback: cjk, language: "en"))
            text.append("あちょっと", attributes: ScriptTestFonts.attributes(fallback: cjk, language: language))
            let container = TextContainer(width: 2.5 * advance, lineFragmentPadding: 0)
            return try LayoutManager(text: text, container: container).lineTexts
        }
        #expect(try lines(japanese: "ja") == ["ok\u{2028}", "あち", "ょっ", "と"])
        #expect(try lines(japanese: nil) == ["ok\u{2028}", "あ", "ちょ", "っと"])
    }

    @Test func tagsICUCannotReadAreTypedErrors() throws {
        let tooManySubtags = "en-" + Array(repeating: "abcdefgh", count: 16).joined(separator: "-")
        let overLimit = String(repeating: "x", count: TextLayoutLimits.maximumLanguageTagLength + 1)
        for tag in [tooManySubtags, overLimit, "en-!!"] {
            #expect(throws: TextLayoutError.invalidLanguageTag(tag: tag)) { try LineBreaker(locale: tag) }
        }
        #expect(
            TextLayoutError.invalidLanguageTag(tag: overLimit).description
                == "'\(String(repeating: "x", count: 40))...' is not a language tag ICU can read (BCP 47, such as ja or zh-Hant, at most 150 characters)")
        // A long tag ICU reads is still a locale.
        _ = try LineBreaker(locale: "en-x-" + Array(repeating: "abcdefgh", count: 15).joined(separator: "-"))
    }
}
