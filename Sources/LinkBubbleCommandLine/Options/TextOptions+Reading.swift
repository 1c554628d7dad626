import ArgumentParser
import InternalUtilities
import LinkBubble

/// Reading the text: from `--text`, `--text-file` or standard input, within the limit.
extension TextOptions {
    /// The most bytes of UTF-8 text read from a file or standard input: three per UTF-16
    /// unit of ``TextLayoutLimits/maximumTextLength`` (no UTF-8 text has fewer units than
    /// a third of its bytes), so a larger input is surely too long to lay out and is
    /// refused before it is read.
    static let maximumTextBytes = 3 * TextLayoutLimits.maximumTextLength

    /// The text from --text, --text-file or standard input.
    func readText() throws -> String {
        switch (text, textFile) {
        case (.some, .some): throw ValidationError("give either --text or --text-file, not both")
        case (.some(let text), nil): return text
        case (nil, .some(let path)):
            return try Self.readLimited(
                atPath: path, name: "the text file \(path)", unreadable: "cannot read the text file: \(path)",
                notUTF8: "the text file is not UTF-8: \(path)")
        case (nil, nil):
            return try Self.readLimited(
                atPath: nil, name: "standard input", unreadable: "cannot read standard input",
                notUTF8: "standard input is not UTF-8 text")
        }
    }

    /// The UTF-8 text of the file at `path` (standard input when nil), without a byte
    /// order mark at its start, refused as soon as it passes ``maximumTextBytes``; each
    /// error names the input as `name`, or is `unreadable` or `notUTF8`.
    private static func readLimited(atPath path: String?, name: String, unreadable: String, notUTF8: String) throws -> String {
        switch BoundedFileReading.contents(atPath: path, limit: maximumTextBytes) {
        case .bytes(let bytes):
            guard let text = String(validating: ByteOrderMark.removed(from: bytes), as: UTF8.self) else { throw ValidationError(notUTF8) }
            return text
        case .unreadable:
            throw ValidationError(unreadable)
        case .tooLarge:
            throw ValidationError(
                "\(name) is too long: more than \(maximumTextBytes) bytes "
                    + "(layout takes at most \(TextLayoutLimits.maximumTextLength) UTF-16 units)")
        }
    }
}
