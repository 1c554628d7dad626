import Foundation
import TextLayout

/// Faces of the fixed test font set (Tests/Fonts/system: symlinks to Debian's
/// fonts-noto-core and fonts-wqy-microhei files), loaded by file so that these tests do
/// not depend on fontconfig.
enum ScriptTestFonts {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func system(_ file: String) throws -> Font {
        try Font(contentsOfFile: repository.appendingPathComponent("Tests/Fonts/system").appendingPathComponent(file).path)
    }

    static var thai: Font { get throws { try system("NotoSansThai-Regular.ttf") } }
    static var devanagari: Font { get throws { try system("NotoSansDevanagari-Regular.ttf") } }
    static var cjk: Font { get throws { try system("wqy-microhei.ttc") } }

    /// Bundled Noto Sans first, then `fallback`.
    static func attributes(
        fallback: Font, language: String? = nil, paragraphStyle: ParagraphStyle = .default
    ) -> TextAttributes {
        TextAttributes(fallbackFonts: [fallback], language: language, paragraphStyle: paragraphStyle)
    }
}
