extension Script {
    /// The language a run of this script is most likely written in, as a BCP 47 tag:
    /// "ja" for Hiragana and Katakana, "ko" for Hangul, "hi" for Devanagari, "th" for
    /// Thai, "ru" for Cyrillic, "en" for Latin, and so on; nil for scripts that no one
    /// language stands for: common, inherited, Braille, many historic scripts, and Han,
    /// which Chinese, Japanese and Korean share with different forms (give such text a
    /// ``TextAttributes/language`` to choose).
    ///
    /// This is Pango 1.50's built-in table (`pango_script_get_sample_language`). Layout
    /// shapes a run that has no ``TextAttributes/language`` with this language (see
    /// ``shapingLanguage(attribute:)``), so that HarfBuzz picks the script's usual
    /// language-specific forms, and a font source can ask for fonts of the language.
    public var sampleLanguage: String? { Self.sampleLanguages[rawValue] }

    /// The language to shape a run of this script with: `attribute` (the run's
    /// ``TextAttributes/language``) when there is one, else ``sampleLanguage``.
    public func shapingLanguage(attribute: String?) -> String? { attribute ?? sampleLanguage }

    /// Pango 1.50's sample languages (pango-language.c), by packed ISO 15924 code.
    private static let sampleLanguages: [UInt32: String] = {
        let table: [(String, String)] = [
            ("Arab", "ar"), ("Armn", "hy"), ("Beng", "bn"), ("Cher", "chr"), ("Copt", "cop"),
            ("Cyrl", "ru"), ("Deva", "hi"), ("Ethi", "am"), ("Geor", "ka"), ("Grek", "el"),
            ("Gujr", "gu"), ("Guru", "pa"), ("Hang", "ko"), ("Hebr", "he"),
            ("Hira", "ja"), ("Knda", "kn"), ("Kana", "ja"), ("Khmr", "km"), ("Laoo", "lo"),
            ("Latn", "en"), ("Mlym", "ml"), ("Mong", "mn"), ("Mymr", "my"), ("Orya", "or"),
            ("Sinh", "si"), ("Syrc", "syr"), ("Taml", "ta"), ("Telu", "te"), ("Thaa", "dv"),
            ("Thai", "th"), ("Tibt", "bo"), ("Cans", "iu"), ("Tglg", "tl"), ("Hano", "hnn"),
            ("Buhd", "bku"), ("Tagb", "tbw"), ("Ugar", "uga"), ("Bugi", "bug"), ("Sylo", "syl"),
            ("Xpeo", "peo"), ("Nkoo", "nqo"),
        ]
        var languages: [UInt32: String] = [:]
        for (code, language) in table {
            if let script = Script(iso15924: code) { languages[script.rawValue] = language }
        }
        return languages
    }()
}
