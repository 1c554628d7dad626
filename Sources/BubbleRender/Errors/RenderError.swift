/// Everything that can go wrong while rasterizing, encoding or writing images.
public enum RenderError: Error, Hashable, Sendable {
    /// A bitmap's pixel buffer does not match its width, height and format.
    case invalidBitmap(reason: String)
    /// libpng could not encode or decode; `message` is libpng's own message.
    case png(message: String)
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)
}

extension RenderError: CustomStringConvertible {
    /// A one-line description of the error.
    public var description: String {
        switch self {
        case .invalidBitmap(let reason): "invalid bitmap: \(reason)"
        case .png(let message): "PNG error: \(message)"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
