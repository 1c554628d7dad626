extension Script {
    /// The language fontconfig is asked about for text of this script when its run
    /// has no language (``TextAttributes/language``), as Pango's
    /// `pango_script_get_sample_language` does: a language written in the script,
    /// so that fontconfig ranks faces designed for it first.
    ///
    /// Pango gives Han no sample language (it falls back to the user's locale);
    /// LinkBubble uses "zh", which fontconfig matches with every Chinese
    /// orthography (zh-cn, zh-tw, zh-hk) but not with Japanese or Korean: a
    /// Japanese or Korean text whose clusters are all ideographs should say so with
    /// its language. Nil for shared scripts (common, inherited, unknown) and for
    /// scripts without one language of their own.
    var sampleLanguage: String? { Self.sampleLanguages[rawValue] }

    private static let sampleLanguages: [UInt32: String] = {
        let table: [(String, String)] = [
            ("Arab", "ar"), ("Armn", "hy"), ("Beng", "bn"), ("Cher", "chr"), ("Copt", "cop"), ("Cyrl", "ru"),
            ("Deva", "hi"), ("Ethi", "am"), ("Geor", "ka"), ("Grek", "el"), ("Gujr", "gu"), ("Guru", "pa"),
            ("Hang", "ko"), ("Hani", "zh"), ("Hebr", "he"), ("Hira", "ja"), ("Kana", "ja"), ("Khmr", "km"),
            ("Knda", "kn"), ("Laoo", "lo"), ("Latn", "en"), ("Mlym", "ml"), ("Mong", "mn"), ("Mymr", "my"),
            ("Orya", "or"), ("Sinh", "si"), ("Syrc", "syr"), ("Taml", "ta"), ("Telu", "te"), ("Thaa", "dv"),
            ("Thai", "th"), ("Tibt", "bo"), ("Cans", "iu"), ("Tglg", "tl"), ("Yiii", "ii"), ("Tfng", "ber"),
            ("Vaii", "vai"), ("Olck", "sat"), ("Nkoo", "nqo"),
        ]
        var languages: [UInt32: String] = [:]
        for (code, language) in table {
            if let script = Script(iso15924: code) { languages[script.rawValue] = language }
        }
        return languages
    }()
}
