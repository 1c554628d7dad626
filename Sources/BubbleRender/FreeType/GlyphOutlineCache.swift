import CFreeType
import Geometry
import TextLayout

/// A glyph's unhinted outline copied out of its FreeType face: 26.6 pixels at
/// one size, y up, relative to the glyph's origin on the baseline.
struct GlyphOutline: Sendable {
    /// The font, glyph and size the outline is of (nil for an empty outline).
    var key: GlyphKey?
    var points: [FT_Vector] = []
    var tags: [CChar] = []
    var contourEnds: [Int16] = []
    /// The control box of the points, in 26.6 (empty outlines: all zero).
    var minX: FT_Pos = 0, minY: FT_Pos = 0, maxX: FT_Pos = 0, maxY: FT_Pos = 0

    /// Roughly the bytes the outline holds.
    var cost: Int { 96 + points.count * (MemoryLayout<FT_Vector>.stride + 1) + contourEnds.count * 2 }

    /// Runs `body` with an `FT_Outline` of this glyph moved by (`dx`, `dy`) in
    /// 26.6. The moved points go to `scratch`, which callers reuse across glyphs;
    /// tags and contours are borrowed (FreeType only reads them).
    func withOutline<R>(
        dx: FT_Pos, dy: FT_Pos, scratch: inout [FT_Vector], _ body: (inout FT_Outline) throws(RenderError) -> R
    ) throws(RenderError) -> R {
        scratch.removeAll(keepingCapacity: true)
        for point in points { scratch.append(FT_Vector(x: point.x + dx, y: point.y + dy)) }
        return try scratch.withUnsafeMutableBufferPointer { moved throws(RenderError) -> R in
            try tags.withUnsafeBufferPointer { tags throws(RenderError) -> R in
                try contourEnds.withUnsafeBufferPointer { contours throws(RenderError) -> R in
                    var outline = FT_Outline(
                        n_contours: Int16(contours.count), n_points: Int16(moved.count), points: moved.baseAddress,
                        tags: UnsafeMutablePointer(mutating: tags.baseAddress),
                        contours: UnsafeMutablePointer(mutating: contours.baseAddress), flags: FT_OUTLINE_NONE)
                    return try body(&outline)
                }
            }
        }
    }
}

/// A glyph of a font at a size in 26.6 pixels per em: what a ``GlyphOutline`` is of.
struct GlyphKey: Hashable, Sendable {
    var font: ObjectIdentifier
    var glyph: UInt32
    var size: FT_F26Dot6
}

/// Glyph outlines by font, glyph and size: a drawing call's own memo in front of a
/// process-wide cache (``shared``), so a glyph is loaded from its face once per process
/// while it stays in that cache.
///
/// Each outline is loaded with `FT_Load_Glyph(FT_LOAD_NO_HINTING |
/// FT_LOAD_NO_BITMAP)` after `FT_Set_Char_Size` at the size asked for, inside
/// `Font.withFace` (which holds the font's lock while FreeType's face is used),
/// and copied out before the lock is released. Glyphs without an outline (bitmap
/// or color glyphs) come back empty.
struct GlyphOutlineCache {
    /// The outlines every drawing call shares: thread-safe, at most 4 MiB (points,
    /// tags and contours), oldest first out.
    static let shared = FontKeyedCache<GlyphKey, GlyphOutline>(maximumBytes: 4 << 20)

    private var outlines: [GlyphKey: GlyphOutline] = [:]

    /// The outline of glyph `id` of `font` at `pixelsPerEm` (rounded to 1/64);
    /// empty below 1/64 pixel per em.
    mutating func outline(of id: UInt32, font: Font, pixelsPerEm: Double) throws(RenderError) -> GlyphOutline {
        let size = (pixelsPerEm * 64).rounded()
        guard size >= 0, size <= Double(Int32.max) else {
            throw .invalidArgument(name: "glyph size", value: pixelsPerEm)
        }
        guard size >= 1 else { return GlyphOutline() }
        let key = GlyphKey(font: ObjectIdentifier(font), glyph: id, size: FT_F26Dot6(size))
        if let outline = outlines[key] { return outline }
        if let outline = Self.shared.value(for: key, font: font) {
            outlines[key] = outline
            return outline
        }
        var outline = try font.withFace { face throws(RenderError) -> GlyphOutline in
            try Self.load(id, face: face, size: key.size)
        }
        if !outline.contourEnds.isEmpty { outline.key = key }
        outlines[key] = outline
        Self.shared.insert(outline, cost: outline.cost, for: key, font: font)
        return outline
    }

    /// Loads the outline at `size` (26.6 pixels per em). FreeType raises sizes under
    /// one pixel per em to one, so smaller glyphs load at one and are scaled down.
    private static func load(_ id: UInt32, face: FT_Face, size: FT_F26Dot6) throws(RenderError) -> GlyphOutline {
        let loaded = Swift.max(size, 64)
        var outline = try load(id, face: face, loadedSize: loaded)
        guard loaded != size else { return outline }
        let factor = Double(size) / Double(loaded)
        func scaled(_ value: FT_Pos) -> FT_Pos { FT_Pos((Double(value) * factor).rounded()) }
        outline.points = outline.points.map { FT_Vector(x: scaled($0.x), y: scaled($0.y)) }
        (outline.minX, outline.minY) = (scaled(outline.minX), scaled(outline.minY))
        (outline.maxX, outline.maxY) = (scaled(outline.maxX), scaled(outline.maxY))
        return outline
    }

    private static func load(_ id: UInt32, face: FT_Face, loadedSize size: FT_F26Dot6) throws(RenderError) -> GlyphOutline {
        // A face FreeType does not scale (color bitmap strikes only) has no outlines.
        guard face.pointee.face_flags & (1 << 0) != 0 else { return GlyphOutline() }  // FT_FACE_FLAG_SCALABLE
        try FreeTypeLibrary.check(FT_Set_Char_Size(face, 0, size, 72, 72), "FT_Set_Char_Size")
        let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        try FreeTypeLibrary.check(FT_Load_Glyph(face, id, flags), "FT_Load_Glyph")
        guard let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else {
            return GlyphOutline()
        }
        let source = slot.pointee.outline
        let pointCount = Int(source.n_points), contourCount = Int(source.n_contours)
        guard pointCount > 0, contourCount > 0, let points = source.points, let tags = source.tags,
            let contours = source.contours
        else { return GlyphOutline() }
        var outline = GlyphOutline()
        outline.points = Array(UnsafeBufferPointer(start: points, count: pointCount))
        outline.tags = Array(UnsafeBufferPointer(start: tags, count: pointCount))
        outline.contourEnds = Array(UnsafeBufferPointer(start: contours, count: contourCount))
        outline.minX = outline.points.lazy.map(\.x).min() ?? 0
        outline.maxX = outline.points.lazy.map(\.x).max() ?? 0
        outline.minY = outline.points.lazy.map(\.y).min() ?? 0
        outline.maxY = outline.points.lazy.map(\.y).max() ?? 0
        return outline
    }
}
