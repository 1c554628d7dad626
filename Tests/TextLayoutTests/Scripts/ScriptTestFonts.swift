import TextLayout

/// Faces of the fixed test font set (``TestFontSet``), by family.
enum ScriptTestFonts {
    static var thai: Font { get throws { try TestFontSet.source.font(family: "Noto Sans Thai") } }
    static var devanagari: Font { get throws { try TestFontSet.source.font(family: "Noto Sans Devanagari") } }
    static var cjk: Font { get throws { try TestFontSet.source.font(family: "WenQuanYi Micro Hei") } }

    /// Bundled Noto Sans first, then `fallback`.
    static func attributes(
        fallback: Font, language: String? = nil, paragraphStyle: ParagraphStyle = .default
    ) -> TextAttributes {
        TextAttributes(fallbackFonts: [fallback], language: language, paragraphStyle: paragraphStyle)
    }
}
