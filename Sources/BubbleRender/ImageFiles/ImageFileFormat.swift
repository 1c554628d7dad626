/// The image file formats LinkBubble reads and writes.
public enum ImageFileFormat: String, Hashable, Sendable, CaseIterable {
    /// PNG: read with libpng's simplified API, written by ``PNGCodec``.
    case png
    /// JPEG (baseline and progressive, gray, YCbCr or RGB): read with libjpeg-turbo.
    case jpeg
    /// WebP, lossless or lossy: read and written with libwebp (``WebPCodec``).
    case webp

    /// The format whose signature `bytes` start with, or nil: PNG's eight signature
    /// bytes, JPEG's start-of-image marker (`FF D8 FF`), or WebP's `RIFF` header with
    /// the `WEBP` form type.
    public init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if head.count == 12, head.starts(with: Array("RIFF".utf8)), head[8...].elementsEqual("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }
}
