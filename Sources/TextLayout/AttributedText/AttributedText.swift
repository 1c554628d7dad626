import InternalUtilities

/// A string with attributes on its ranges, like NSAttributedString.
///
/// Ranges are UTF-16 offsets, as NSRange and TextKit use; see
/// ``utf16Range(of:)->Range<Int>`` and ``stringRange(ofUTF16:)`` for conversions from and to
/// `Range<String.Index>`. Attribute runs always cover the whole text, without gaps or
/// overlaps, and adjacent runs never have equal attributes.
///
/// ```swift
/// var text = AttributedText("Read the guide at ")
/// text.append("example.com", attributes: TextAttributes().withLink("https://example.com"))
/// ```
public struct AttributedText: Hashable, Sendable {
    /// The characters.
    public internal(set) var string: String
    /// The UTF-16 code units of ``string``.
    public internal(set) var utf16: [UInt16]
    /// The attribute runs in order, covering the whole text.
    public internal(set) var runs: [AttributeRun]
    /// The attributes the text was created with; an append without attributes uses them.
    public internal(set) var defaultAttributes: TextAttributes

    /// Creates a text whose characters all have `attributes`.
    public init(_ string: String = "", attributes: TextAttributes = TextAttributes()) {
        self.string = string
        self.utf16 = UTF16Units.of(string)
        self.defaultAttributes = attributes
        self.runs = utf16.isEmpty ? [] : [AttributeRun(range: 0..<utf16.count, attributes: attributes)]
    }

    /// The number of UTF-16 code units.
    public var length: Int { utf16.count }

    /// The attributes at UTF-16 offset `offset` (the default attributes past the end).
    public func attributes(at offset: Int) -> TextAttributes {
        runIndex(containing: offset).map { runs[$0].attributes } ?? defaultAttributes
    }

    /// The index of the run containing `offset`, by binary search; nil when out of range.
    func runIndex(containing offset: Int) -> Int? {
        let low = _partitioningIndex(count: runs.count) { runs[$0].range.upperBound > offset }
        return low < runs.count && runs[low].range.contains(offset) ? low : nil
    }

    /// Appends `string` with `attributes` (by default the text's ``defaultAttributes``,
    /// so that text appended after a link is not part of it).
    public mutating func append(_ string: String, attributes: TextAttributes? = nil) {
        let added = UTF16Units.of(string)
        guard !added.isEmpty else { return }
        let attributes = attributes ?? defaultAttributes
        let start = utf16.count
        self.string += string
        utf16 += added
        if let last = runs.last, last.attributes == attributes {
            runs[runs.count - 1].range = last.range.lowerBound..<utf16.count
        } else {
            runs.append(AttributeRun(range: start..<utf16.count, attributes: attributes))
        }
    }

    /// Appends another attributed text.
    public mutating func append(_ other: AttributedText) {
        for run in other.runs {
            append(String(decoding: other.utf16[run.range], as: UTF16.self), attributes: run.attributes)
        }
    }
}
