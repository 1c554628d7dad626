import CEmbeddedFonts

extension Font {
    /// The shared `Font` of a bundled font, created once per process.
    ///
    /// Sharing one `Font` per bundled face keeps shaping caches effective and is safe:
    /// fonts may be used from any thread (see ``Font``).
    public static func bundled(_ font: BundledFont) -> Font { _sharedBundledFonts[Int(font.rawValue)] }
}

/// One `Font` for each bundled face: an immutable constant, created on first use.
private let _sharedBundledFonts: [Font] = BundledFont.allCases.map { Font($0) }

/// The open-licensed fonts that ship inside LinkBubble (see `Fonts/` in the
/// repository for the files and their licences). They are compiled into the
/// library, so they need no files and no configuration at run time.
public enum BundledFont: Int32, CaseIterable, Sendable {
    /// Noto Sans Regular: the default Latin, Greek and Cyrillic face.
    case notoSans = 0
    /// Noto Sans Bold.
    case notoSansBold = 1
    /// Noto Sans Arabic Regular, with the tall vertical metrics of the Arabic design
    /// (ascender 1374, descender -738 per 1000: 2.11 em between them).
    case notoSansArabic = 2
    /// Noto Sans Hebrew Regular.
    case notoSansHebrew = 3
    /// DejaVu Sans: the wide-coverage fallback (symbols, arrows, many scripts).
    case dejaVuSans = 4
    /// Noto Sans Arabic UI Regular: Noto Sans Arabic's glyphs, drawn to fit Noto Sans's
    /// vertical metrics (ascender 1069, descender -293 per 1000), so that Arabic in a
    /// Latin line keeps the line's height. The default chain's Arabic face.
    case notoSansArabicUI = 5

    /// The font file's name in the repository's `Fonts/` folder.
    public var fileName: String {
        switch self {
        case .notoSans: "NotoSans-Regular.ttf"
        case .notoSansBold: "NotoSans-Bold.ttf"
        case .notoSansArabic: "NotoSansArabic-Regular.ttf"
        case .notoSansHebrew: "NotoSansHebrew-Regular.ttf"
        case .dejaVuSans: "DejaVuSans.ttf"
        case .notoSansArabicUI: "NotoSansArabicUI-Regular.ttf"
        }
    }

    /// The font file's bytes, which live for the whole process.
    public var bytes: UnsafeBufferPointer<UInt8> {
        var length = 0
        let start = lb_embedded_font(rawValue, &length)
        return UnsafeBufferPointer(start: start, count: length)
    }

    /// The default fallback chain: the Latin face first, then Arabic (the UI variant,
    /// whose lines are as tall as Latin ones), Hebrew and the wide-coverage face.
    public static let defaultChain: [BundledFont] = [
        .notoSans, .notoSansArabicUI, .notoSansHebrew, .dejaVuSans,
    ]
}
