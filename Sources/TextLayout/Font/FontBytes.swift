import CFreeType
import CHarfBuzz
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Getting font bytes into a HarfBuzz blob, and opening a FreeType face on them.
enum FontBytes {
    /// Maps a font file into memory, with a typed error naming the problem.
    static func mapFile(atPath path: String) throws(TextLayoutError) -> OpaquePointer {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw errno == ENOENT || errno == ENOTDIR ? .fileNotFound(path: path) : .unreadableFile(path: path)
        }
        guard status.st_mode & S_IFMT == S_IFREG, access(path, R_OK) == 0,
            let blob = hb_blob_create_from_file_or_fail(path)
        else { throw .unreadableFile(path: path) }
        return blob
    }

    /// Copies bytes into a blob that owns them (HarfBuzz blobs hold at most 4 GiB).
    static func copy(_ bytes: some Collection<UInt8>) throws(TextLayoutError) -> OpaquePointer {
        let count = bytes.count
        guard count <= Int(UInt32.max) else { throw .notAFont(source: "font bytes (more than 4 GiB)") }
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(count, 1))
        _ = UnsafeMutableBufferPointer(start: storage, count: count).initialize(from: bytes)
        return hb_blob_create(
            UnsafeRawPointer(storage).assumingMemoryBound(to: CChar.self), UInt32(count),
            HB_MEMORY_MODE_WRITABLE, storage, { $0?.assumingMemoryBound(to: UInt8.self).deallocate() })
    }

    /// Wraps bytes that live for the whole process, without copying them.
    static func wrapStatic(_ bytes: UnsafeBufferPointer<UInt8>) -> OpaquePointer {
        let start = UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
        return hb_blob_create(start, UInt32(bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
    }

    /// Opens face `index` of the blob's bytes; returns the face and the file's face count.
    static func openFace(
        blob: OpaquePointer, index: Int, library: FT_Library, source: String
    ) throws(TextLayoutError) -> (face: FT_Face, count: Int, metrics: FontMetrics) {
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else {
            throw .notAFont(source: source)
        }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: FT_Byte.self)
        var face: FT_Face?
        guard FT_New_Memory_Face(library, bytes, FT_Long(length), 0, &face) == 0, let first = face else {
            throw .notAFont(source: source)
        }
        let count = Int(first.pointee.num_faces)
        guard index >= 0, index < count else {
            FT_Done_Face(first)
            throw .faceIndexOutOfRange(index: index, faceCount: count, source: source)
        }
        var chosen = first
        if index != 0 {
            FT_Done_Face(first)
            var other: FT_Face?
            let error = FT_New_Memory_Face(library, bytes, FT_Long(length), FT_Long(index), &other)
            guard error == 0, let other else { throw .notAFont(source: source) }
            chosen = other
        }
        let metrics = FontMetrics(face: chosen)
        if let reason = unusableReason(chosen, metrics: metrics) {
            FT_Done_Face(chosen)
            throw .unusableFont(source: source, reason: reason)
        }
        return (chosen, count, metrics)
    }

    /// Why layout cannot use a face FreeType opened, or nil when it can.
    ///
    /// Layout needs glyphs it can draw at any size and metrics it can scale: scalable
    /// outlines, or color bitmap strikes in an SFNT font (CBDT/CBLC or sbix, as in Noto
    /// Color Emoji), which are scaled from the nearest strike; and a number of units
    /// per em in the range the OpenType `head` table allows (16 to 16384: layout divides
    /// by it) with an ascender above the descender (a line box of positive height).
    /// Monochrome bitmap-only faces (BDF, PCF, FNT) are refused.
    static func unusableReason(_ face: FT_Face, metrics: FontMetrics) -> String? {
        let flags = face.pointee.face_flags
        let scalable = flags & (1 << 0) != 0  // FT_FACE_FLAG_SCALABLE
        let sfnt = flags & (1 << 3) != 0  // FT_FACE_FLAG_SFNT
        let color = flags & (1 << 14) != 0  // FT_FACE_FLAG_COLOR
        let colorStrikes = sfnt && color && face.pointee.num_fixed_sizes > 0
        guard scalable || colorStrikes else {
            return "it has no scalable outlines or color bitmaps (monochrome bitmap-only fonts are not supported)"
        }
        guard FontMetrics.supportedUnitsPerEm.contains(metrics.unitsPerEm) else {
            return "it has no usable metrics (\(metrics.unitsPerEm) units per em; the supported range is "
                + "\(FontMetrics.supportedUnitsPerEm.lowerBound) to \(FontMetrics.supportedUnitsPerEm.upperBound))"
        }
        guard metrics.ascender > metrics.descender else {
            return "it has no usable metrics (ascender \(metrics.ascender) is not above descender \(metrics.descender))"
        }
        return nil
    }
}
