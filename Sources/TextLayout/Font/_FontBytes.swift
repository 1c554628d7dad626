import CFreeType
import CHarfBuzz
import Glibc

/// Getting font bytes into a HarfBuzz blob, and opening a FreeType face on them.
enum _FontBytes {
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
    ) throws(TextLayoutError) -> (face: FT_Face, count: Int) {
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
        if let reason = unusableReason(chosen) {
            FT_Done_Face(chosen)
            throw .unusableFont(source: source, reason: reason)
        }
        return (chosen, count)
    }

    /// Why layout cannot use a face FreeType opened, or nil when it can: layout needs
    /// scalable outlines and a positive number of units per em (its scale divides by
    /// it). Bitmap-only faces (BDF, PCF, FNT, color bitmap emoji) have neither.
    static func unusableReason(_ face: FT_Face) -> String? {
        let scalable = face.pointee.face_flags & 1 != 0  // FT_FACE_FLAG_SCALABLE (1 << 0)
        guard scalable else { return "it has no scalable outlines (bitmap-only fonts are not supported)" }
        guard face.pointee.units_per_EM > 0 else { return "it has no usable metrics (0 units per em)" }
        return nil
    }
}
