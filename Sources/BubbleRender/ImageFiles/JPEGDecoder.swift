import CJPEGShim

/// JPEG decoding with libjpeg-turbo, through `CJPEGShim` (libjpeg leaves on errors by
/// `longjmp`, which only C can catch; its warnings, such as a premature end of the
/// data, are refused as errors there too).
enum JPEGDecoder {
    /// The image of `bytes` as opaque straight RGBA, its size checked against
    /// ``RenderLimits`` from the header before anything else is decoded.
    ///
    /// - Throws: ``RenderError/jpeg(message:)`` with libjpeg's message,
    ///   ``RenderError/imageTooLarge(width:height:)``.
    static func decode(_ bytes: [UInt8]) throws(RenderError) -> Bitmap {
        var message = [CChar](repeating: 0, count: 256)
        return try bytes.withUnsafeBufferPointer { bytes throws(RenderError) in
            var width: UInt32 = 0, height: UInt32 = 0
            guard let jpeg = lb_jpeg_open(bytes.baseAddress, bytes.count, &width, &height, &message, message.count)
            else { throw .jpeg(message: String(decoding: message)) }
            defer { lb_jpeg_close(jpeg) }
            var bitmap = try Bitmap(width: Int(width), height: Int(height), format: .rgba8)
            let stride = bitmap.bytesPerRow
            let read = bitmap.pixels.withUnsafeMutableBufferPointer {
                lb_jpeg_read_rgba(jpeg, $0.baseAddress, stride, &message, message.count)
            }
            guard read != 0 else { throw .jpeg(message: String(decoding: message)) }
            return bitmap
        }
    }
}

extension String {
    /// The text of a NUL-terminated C message buffer (UTF-8, invalid bytes replaced).
    init(decoding message: [CChar]) {
        self = message.withUnsafeBytes { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
