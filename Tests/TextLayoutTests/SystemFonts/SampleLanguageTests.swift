import Testing

@testable import TextLayout

/// `Script.sampleLanguage` is a switch on packed codes: every script of the table
/// (Pango's `pango_script_get_sample_language`, with "zh" for Han) must give its
/// language, by its four-letter code, and other scripts none.
@Suite struct SampleLanguageTests {
    static let expected: [(code: String, language: String)] = [
        ("Arab", "ar"), ("Armn", "hy"), ("Beng", "bn"), ("Cher", "chr"), ("Copt", "cop"), ("Cyrl", "ru"),
        ("Deva", "hi"), ("Ethi", "am"), ("Geor", "ka"), ("Grek", "el"), ("Gujr", "gu"), ("Guru", "pa"),
        ("Hang", "ko"), ("Hani", "zh"), ("Hebr", "he"), ("Hira", "ja"), ("Kana", "ja"), ("Khmr", "km"),
        ("Knda", "kn"), ("Laoo", "lo"), ("Latn", "en"), ("Mlym", "ml"), ("Mong", "mn"), ("Mymr", "my"),
        ("Orya", "or"), ("Sinh", "si"), ("Syrc", "syr"), ("Taml", "ta"), ("Telu", "te"), ("Thaa", "dv"),
        ("Thai", "th"), ("Tibt", "bo"), ("Cans", "iu"), ("Tglg", "tl"), ("Yiii", "ii"), ("Tfng", "ber"),
        ("Vaii", "vai"), ("Olck", "sat"), ("Nkoo", "nqo"),
    ]

    @Test func everyScriptOfTheTable() throws {
        for (code, language) in Self.expected {
            let script = try #require(Script(iso15924: code))
            #expect(script.sampleLanguage == language, "\(code)")
        }
    }

    @Test func otherScriptsHaveNone() throws {
        for code in ["Zyyy", "Zinh", "Zzzz", "Brai", "Runr", "Goth", "Latf", "Jpan", "Kore", "Hans"] {
            #expect(try #require(Script(iso15924: code)).sampleLanguage == nil, "\(code)")
        }
        // The scripts of the scalars of every plane's first 64K, but those of the table.
        let known = Set(Self.expected.map { Script(iso15924: $0.code)!.rawValue })
        for value in stride(from: UInt32(0), to: 0x3_0000, by: 7) {
            let script = Script(ofScalarValue: value)
            if !known.contains(script.rawValue) { #expect(script.sampleLanguage == nil, "\(script)") }
        }
    }
}
