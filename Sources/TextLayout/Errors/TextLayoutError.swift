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
    /// A language tag that ICU cannot turn into a locale: not BCP 47's form, or longer
    /// than an ICU locale ID can be (``TextLayoutLimits/maximumLanguageTagLength``).
    case invalidLanguageTag(tag: String)
    /// A UTF-16 range reaches outside the text.
    case rangeOutOfBounds(range: Range<Int>, length: Int)
    /// None of the characters of a (non-empty) range is visible: an ellipsis hides them
    /// all, they come after the last line laid out, or they are whitespace that hangs
    /// at a line's end. They have no rects, so nothing can be previewed.
    case rangeNotVisible(range: Range<Int>)
    /// A preview was asked for an empty range: it has no rects, so nothing to preview.
    case emptyRange(at: Int)
    /// A preview was asked for the link under a point that is on no link's glyphs.
    case noLink(x: Double, y: Double)
    /// A `String.Index` range does not lie within the text's string (an index of
    /// another string, or past the end).
    case indexOutOfBounds(length: Int)
    /// A number that must be finite (and, for sizes, non-negative) was not.
    case invalidNumber(name: String, value: Double)
    /// A finite number lies outside the range layout supports (see ``TextLayoutLimits``).
    case numberOutOfRange(name: String, value: Double, minimum: Double, maximum: Double)
    /// A text is longer than ``TextLayoutLimits/maximumTextLength`` UTF-16 code units.
    case textTooLong(length: Int, maximum: Int)
    /// FreeType opened the font but layout cannot use it: a monochrome bitmap-only
    /// face (BDF, PCF, FNT) has no scalable outlines, or a face has no usable metrics
    /// (units per em outside ``FontMetrics/supportedUnitsPerEm``, an ascender not
    /// above its descender). Color bitmap fonts (CBDT, sbix) are usable.
    case unusableFont(source: String, reason: String)
    /// No installed font family has this name, nor does fontconfig's configuration
    /// map it to one (as it maps "sans-serif" or "emoji").
    case familyNotFound(family: String)
    /// fontconfig could not load a configuration: `file` is the configuration file
    /// (nil for the system's own configuration).
    case fontConfigurationFailed(file: String?, reason: String)
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
        case .invalidLanguageTag(let tag):
            "'\(tag.count > 40 ? tag.prefix(40) + "..." : tag)' is not a language tag ICU can read (BCP 47, such as ja or zh-Hant, at most \(TextLayoutLimits.maximumLanguageTagLength) characters)"
        case .rangeOutOfBounds(let range, let length):
            "range \(range.lowerBound)..<\(range.upperBound) is out of bounds for a text of \(length) UTF-16 units"
        case .rangeNotVisible(let range):
            "no character of range \(range.lowerBound)..<\(range.upperBound) is visible (hidden by truncation or past the last line)"
        case .emptyRange:
            "the range is empty: there is nothing to render"
        case .noLink(let x, let y):
            "there is no link under \(x),\(y)"
        case .indexOutOfBounds(let length):
            "a string index range is out of bounds for a text of \(length) UTF-16 units"
        case .invalidNumber(let name, let value):
            "invalid \(name): \(value) (must be a finite, non-negative number)"
        case .numberOutOfRange(let name, let value, let minimum, let maximum):
            "\(name) \(value) is out of range (the supported range is \(Self.limit(minimum)) to \(Self.limit(maximum)))"
        case .textTooLong(let length, let maximum):
            "the text is too long: \(length) UTF-16 units (the most layout accepts is \(maximum))"
        case .unusableFont(let source, let reason):
            "unusable font \(source): \(reason)"
        case .familyNotFound(let family):
            "no font family named \"\(family)\" (list the installed families with `linkbubble fonts`)"
        case .fontConfigurationFailed(let file, let reason):
            "font configuration \(file ?? "of the system") failed to load: \(reason)"
        }
    }

    /// A limit as short text: whole numbers without a fraction (`10000`, not `10000.0`).
    private static func limit(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
