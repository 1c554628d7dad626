import CFontconfig
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One fontconfig configuration (`FcConfig`) and the few questions TextLayout asks
/// it: match a family, sort the fallback faces for a pattern, list the families.
///
/// Not thread-safe by itself: ``SystemFontSource`` only uses it while holding its
/// lock. Every question counts in ``callCount`` (tests check that caches avoid them).
final class FontconfigConfiguration {
    private let config: OpaquePointer
    /// Every sorted font set handed out, kept alive with their charsets until deinit.
    private var fontSets: [UnsafeMutablePointer<FcFontSet>] = []
    /// How many questions (match, sort, list) went to fontconfig.
    private(set) var callCount = 0

    /// Loads the configuration: nil does as every fontconfig program does (the
    /// `FONTCONFIG_FILE` variable, else the system's `fonts.conf` with the user's
    /// configuration); a path loads that file alone, then scans its fonts. A font folder
    /// holding a FIFO, a socket or a device is an error (``FontFolderCheck``): fontconfig
    /// would wait on it forever.
    ///
    /// An absolute `FONTCONFIG_FILE` is loaded as an explicit file, so that a missing or
    /// malformed one is an error rather than fontconfig's empty configuration (which
    /// prints its own complaint and then finds no fonts).
    init(file: String?) throws(TextLayoutError) {
        if let file {
            config = try Self.load(file, missing: .fileNotFound(path: file))
        } else if let file = Self.environmentFile {
            config = try Self.load(
                file, missing: .fontConfigurationFailed(file: file, reason: "FONTCONFIG_FILE names a file that does not exist"))
        } else {
            guard let config = FcInitLoadConfig() else {
                throw .fontConfigurationFailed(file: nil, reason: "fontconfig could not load its configuration")
            }
            try Self.buildFonts(of: config, file: nil)
            self.config = config
        }
    }

    /// The configuration of `file` alone, its fonts scanned; `missing` when the file does
    /// not exist.
    private static func load(_ file: String, missing: TextLayoutError) throws(TextLayoutError) -> OpaquePointer {
        var status = stat()
        guard stat(file, &status) == 0 else { throw missing }
        guard let config = FcConfigCreate() else {
            throw .fontConfigurationFailed(file: file, reason: "fontconfig could not create a configuration")
        }
        guard FcConfigParseAndLoad(config, file, FcTrue) == FcTrue else {
            FcConfigDestroy(config)
            throw .fontConfigurationFailed(file: file, reason: "fontconfig cannot parse it")
        }
        try buildFonts(of: config, file: file)
        return config
    }

    /// Scans the fonts of the folders `config` names, once nothing in them would block
    /// the scan (``FontFolderCheck``); destroys `config` when it throws.
    private static func buildFonts(of config: OpaquePointer, file: String?) throws(TextLayoutError) {
        if let special = FontFolderCheck.firstSpecialFile(inFontFoldersOf: config) {
            FcConfigDestroy(config)
            throw .fontConfigurationFailed(
                file: file,
                reason: "\(special.path) in a font folder is a \(special.kind), not a font file (fontconfig would block on it)")
        }
        guard FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            throw .fontConfigurationFailed(file: file, reason: "fontconfig cannot scan its fonts")
        }
    }

    /// `FONTCONFIG_FILE` when it names an absolute path; fontconfig resolves other
    /// values against its own folders.
    private static var environmentFile: String? {
        guard let value = getenv("FONTCONFIG_FILE"), value.pointee == UInt8(ascii: "/") else { return nil }
        return String(cString: value)
    }

    deinit {
        releaseSortedFaces()
        FcConfigDestroy(config)
    }

    /// The face fontconfig matches for a family and style, and whether it answers
    /// the request: its family is the requested one (case and blanks ignored), or
    /// one the request stands for (a generic family such as "sans-serif" or
    /// "emoji", or an alias the configuration binds to the name, such as "Arial" to
    /// "Liberation Sans").
    func match(_ request: FontPattern) -> (face: FaceAddress, answersRequest: Bool)? {
        callCount += 1
        guard let pattern = request.makePattern() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        guard let face = FaceAddress(fontPattern: matched) else { return nil }
        let wanted = FontPattern.normalizedFamily(request.family)
        let matchedFamilies = Set(Self.strings(FC_FAMILY, of: matched).map(FontPattern.normalizedFamily))
        if matchedFamilies.contains(wanted) { return (face, true) }
        if FontPattern.genericFamilies.contains(wanted) { return (face, true) }
        // An alias: a family the configuration added with a strong binding (the
        // request's own strength), as `<alias binding="same">` does.
        let aliases = Self.strongFamilies(of: pattern).map(FontPattern.normalizedFamily)
        return (face, aliases.contains { matchedFamilies.contains($0) })
    }

    /// fontconfig's sorted fallback faces for a pattern (trimmed: faces that add no
    /// coverage are left out), best first.
    func sortedFaces(_ request: FontPattern) -> [FallbackFace] {
        callCount += 1
        guard let pattern = request.makePattern() else { return [] }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(config, pattern, FcTrue, nil, &result) else { return [] }
        fontSets.append(set)
        return (0..<Int(set.pointee.nfont)).compactMap { index in
            guard let font = set.pointee.fonts[index], let face = FaceAddress(fontPattern: font) else { return nil }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { return nil }
            var color: FcBool = FcFalse
            let isColor = FcPatternGetBool(font, FC_COLOR, 0, &color) == FcResultMatch && color == FcTrue
            var family: UnsafeMutablePointer<FcChar8>?
            let name = FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch ? family.map { String(cString: $0) } : nil
            return FallbackFace(address: face, family: name ?? "", charset: charset, isColor: isColor)
        }
    }

    /// Destroys every sorted font set handed out by ``sortedFaces(_:)``: the charsets
    /// of the faces it returned are gone, so the caller must have forgotten them.
    func releaseSortedFaces() {
        for set in fontSets { FcFontSetDestroy(set) }
        fontSets.removeAll()
    }

    /// Whether a sorted face's charset has `scalar` (a plain lookup in memory
    /// fontconfig already holds; not counted as a question).
    func charset(_ charset: OpaquePointer, contains scalar: UInt32) -> Bool {
        FcCharSetHasChar(charset, scalar) == FcTrue
    }

    /// The family names of every face (each face's first, usually English, name),
    /// optionally only of faces that support a language.
    func familyNames(language: String?) -> [String] {
        callCount += 1
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        if let language {
            guard let langSet = FcLangSetCreate() else { return [] }
            defer { FcLangSetDestroy(langSet) }
            FcLangSetAdd(langSet, language)
            FcPatternAddLangSet(pattern, FC_LANG, langSet)
        }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var names: Set<String> = []
        for index in 0..<Int(set.pointee.nfont) {
            if let font = set.pointee.fonts[index], let name = Self.strings(FC_FAMILY, of: font).first {
                names.insert(name)
            }
        }
        return names.sorted()
    }

    /// Every string value of `object` in a pattern.
    static func strings(_ object: String, of pattern: OpaquePointer) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, Int32(values.count), &value) == FcResultMatch, let value {
            values.append(String(cString: value))
        }
        return values
    }

    /// The family names a substituted pattern holds with a strong binding.
    private static func strongFamilies(of pattern: OpaquePointer) -> [String] {
        var families: [String] = []
        var index: Int32 = 0
        var value = FcValue()
        var binding = FcValueBindingWeak
        while FcPatternGetWithBinding(pattern, FC_FAMILY, index, &value, &binding) == FcResultMatch {
            if binding == FcValueBindingStrong, value.type == FcTypeString, let string = value.u.s {
                families.append(String(cString: string))
            }
            index += 1
        }
        return families
    }
}
