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
    ///
    /// A switch on the packed code (the four letters in comments), not a dictionary:
    /// layout asks at every change of script between runs, and a lookup that hashes
    /// (and a lazily made table) cost about 120 instructions each time, 1.4 % of a
    /// mixed-script paragraph's layout.
    var sampleLanguage: String? {
        switch rawValue {
        case 0x4172_6162: "ar"  // Arab
        case 0x4172_6D6E: "hy"  // Armn
        case 0x4265_6E67: "bn"  // Beng
        case 0x4361_6E73: "iu"  // Cans
        case 0x4368_6572: "chr"  // Cher
        case 0x436F_7074: "cop"  // Copt
        case 0x4379_726C: "ru"  // Cyrl
        case 0x4465_7661: "hi"  // Deva
        case 0x4574_6869: "am"  // Ethi
        case 0x4765_6F72: "ka"  // Geor
        case 0x4772_656B: "el"  // Grek
        case 0x4775_6A72: "gu"  // Gujr
        case 0x4775_7275: "pa"  // Guru
        case 0x4861_6E67: "ko"  // Hang
        case 0x4861_6E69: "zh"  // Hani
        case 0x4865_6272: "he"  // Hebr
        case 0x4869_7261: "ja"  // Hira
        case 0x4B61_6E61: "ja"  // Kana
        case 0x4B68_6D72: "km"  // Khmr
        case 0x4B6E_6461: "kn"  // Knda
        case 0x4C61_6F6F: "lo"  // Laoo
        case 0x4C61_746E: "en"  // Latn
        case 0x4D6C_796D: "ml"  // Mlym
        case 0x4D6F_6E67: "mn"  // Mong
        case 0x4D79_6D72: "my"  // Mymr
        case 0x4E6B_6F6F: "nqo"  // Nkoo
        case 0x4F6C_636B: "sat"  // Olck
        case 0x4F72_7961: "or"  // Orya
        case 0x5369_6E68: "si"  // Sinh
        case 0x5379_7263: "syr"  // Syrc
        case 0x5461_6D6C: "ta"  // Taml
        case 0x5465_6C75: "te"  // Telu
        case 0x5466_6E67: "ber"  // Tfng
        case 0x5467_6C67: "tl"  // Tglg
        case 0x5468_6161: "dv"  // Thaa
        case 0x5468_6169: "th"  // Thai
        case 0x5469_6274: "bo"  // Tibt
        case 0x5661_6969: "vai"  // Vaii
        case 0x5969_6969: "ii"  // Yiii
        default: nil
        }
    }
}
