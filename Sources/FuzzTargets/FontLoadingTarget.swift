import BubbleRender
import FoundationEssentials
import Geometry
import LinkBubble
import TextLayout

/// A font from bytes (the input's own bytes, or a small real font with bytes of the
/// input written over it and maybe cut short), then shaping, layout, every query and
/// glyph drawing with that font as the run's only font (no fallback chain: what it
/// lacks comes from the system source, as layout's default).
enum FontLoadingTarget {
    /// Noto Sans Hebrew from the repository's Fonts/ (27 KB, TrueType outlines, GSUB and GPOS).
    private static let baseFont: [UInt8] = {
        let fonts = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Fonts")
        guard let data = try? Data(contentsOf: fonts.appending(path: "NotoSansHebrew-Regular.ttf")) else {
            fatalError("FontLoadingTarget needs the repository's Fonts/NotoSansHebrew-Regular.ttf")
        }
        return Array(data)
    }()

    static func run(_ input: inout FuzzInput) {
        guard let font = try? Font(bytes: fontBytes(&input), faceIndex: input.choice(8) == 0 ? 1 : 0) else { return }
        _ = font.glyph(for: "\u{5D0}")
        let string = input.text(maximumScalars: 24)
        _ = try? font.shape(string, size: input.double())
        var attributes = input.attributes(font: font)
        attributes.fallbackFonts = []
        let text = AttributedText(string, attributes: attributes)
        guard let layout = try? LayoutManager(text: text, container: input.container()) else { return }
        LayoutQueries.run(on: layout, &input)
        guard var canvas = try? Canvas(width: 64, height: 32, scale: FuzzScale.scale(&input)) else { return }
        try? canvas.drawGlyphs(of: layout, offset: input.point())
    }

    private static func fontBytes(_ input: inout FuzzInput) -> [UInt8] {
        if input.choice(4) == 0 { return input.bytes(count: Int(input.uint16())) }
        var bytes = baseFont
        for _ in 0..<input.choice(16) {
            let offset = (Int(input.uint16()) | Int(input.byte()) << 16) % bytes.count
            bytes[offset] = input.byte()
        }
        if input.choice(8) == 0 { bytes.removeLast((Int(input.uint16()) | Int(input.byte()) << 16) % bytes.count) }
        return bytes
    }
}
