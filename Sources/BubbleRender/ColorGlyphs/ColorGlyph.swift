import CFreeType
import Geometry
import TextLayout

/// How a glyph of a color font is drawn instead of its outline.
enum ColorGlyph: Sendable {
    /// A color bitmap (CBDT or sbix) from one of the font's strikes.
    case bitmap(GlyphBitmap)
    /// COLRv0 layers, bottom first: outlines of other glyphs, each filled in one color.
    case layers([ColorLayer])
}

/// A color glyph image as a font's strike holds it, premultiplied RGBA.
struct GlyphBitmap: Sendable {
    /// Size in strike pixels.
    var width: Int
    var height: Int
    /// The image's left edge right of the glyph origin, in strike pixels.
    var left: Int
    /// The image's top edge above the baseline, in strike pixels.
    var top: Int
    /// The strike's pixels per em: the image is drawn scaled by device ppem / this.
    var pixelsPerEm: Double
    /// `width * height * 4` bytes, premultiplied RGBA, rows from the top.
    var pixels: [UInt8]

    /// The image's box for a glyph at `origin` (y down) drawn at `pixelsPerEm`.
    func box(at origin: Point, pixelsPerEm size: Double) -> Rect {
        let factor = size / pixelsPerEm
        return Rect(
            x: origin.x + Double(left) * factor, y: origin.y - Double(top) * factor,
            width: Double(width) * factor, height: Double(height) * factor)
    }
}

/// One COLRv0 layer: the glyph whose outline it fills and its palette color, or nil
/// for the text's foreground color (palette index 0xFFFF).
struct ColorLayer: Sendable {
    var glyph: UInt32
    var color: Color?
}

extension ColorGlyph {
    /// The color form of glyph `id` at `pixelsPerEm` device pixels per em, or nil when
    /// it has none (it is drawn from its outline, if any).
    ///
    /// COLRv0 layers come first, in palette 0 (`FT_Get_Color_Glyph_Layer`,
    /// `FT_Palette_Select`); a layer whose palette index is out of the palette's range
    /// takes the foreground color. Otherwise, for a face with color bitmap strikes, the
    /// strike is the smallest at least `pixelsPerEm` tall, else the largest
    /// (`FT_Select_Size`), and the glyph loads with `FT_LOAD_COLOR`: a BGRA image is the
    /// glyph's bitmap; a glyph the strike has no image for has no color form.
    ///
    /// - Throws: ``RenderError/glyphImageTooLarge(width:height:)`` for a strike image wider or
    ///   taller than ``RenderLimits/maximumGlyphImageSide``; FreeType errors.
    static func load(_ id: UInt32, font: Font, pixelsPerEm: Double) throws(RenderError) -> ColorGlyph? {
        guard font.hasColorGlyphs else { return nil }
        return try font.withFace { face throws(RenderError) -> ColorGlyph? in
            if let layers = colorLayers(of: id, face: face) { return .layers(layers) }
            return try bitmap(of: id, face: face, pixelsPerEm: pixelsPerEm).map(ColorGlyph.bitmap)
        }
    }

    private static func colorLayers(of id: UInt32, face: FT_Face) -> [ColorLayer]? {
        var iterator = FT_LayerIterator()
        var layerGlyph: FT_UInt = 0, colorIndex: FT_UInt = 0
        var layers: [ColorLayer] = []
        var palette: UnsafeMutablePointer<FT_Color>?
        var paletteData = FT_Palette_Data()
        let hasPalette = FT_Palette_Data_Get(face, &paletteData) == 0 && FT_Palette_Select(face, 0, &palette) == 0
        let entryCount = hasPalette ? Int(paletteData.num_palette_entries) : 0
        while FT_Get_Color_Glyph_Layer(face, id, &layerGlyph, &colorIndex, &iterator) != 0 {
            var color: Color?
            if colorIndex != 0xFFFF, Int(colorIndex) < entryCount, let entry = palette?[Int(colorIndex)] {
                color = Color(
                    red: Double(entry.red) / 255, green: Double(entry.green) / 255, blue: Double(entry.blue) / 255,
                    alpha: Double(entry.alpha) / 255)
            }
            layers.append(ColorLayer(glyph: layerGlyph, color: color))
        }
        return layers.isEmpty ? nil : layers
    }

    private static func bitmap(of id: UInt32, face: FT_Face, pixelsPerEm: Double) throws(RenderError) -> GlyphBitmap? {
        let record = face.pointee
        let hasColor = record.face_flags & (1 << 14) != 0  // FT_FACE_FLAG_COLOR
        guard hasColor, record.num_fixed_sizes > 0, let sizes = record.available_sizes else { return nil }
        let strikes = (0..<Int(record.num_fixed_sizes)).map { Double(sizes[$0].y_ppem) / 64 }
        let chosen = strikes.indices.filter { strikes[$0] >= pixelsPerEm }.min { strikes[$0] < strikes[$1] }
            ?? strikes.indices.max { strikes[$0] < strikes[$1] }!
        guard strikes[chosen] > 0 else { return nil }
        try FreeTypeLibrary.check(FT_Select_Size(face, FT_Int(chosen)), "FT_Select_Size")
        // A glyph without an image in the strike (a space) fails to load: no color form.
        guard FT_Load_Glyph(face, id, Int32(FT_LOAD_COLOR)) == 0, let slot = record.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_BITMAP
        else { return nil }
        let source = slot.pointee.bitmap
        guard source.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), source.width > 0, source.rows > 0,
            let buffer = source.buffer
        else { return nil }
        let (width, height, pitch) = (Int(source.width), Int(source.rows), Int(source.pitch))
        guard width <= RenderLimits.maximumGlyphImageSide, height <= RenderLimits.maximumGlyphImageSide else {
            throw .glyphImageTooLarge(width: width, height: height)
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            // A negative pitch means the rows go bottom up.
            let sourceRow = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
            for column in 0..<width {
                let from = sourceRow + column * 4, to = (row * width + column) * 4
                (pixels[to], pixels[to + 1], pixels[to + 2], pixels[to + 3]) = (from[2], from[1], from[0], from[3])
            }
        }
        return GlyphBitmap(
            width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            pixelsPerEm: strikes[chosen], pixels: pixels)
    }
}
