import CFreeType
import CHarfBuzz
import InternalUtilities

/// A font face loaded from a file, from bytes, or from the bundled fonts.
///
/// A `Font` holds one FreeType face (for metrics, outlines and rasterizing) and one
/// HarfBuzz font (for shaping) over the same bytes, which it keeps alive.
///
/// ## Threading
/// A `Font` may be shared across threads and tasks. HarfBuzz fonts are immutable
/// after creation and safe to shape with concurrently. FreeType faces are not
/// thread-safe, so every use of the FreeType face holds a per-font lock. Each `Font`
/// has its own `FT_Library`, so fonts never share FreeType state.
public final class Font: @unchecked Sendable {
    /// Where the font came from: a file path, "bytes", or a bundled font's file name.
    public let source: String
    /// The face's index within its file (non-zero only for collections).
    public let faceIndex: Int
    /// The number of faces in the file the font came from.
    public let faceCount: Int
    /// The family name, such as "Noto Sans".
    public let familyName: String
    /// The style name, such as "Regular" or "Bold".
    public let styleName: String
    /// The vertical metrics, in font units.
    public let metrics: FontMetrics
    /// Whether the font has color glyphs: a `CBDT` (color bitmaps, as in Noto Color
    /// Emoji), `sbix` (Apple's color bitmaps) or `COLR` (layered color outlines) table.
    ///
    /// Renderers draw these glyphs in color; layout treats them as any other glyph.
    public let hasColorGlyphs: Bool

    /// Which of the 128 ASCII code points the font has glyphs for (bit n of word n / 64).
    let asciiCoverage: (UInt64, UInt64)

    let blob: OpaquePointer
    let hbFace: OpaquePointer
    /// The HarfBuzz font, scaled to font units (``FontMetrics/unitsPerEm`` per em).
    let hbFont: OpaquePointer
    private let library: FT_Library
    private let face: FT_Face
    private let faceLock = PthreadMutex(())

    /// Loads face `faceIndex` of the font file at `path` (TTF, OTF or TTC).
    ///
    /// - Throws: ``TextLayoutError/fileNotFound(path:)``,
    ///   ``TextLayoutError/unreadableFile(path:)``, ``TextLayoutError/notAFont(source:)``,
    ///   ``TextLayoutError/faceIndexOutOfRange(index:faceCount:source:)``, or
    ///   ``TextLayoutError/unusableFont(source:reason:)`` for a face without scalable
    ///   outlines or color bitmap strikes (a BDF or other monochrome bitmap-only font),
    ///   or without usable metrics (units per em outside ``FontMetrics/supportedUnitsPerEm``,
    ///   an ascender not above the descender), which would give NaN or infinite positions.
    ///
    /// Color bitmap fonts (CBDT/CBLC as in Noto Color Emoji, or sbix) load: their units
    /// per em come from the `head` table, vertical metrics from `hhea`/`OS/2` and
    /// advances from `hmtx`, so they measure correctly at any size.
    public convenience init(contentsOfFile path: String, faceIndex: Int = 0) throws(TextLayoutError) {
        let blob = try FontBytes.mapFile(atPath: path)
        try self.init(blob: blob, faceIndex: faceIndex, source: path)
    }

    /// Loads face `faceIndex` of a font file's bytes. The bytes are copied.
    ///
    /// - Throws: as ``init(contentsOfFile:faceIndex:)`` does, less the file errors.
    public convenience init(bytes: some Collection<UInt8>, faceIndex: Int = 0) throws(TextLayoutError) {
        let blob = try FontBytes.copy(bytes)
        try self.init(blob: blob, faceIndex: faceIndex, source: "font bytes")
    }

    /// Loads one of the bundled fonts (no copy: their bytes are static).
    public convenience init(_ bundled: BundledFont) {
        let blob = FontBytes.wrapStatic(bundled.bytes)
        do {
            try self.init(blob: blob, faceIndex: 0, source: bundled.fileName)
        } catch {
            // The bundled files are part of the build and are checked by tests.
            fatalError("bundled font \(bundled.fileName) failed to load: \(error)")
        }
    }

    private init(blob: OpaquePointer, faceIndex: Int, source: String) throws(TextLayoutError) {
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else {
            hb_blob_destroy(blob)
            throw .freeType(function: "FT_Init_FreeType", code: initError)
        }
        let opened: (face: FT_Face, count: Int, metrics: FontMetrics)
        do {
            opened = try FontBytes.openFace(blob: blob, index: faceIndex, library: library, source: source)
        } catch {
            FT_Done_FreeType(library)
            hb_blob_destroy(blob)
            throw error
        }
        self.library = library
        self.face = opened.face
        self.blob = blob
        self.source = source
        self.faceIndex = faceIndex
        self.faceCount = opened.count
        self.familyName = opened.face.pointee.family_name.map { String(cString: $0) } ?? ""
        self.styleName = opened.face.pointee.style_name.map { String(cString: $0) } ?? ""
        self.metrics = opened.metrics
        self.hbFace = hb_face_create(blob, UInt32(faceIndex))
        self.hbFont = hb_font_create(hbFace)
        let upem = Int32(metrics.unitsPerEm)
        hb_font_set_scale(hbFont, upem, upem)
        hb_font_make_immutable(hbFont)
        var coverage: (UInt64, UInt64) = (0, 0)
        for scalar in UInt32(0)..<128 {
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 else { continue }
            if scalar < 64 { coverage.0 |= 1 << scalar } else { coverage.1 |= 1 << (scalar - 64) }
        }
        asciiCoverage = coverage
        let shapingFace = hbFace
        hasColorGlyphs = ["CBDT", "sbix", "COLR"].contains { Font.hasTable($0, in: shapingFace) }
    }

    /// Whether `face` has a table named by a four-letter tag.
    private static func hasTable(_ tag: String, in face: OpaquePointer) -> Bool {
        let code = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let table = hb_face_reference_table(face, code)
        defer { hb_blob_destroy(table) }
        return hb_blob_get_length(table) > 0
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        hb_blob_destroy(blob)
    }

    /// Runs `body` with exclusive use of the FreeType face.
    ///
    /// FreeType faces are not thread-safe: never let the face escape `body`.
    package func withFace<R, E: Error>(_ body: (FT_Face) throws(E) -> R) throws(E) -> R {
        try faceLock.withLock { _ throws(E) -> R in try body(face) }
    }

    /// Whether the font's character map has a glyph for a scalar value.
    @inline(__always)
    func hasGlyph(_ scalar: UInt32) -> Bool {
        if scalar < 64 { return asciiCoverage.0 & (1 << scalar) != 0 }
        if scalar < 128 { return asciiCoverage.1 & (1 << (scalar - 64)) != 0 }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0
    }

    /// The glyph the font maps `scalar` to, or nil when the font has none for it.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : nil
    }
}

extension Font: CustomStringConvertible {
    /// The family and style names and the source.
    public var description: String { "\(familyName) \(styleName) (\(source))" }
}

extension Font: Hashable {
    /// Fonts are equal when they are the same object: two loads of one file are two
    /// fonts (they may differ in settings applied later, and caches key on identity).
    public static func == (lhs: Font, rhs: Font) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
