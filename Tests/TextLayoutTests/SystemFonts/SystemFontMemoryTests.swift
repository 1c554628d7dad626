import Testing
import TextLayout

/// The system source's caches stay bounded and keep no caller's font alive (the
/// font-loading fuzz target, which makes a font from bytes per input, grew by about
/// 100 KB an input while the source kept every primary font it was asked about).
@Suite struct SystemFontMemoryTests {
    func layout(_ string: String, font: Font? = nil, language: String? = nil, source: SystemFontSource) throws {
        var attributes = font.map { TextAttributes(font: $0) } ?? TextAttributes()
        attributes.language = language
        _ = try LayoutManager(
            text: AttributedText(string, attributes: attributes), container: TextContainer(width: 300), fontSource: source)
    }

    @Test func aPrimaryFontIsFreedOnceTheCallerDropsIt() throws {
        let source = try SystemFontSource(configurationFile: TestFontSet.configurationFile)
        weak var first: Font?
        try {
            let font = try Font(bytes: Array(BundledFont.notoSans.bytes))
            first = font
            // Han is not in Noto Sans: the source is asked for a fallback for this font.
            try layout("Link 日本", font: font, source: source)
        }()
        // A second primary font: the answers layouts remember move on to it.
        try layout("Link 日本", font: try Font(bytes: Array(BundledFont.notoSans.bytes)), source: source)
        #expect(first == nil, "the source keeps the first font alive")
    }

    @Test func sortedFallbackListsAreBounded() throws {
        let source = try SystemFontSource(configurationFile: TestFontSet.configurationFile)
        try layout("日本", language: "x-0", source: source)
        let afterFirst = source.fontconfigCallCount
        // Another cluster of the same pattern: answered from the pattern's sorted list.
        try layout("中", language: "x-0", source: source)
        #expect(source.fontconfigCallCount == afterFirst, "the sorted list of the pattern is kept")
        // Each language is a pattern of its own: past the bound, the lists start again.
        for index in 1...300 { try layout("日本", language: "x-\(index)", source: source) }
        let afterMany = source.fontconfigCallCount
        #expect(afterMany == afterFirst + 300)
        try layout("文", language: "x-0", source: source)
        #expect(source.fontconfigCallCount == afterMany + 1, "the first pattern's list was forgotten")
    }
}
