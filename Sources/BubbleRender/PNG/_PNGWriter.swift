import CLibDeflate

/// Writes PNG files: the rows unfiltered (filter type 0), compressed in one piece by
/// libdeflate at level 2, in the signature, IHDR, one IDAT and IEND chunks.
///
/// Chosen by measurement (Benchmarks/README.md, "Issue 13: rendering"): on link
/// previews (flat platters, antialiased text, transparent surroundings) libdeflate at
/// level 2 without filtering was the fastest of libpng's fast mode, libspng at levels 1
/// to 6 with each filter, and libdeflate at levels 1 to 6 with each filter, and gave
/// the smallest files of those in its time class. libdeflate has no error paths but
/// "no room" (impossible with its own bound) and a failed allocation, both reported
/// as ``RenderError/png(message:)``.
enum _PNGWriter {
    /// libdeflate's compression level.
    static let compressionLevel: Int32 = 2

    /// The PNG of a `width` x `height` image in `format` (gray or RGBA with straight
    /// alpha, 8 bits) whose rows `writeRow(row, destination)` writes: `width *
    /// format.bytesPerPixel` bytes for row `row` (0 is the top).
    static func encode(
        width: Int, height: Int, format: PixelFormat, writeRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) throws(RenderError) -> [UInt8] {
        let stride = width * format.bytesPerPixel + 1
        // The filtered image: each row its filter type (0, none), then its bytes.
        let filtered = _PooledBuffer<UInt8>(count: stride * height, zeroed: false)
        defer { withExtendedLifetime(filtered) {} }
        for row in 0..<height {
            let start = filtered.base + row * stride
            start.pointee = 0
            writeRow(row, start + 1)
        }
        guard let compressor = libdeflate_alloc_compressor(compressionLevel) else {
            throw .png(message: "libdeflate could not allocate a compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, filtered.count)
        let compressed = _PooledBuffer<UInt8>(count: bound, zeroed: false)
        defer { withExtendedLifetime(compressed) {} }
        let size = libdeflate_zlib_compress(compressor, filtered.base, filtered.count, compressed.base, bound)
        guard size > 0 else { throw .png(message: "libdeflate found no room for the compressed image") }
        guard size <= Int(Int32.max) else { throw .png(message: "the compressed image passes 2^31 - 1 bytes") }

        var png: [UInt8] = []
        png.reserveCapacity(8 + 25 + 12 + size + 12)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // Bit depth 8; color type 6 (RGBA) or 0 (gray); deflate; adaptive filtering; no interlace.
        header.append(contentsOf: [8, format == .rgba8 ? 6 : 0, 0, 0, 0])
        header.withUnsafeBufferPointer { png.appendChunk("IHDR", $0) }
        png.appendChunk("IDAT", UnsafeBufferPointer(start: compressed.base, count: size))
        png.appendChunk("IEND", UnsafeBufferPointer(start: nil, count: 0))
        return png
    }
}

extension [UInt8] {
    /// Appends `value`, most significant byte first.
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a PNG chunk: length, type, data, and the CRC-32 of type and data.
    fileprivate mutating func appendChunk(_ type: StaticString, _ data: UnsafeBufferPointer<UInt8>) {
        appendBigEndian(UInt32(data.count))
        let typeStart = count
        type.withUTF8Buffer { append(contentsOf: $0) }
        append(contentsOf: data)
        let crc = withUnsafeBufferPointer { bytes in
            libdeflate_crc32(0, bytes.baseAddress! + typeStart, bytes.count - typeStart)
        }
        appendBigEndian(crc)
    }
}
