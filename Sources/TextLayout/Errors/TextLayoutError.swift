/// Everything that can go wrong while loading fonts or laying out text.
///
/// Each case describes itself in one line, suitable for a command-line error.
public enum TextLayoutError: Error, Hashable, Sendable {
    /// No file exists at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be read (permissions, a folder, an I/O error).
    case unreadableFile(path: String)
    /// The bytes are not a font FreeType can open; `source` names where they came from.
    case notAFont(source: String)
    /// A collection (TTC) or file has no face at the requested index.
    case faceIndexOutOfRange(index: Int, faceCount: Int, source: String)
    /// A FreeType call failed with an error code.
    case freeType(function: String, code: Int32)
    /// An ICU call failed; `name` is ICU's name for the error code.
    case icu(function: String, name: String)
    /// A UTF-16 range reaches outside the text.
    case rangeOutOfBounds(range: Range<Int>, length: Int)
    /// A number that must be finite (and, for sizes, non-negative) was not.
    case invalidNumber(name: String, value: Double)
}

extension TextLayoutError: CustomStringConvertible {
    /// A one-line description of the error.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "font file not found: \(path)"
        case .unreadableFile(let path):
            "font file cannot be read: \(path)"
        case .notAFont(let source):
            "not a font file (FreeType cannot open it): \(source)"
        case .faceIndexOutOfRange(let index, let count, let source):
            "face index \(index) is out of range: \(source) has \(count) face\(count == 1 ? "" : "s")"
        case .freeType(let function, let code):
            "FreeType error \(code) in \(function)"
        case .icu(let function, let name):
            "ICU error \(name) in \(function)"
        case .rangeOutOfBounds(let range, let length):
            "range \(range.lowerBound)..<\(range.upperBound) is out of bounds for a text of \(length) UTF-16 units"
        case .invalidNumber(let name, let value):
            "invalid \(name): \(value) (must be a finite, non-negative number)"
        }
    }
}
