import TextLayout

/// The repository's fixed test font set (`Tests/Fonts/fonts.conf`): the bundled fonts,
/// Noto Sans Devanagari, Bengali, Tamil, Thai, Georgian and Armenian, Noto Color Emoji
/// and WenQuanYi Micro Hei (CJK). Tests load it explicitly, so that plain `swift test`
/// gives the same answers as `scripts/test`, whatever else the machine has.
enum TestFontSet {
    /// `Tests/Fonts`.
    static let folder: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path + "/Fonts"
    }()

    static let configurationFile = folder + "/fonts.conf"

    /// `Tests/Fonts/ui-variants`: Noto Sans Devanagari UI and Noto Sans Thai UI, outside the
    /// set (with them, fontconfig's fallback would answer the other tests differently), for
    /// tests that name them.
    static let uiVariantsFolder = folder + "/ui-variants"

    /// One source for the whole test process (loading the configuration scans 14 files).
    static let source: SystemFontSource = {
        do { return try SystemFontSource(configurationFile: configurationFile) } catch {
            fatalError("the test font set does not load: \(error)")
        }
    }()
}
