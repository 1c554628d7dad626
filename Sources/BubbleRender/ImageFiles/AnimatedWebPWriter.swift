import CLibWebPMux

/// Writes animated WebP files with libwebpmux's mux API (in Debian's libwebpmux3): each
/// frame a ``WebPFrame``, the rectangle that changed, encoded beforehand on any thread;
/// the writer only places the frames (offset, duration, no blending, no disposal) in
/// one file that repeats forever on a transparent background.
struct AnimatedWebPWriter: ~Copyable {
    private let mux: OpaquePointer

    /// A writer of frames of `width` x `height` pixels.
    ///
    /// - Throws: ``RenderError/webp(message:)`` when a side passes WebP's limit or the
    ///   muxer cannot start.
    init(width: Int, height: Int) throws(RenderError) {
        guard width <= WebPCodec.maximumSide, height <= WebPCodec.maximumSide else {
            throw .webp(message: "\(width) x \(height) pixels passes WebP's \(WebPCodec.maximumSide) per side")
        }
        guard let mux = WebPMuxNew() else { throw .webp(message: "libwebpmux could not start an animation") }
        var parameters = WebPMuxAnimParams(bgcolor: 0, loop_count: 0)
        var result = WebPMuxSetAnimationParams(mux, &parameters)
        if result == WEBP_MUX_OK { result = WebPMuxSetCanvasSize(mux, Int32(width), Int32(height)) }
        guard result == WEBP_MUX_OK else {
            WebPMuxDelete(mux)
            throw .webp(message: "libwebpmux failed (error \(result.rawValue))")
        }
        self.mux = mux
    }

    deinit { WebPMuxDelete(mux) }

    /// Appends `frame`, shown for `milliseconds`.
    mutating func append(_ frame: WebPFrame, milliseconds: Int) throws(RenderError) {
        let result = frame.bytes.withUnsafeBufferPointer { bytes in
            var info = WebPMuxFrameInfo()
            info.bitstream = WebPData(bytes: bytes.baseAddress, size: bytes.count)
            (info.x_offset, info.y_offset) = (Int32(frame.x), Int32(frame.y))
            info.duration = Int32(milliseconds)
            info.id = WEBP_CHUNK_ANMF
            info.dispose_method = WEBP_MUX_DISPOSE_NONE
            info.blend_method = WEBP_MUX_NO_BLEND
            return WebPMuxPushFrame(mux, &info, 1)
        }
        try Self.check(result)
    }

    /// The finished file.
    consuming func finish() throws(RenderError) -> [UInt8] {
        var data = WebPData()
        try Self.check(WebPMuxAssemble(mux, &data))
        defer { WebPDataClear(&data) }
        guard let bytes = data.bytes else { throw .webp(message: "libwebpmux wrote nothing") }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    /// Throws unless `result` is `WEBP_MUX_OK`.
    private static func check(_ result: WebPMuxError) throws(RenderError) {
        guard result != WEBP_MUX_OK else { return }
        throw .webp(message: "libwebpmux failed (error \(result.rawValue))")
    }
}
