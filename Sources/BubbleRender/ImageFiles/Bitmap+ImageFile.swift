import InternalUtilities

extension Bitmap {
    /// Decodes a PNG, JPEG or WebP image (told apart by their signatures) into straight
    /// RGBA (`.rgba8`); a JPEG is opaque.
    ///
    /// The size in the file's header is checked against ``RenderLimits`` before any
    /// pixel is decoded or any pixel memory is allocated. A damaged file (truncated, or
    /// with corrupt data that a decoder would paint over) is refused, never decoded in
    /// part.
    ///
    /// - Throws: ``RenderError/unsupportedImage`` for bytes of another kind,
    ///   ``RenderError/imageTooLarge(width:height:)`` past ``RenderLimits``,
    ///   ``RenderError/png(message:)``, ``RenderError/jpeg(message:)`` or
    ///   ``RenderError/webp(message:)`` with the decoder's message.
    public init(decoding bytes: [UInt8]) throws(RenderError) {
        switch ImageFileFormat(sniffing: bytes) {
        case .png?: self = try PNGCodec.decode(bytes)
        case .jpeg?: self = try JPEGDecoder.decode(bytes)
        case .webp?: self = try WebPCodec.decode(bytes)
        case nil: throw .unsupportedImage
        }
    }

    /// Reads and decodes the PNG, JPEG or WebP file at `path` (see
    /// ``init(decoding:)``); a file of more than ``RenderLimits/maximumImageFileBytes``
    /// is refused as soon as reading passes the limit.
    ///
    /// - Throws: ``RenderError/cannotRead(path:reason:)`` when the file cannot be read
    ///   or passes the limit, and the errors of ``init(decoding:)``.
    public init(contentsOfFile path: String) throws(RenderError) {
        switch BoundedFileReading.contents(atPath: path, limit: RenderLimits.maximumImageFileBytes) {
        case .bytes(let bytes): try self.init(decoding: bytes)
        case .unreadable: throw .cannotRead(path: path, reason: "it cannot be opened or read")
        case .tooLarge:
            throw .cannotRead(path: path, reason: "it is larger than the limit of \(RenderLimits.maximumImageFileBytes) bytes")
        }
    }
}
