import CLibWebPMux

/// Writes animated WebP files with libwebp's animation encoder (`WebPAnimEncoder`, in
/// Debian's libwebpmux3): every frame lossless, so the frames decode to exactly the
/// pixels drawn; the encoder keeps only what changes between frames.
struct AnimatedWebPWriter: ~Copyable {
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private let width: Int, height: Int
    /// Where the next frame starts, in milliseconds.
    private var timestamp = 0

    /// A writer of frames of `width` x `height` pixels, the animation repeating forever.
    ///
    /// - Throws: ``RenderError/webp(message:)`` when a side passes WebP's limit or the
    ///   encoder cannot start.
    init(width: Int, height: Int) throws(RenderError) {
        guard width <= WebPCodec.maximumSide, height <= WebPCodec.maximumSide else {
            throw .webp(message: "\(width) x \(height) pixels passes WebP's \(WebPCodec.maximumSide) per side")
        }
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw .webp(message: "libwebpmux's version differs") }
        options.anim_params.loop_count = 0
        // Every frame may be a key frame or not, as is smaller: no forced key frames.
        options.kmin = 0
        options.kmax = 0
        guard WebPConfigInit(&config) != 0 else { throw .webp(message: "libwebp's version differs") }
        config.lossless = 1
        // The fastest lossless effort: frames of flat platters and text compress well at once.
        config.method = 0
        config.quality = 0
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw .webp(message: "libwebpmux could not start an animation")
        }
        self.encoder = encoder
        (self.width, self.height) = (width, height)
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// Appends `canvas`'s pixels as the next frame, shown for `milliseconds`.
    mutating func append(_ canvas: Canvas, milliseconds: Int) throws(RenderError) {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw .webp(message: "libwebp's version differs") }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        let bitmap = canvas.bitmap()
        let imported = bitmap.pixels.withUnsafeBufferPointer {
            WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(bitmap.bytesPerRow))
        }
        guard imported != 0 else { throw .webp(message: "libwebp could not take a frame") }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else {
            throw .webp(message: Self.message(of: encoder))
        }
        timestamp += milliseconds
    }

    /// The finished file.
    consuming func finish() throws(RenderError) -> [UInt8] {
        guard WebPAnimEncoderAdd(encoder, nil, Int32(timestamp), nil) != 0 else {
            throw .webp(message: Self.message(of: encoder))
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw .webp(message: Self.message(of: encoder))
        }
        defer { WebPDataClear(&data) }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    /// The encoder's last error as text.
    private static func message(of encoder: OpaquePointer) -> String {
        guard let text = WebPAnimEncoderGetError(encoder) else { return "libwebpmux failed" }
        return String(cString: text)
    }
}
