import TextLayout

/// The process-wide cache of color glyphs: what each glyph of a color font draws (its
/// COLR layers or its strike bitmap) and its bitmaps scaled to device sizes.
///
/// Decoding a strike image (PNG inside the font) and scaling it cost far more than
/// compositing it, and previews draw the same emoji again and again, so the results
/// outlive one drawing call. The cache is thread-safe (one lock around lookups and
/// insertions; loading and scaling happen outside it) and bounded: past
/// ``maximumBytes`` of pixels it forgets its oldest entries first. Entries hold their
/// font weakly, so the cache keeps no font alive, and an entry whose font is gone never
/// answers for another font that reuses the freed address.
final class ColorGlyphCache: Sendable {
    /// The cache every canvas and SVG writer uses.
    static let shared = ColorGlyphCache(maximumBytes: 32 << 20)

    /// A glyph at a size, in 1/64 device pixel per em.
    struct GlyphKey: Hashable, Sendable {
        var font: ObjectIdentifier
        var glyph: UInt32
        var size: Int64
    }

    /// A glyph's bitmap scaled to a size and placed at a phase (quarter pixels).
    struct ImageKey: Hashable, Sendable {
        var glyph: GlyphKey
        var phaseX: Int
        var phaseY: Int
    }

    /// A scaled glyph image: premultiplied RGBA, `width` x `height` device pixels.
    struct ScaledImage: Sendable {
        var width: Int
        var height: Int
        var pixels: [UInt8]
    }

    private enum Key: Hashable, Sendable {
        case glyph(GlyphKey)
        case image(ImageKey)
    }

    private enum Value: Sendable {
        case glyph(ColorGlyph?)
        case image(ScaledImage)

        /// Roughly the bytes the value holds.
        var cost: Int {
            switch self {
            case .glyph(.bitmap(let bitmap)): 96 + bitmap.pixels.count
            case .glyph(.layers(let layers)): 96 + 24 * layers.count
            case .glyph(nil): 96
            case .image(let image): 96 + image.pixels.count
            }
        }
    }

    private let storage: FontKeyedCache<Key, Value>

    init(maximumBytes: Int) { storage = FontKeyedCache(maximumBytes: maximumBytes) }

    /// The most bytes the entries may hold.
    var maximumBytes: Int { storage.maximumBytes }

    /// The color form of a glyph at `pixelsPerEm` (see ``ColorGlyph/load(_:font:pixelsPerEm:)``),
    /// loaded once per font, glyph and size.
    ///
    /// - Throws: ``RenderError/invalidArgument(name:value:)`` for a size that is NaN,
    ///   infinite or negative; a ``RenderError`` from FreeType.
    func colorGlyph(_ id: UInt32, font: Font, pixelsPerEm: Double) throws(RenderError) -> ColorGlyph? {
        guard font.hasColorGlyphs else { return nil }
        guard pixelsPerEm.isFinite, pixelsPerEm >= 0 else { throw .invalidArgument(name: "glyph size", value: pixelsPerEm) }
        let key = Key.glyph(glyphKey(id, font: font, pixelsPerEm: pixelsPerEm))
        if case .glyph(let glyph)? = storage.value(for: key, font: font) { return glyph }
        let glyph = try ColorGlyph.load(id, font: font, pixelsPerEm: pixelsPerEm)
        storage.insert(.glyph(glyph), cost: Value.glyph(glyph).cost, for: key, font: font)
        return glyph
    }

    /// The key of a glyph at a size, in 1/64 pixel per em.
    func glyphKey(_ id: UInt32, font: Font, pixelsPerEm: Double) -> GlyphKey {
        let size = pixelsPerEm * 64
        let clamped = size.isFinite ? Swift.min(Swift.max(size, 0), 0x1p62).rounded() : 0
        return GlyphKey(font: ObjectIdentifier(font), glyph: id, size: Int64(clamped))
    }

    /// The scaled image under `key` (a glyph of `font`), made by `make` when missing;
    /// `make` runs outside the lock and its result is kept.
    func scaledImage(_ key: ImageKey, font: Font, make: () -> ScaledImage) -> ScaledImage {
        let cacheKey = Key.image(key)
        if case .image(let image)? = storage.value(for: cacheKey, font: font) { return image }
        let image = make()
        storage.insert(.image(image), cost: Value.image(image).cost, for: cacheKey, font: font)
        return image
    }
}
