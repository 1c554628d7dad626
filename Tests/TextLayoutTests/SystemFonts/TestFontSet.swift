import TextLayout

/// The repository's fixed test font set (`Tests/Fonts/fonts.conf`): the bundled fonts,
/// Noto Sans Devanagari, Bengali, Tamil, Thai, Georgian and Armenian, Noto Color Emoji
/// and WenQuanYi Micro Hei (CJK). Tests load it explicitly, so that plain `swift test`
/// gives the same answers as `scripts/test`, whatever else the machine has.
enum TestFontSet {
    static let configurationFile: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path + "/Fonts/fonts.conf"
    }()

    /// One source for the whole test process (loading the configuration scans 14 files).
    static let source: SystemFontSource = {
        do { return try SystemFontSource(configurationFile: configurationFile) } catch {
            fatalError("the test font set does not load: \(error)")
        }
    }()
}
