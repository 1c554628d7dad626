import CFontconfig

/// What TextLayout asks fontconfig for: a family and style, optionally a language
/// and color. A plain value, used as a cache key.
struct FontPattern: Hashable, Sendable {
    var family: String
    var weight: FontWeight = .regular
    var width: FontWidth = .normal
    var slant: FontSlant = .upright
    /// A BCP 47 or fontconfig language tag ("ja", "zh-tw"); nil for the default.
    var language: String? = nil
    /// Whether color faces (emoji) are wanted first.
    var prefersColor = false

    /// A new fontconfig pattern with these properties (the caller destroys it), or
    /// nil when fontconfig cannot allocate one.
    func makePattern() -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(weight.rawValue)))
        FcPatternAddDouble(pattern, FC_WIDTH, width.rawValue)
        FcPatternAddInteger(pattern, FC_SLANT, slant.fontconfigValue)
        if let language, let langSet = FcLangSetCreate() {
            FcLangSetAdd(langSet, Self.fontconfigLanguage(language))
            FcPatternAddLangSet(pattern, FC_LANG, langSet)
            FcLangSetDestroy(langSet)
        }
        if prefersColor { FcPatternAddBool(pattern, FC_COLOR, FcTrue) }
        return pattern
    }

    /// fontconfig writes languages in lower case with a hyphen ("zh-tw"); BCP 47
    /// allows "zh_TW"-like spellings and script subtags, which fontconfig ignores.
    static func fontconfigLanguage(_ tag: String) -> String {
        tag.lowercased().replacing("_", with: "-")
    }

    /// A family name as fontconfig compares them: case and blanks ignored.
    static func normalizedFamily(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " })
    }

    /// Generic families that stand for whatever the configuration maps them to
    /// (normalized as ``normalizedFamily(_:)``).
    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "emoji", "math", "cursive", "fantasy", "system-ui",
    ]
}

extension FontSlant {
    /// fontconfig's `FC_SLANT` value.
    var fontconfigValue: Int32 {
        switch self {
        case .upright: FC_SLANT_ROMAN
        case .italic: FC_SLANT_ITALIC
        case .oblique: FC_SLANT_OBLIQUE
        }
    }
}

/// Where a face lives: a file and the face's index in it (non-zero in collections).
struct FaceAddress: Hashable, Sendable {
    var path: String
    var index: Int

    /// The file and index of a font pattern fontconfig returned; nil without a file.
    init?(fontPattern: OpaquePointer) {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(fontPattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(fontPattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        // The upper 16 bits of FC_INDEX name a named instance of a variable font;
        // the face itself is the lower 16.
        self.init(path: String(cString: file), index: Int(index & 0xFFFF))
    }

    init(path: String, index: Int) {
        self.path = path
        self.index = index
    }
}

/// One face of a sorted fallback list: where it is, its family, which characters it
/// has, and whether it has color glyphs.
struct FallbackFace {
    var address: FaceAddress
    /// The face's first family name ("" when it has none).
    var family: String
    /// The face's `FcCharSet`, owned by the font set the configuration keeps.
    var charset: OpaquePointer
    var isColor: Bool

    /// The order to try faces of `families` (a sorted fallback list's family names) in:
    /// each UI variant ("Noto Sans Arabic UI") just before the first face of its family
    /// ("Noto Sans Arabic") when both are there, the rest as sorted. UI variants are made
    /// to fit Latin line heights (Noto Sans Arabic UI: 1069/-293 per 1000 where Noto Sans
    /// Arabic has 1374/-738), so the lines a fallback face draws stay even. O(faces).
    static func uiVariantsFirst(_ families: [String]) -> [Int] {
        var firstUIVariant: [Substring: Int] = [:]
        for (index, family) in families.enumerated().reversed() where family.hasSuffix(" UI") {
            firstUIVariant[family.dropLast(3)] = index
        }
        var order: [Int] = []
        order.reserveCapacity(families.count)
        var placed = Set<Int>()
        for (index, family) in families.enumerated() where !placed.contains(index) {
            if let variant = firstUIVariant[Substring(family)], !placed.contains(variant) {
                order.append(variant)
                placed.insert(variant)
            }
            order.append(index)
            placed.insert(index)
        }
        return order
    }
}
