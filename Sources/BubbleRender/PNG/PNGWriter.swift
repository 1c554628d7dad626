import CISAL

/// Writes PNG files: the rows unfiltered (filter type 0), compressed in one piece by
/// ISA-L's igzip at level 2 into a zlib stream, in the signature, IHDR, one IDAT and
/// IEND chunks.
///
/// Chosen by measurement (Benchmarks/README.md, "PNG encoding"): on link previews (flat
/// platters, antialiased text, transparent surroundings) igzip compresses 5 to 6 times
/// faster than libdeflate at level 2, zlib at level 1, libspng and libpng's fast mode, with each filter; its files are
/// about the size of libpng's fast mode (larger than libdeflate's by 15 % without a
/// shadow, 34 % with one). Filtering never paid on these images. igzip's one-shot call
/// falls back to stored blocks when compressing does not pay, so the output buffer
/// below (the input's size plus the stored blocks' headers) always suffices; its other
/// failures (a level or buffer it rejects) are reported as ``RenderError/png(message:)``.
enum PNGWriter {
    /// igzip's compression level (0 to 3; 2 was the fastest on previews, and the smallest).
    static let compressionLevel: UInt32 = 2

    /// Whether this CPU runs AVX, so that the encoder clears the vector state ISA-L
    /// leaves dirty (see `linkbubble_clear_upper_vector_state`).
    static let clearsVectorState = linkbubble_avx_usable() != 0

    /// The PNG of a `width` x `height` image in `format` (gray or RGBA with straight
    /// alpha, 8 bits) whose rows `writeRow(row, destination)` writes: `width *
    /// format.bytesPerPixel` bytes for row `row` (0 is the top).
    static func encode(
        width: Int, height: Int, format: PixelFormat, writeRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) throws(RenderError) -> [UInt8] {
        try compressImage(width: width, height: height, format: format, writeRow: writeRow) { compressed in
            var png: [UInt8] = []
            png.reserveCapacity(8 + 25 + 12 + compressed.count + 12)
            png.appendSignatureAndHeader(width: width, height: height, format: format)
            png.appendChunk("IDAT", compressed)
            png.appendChunk("IEND", UnsafeBufferPointer(start: nil, count: 0))
            return png
        }
    }

    /// Filters and compresses the rows that `writeRow` writes (as ``encode(width:height:format:writeRow:)``
    /// takes them) into a zlib stream, the data of a PNG's `IDAT` chunks (or an APNG's
    /// `fdAT`), and returns what `body` makes of it; the stream lives only during `body`.
    static func compressImage<Result>(
        width: Int, height: Int, format: PixelFormat, writeRow: (Int, UnsafeMutablePointer<UInt8>) -> Void,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) throws(RenderError) -> Result {
        // After every ISA-L call (compression, the chunks' CRCs): ISA-L's AVX code
        // returns without `vzeroupper`, and the SSE code that follows (drawing the next
        // preview) runs 2 to 4 times slower until the state is cleared (Benchmarks/README.md,
        // "PNG encoding").
        defer { if clearsVectorState { linkbubble_clear_upper_vector_state() } }
        let stride = width * format.bytesPerPixel + 1
        // The filtered image: each row its filter type (0, none), then its bytes.
        let filtered = PooledBuffer<UInt8>(count: stride * height, zeroed: false)
        defer { withExtendedLifetime(filtered) {} }
        for row in 0..<height {
            let start = filtered.base + row * stride
            start.pointee = 0
            writeRow(row, start + 1)
        }
        // Stored blocks hold at most 65,535 bytes behind a 5-byte header; the zlib header
        // and Adler-32 take 6 more bytes (64 leave room to spare).
        let bound = filtered.count + 5 * (filtered.count / 65_535 + 1) + 64
        guard let inputCount = UInt32(exactly: filtered.count), let outputCount = UInt32(exactly: bound) else {
            throw .png(message: "the image passes igzip's 2^32-byte limit")
        }
        let compressed = PooledBuffer<UInt8>(count: bound, zeroed: false)
        // igzip's state (82 KB, pool memory of the pool's 64-byte alignment), zeroed: the
        // one-shot call sets up only part of it.
        let streamMemory = PooledBuffer<UInt8>(count: MemoryLayout<isal_zstream>.size, zeroed: true)
        let levelBuffer = PooledBuffer<UInt8>(count: Int(linkbubble_isal_level2_buffer_size), zeroed: false)
        defer { withExtendedLifetime((compressed, streamMemory, levelBuffer)) {} }
        let stream = UnsafeMutableRawPointer(streamMemory.base).bindMemory(to: isal_zstream.self, capacity: 1)
        isal_deflate_stateless_init(stream)
        stream.pointee.level = compressionLevel
        stream.pointee.level_buf = levelBuffer.base
        stream.pointee.level_buf_size = UInt32(levelBuffer.count)
        stream.pointee.gzip_flag = UInt16(IGZIP_ZLIB)
        stream.pointee.end_of_stream = 1
        stream.pointee.flush = UInt16(NO_FLUSH)
        stream.pointee.next_in = filtered.base
        stream.pointee.avail_in = inputCount
        stream.pointee.next_out = compressed.base
        stream.pointee.avail_out = outputCount
        let status = isal_deflate_stateless(stream)
        guard status == COMP_OK else { throw .png(message: "igzip failed to compress the image (status \(status))") }
        return body(UnsafeBufferPointer(start: compressed.base, count: Int(stream.pointee.total_out)))
    }
}

extension [UInt8] {
    /// Appends the PNG signature and the `IHDR` chunk of a `width` x `height` image in
    /// `format`.
    mutating func appendSignatureAndHeader(width: Int, height: Int, format: PixelFormat) {
        append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // Bit depth 8; color type 6 (RGBA) or 0 (gray); deflate; adaptive filtering; no interlace.
        header.append(contentsOf: [8, format == .rgba8 ? 6 : 0, 0, 0, 0])
        header.withUnsafeBufferPointer { appendChunk("IHDR", $0) }
    }

    /// Appends `value`, most significant byte first.
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a PNG chunk: length, type, data, and the CRC-32 of type and data.
    mutating func appendChunk(_ type: StaticString, _ data: UnsafeBufferPointer<UInt8>) {
        appendBigEndian(UInt32(data.count))
        let typeStart = count
        type.withUTF8Buffer { append(contentsOf: $0) }
        append(contentsOf: data)
        let crc = withUnsafeBufferPointer { bytes in
            crc32_gzip_refl(0, bytes.baseAddress! + typeStart, UInt64(bytes.count - typeStart))
        }
        appendBigEndian(crc)
    }
}
