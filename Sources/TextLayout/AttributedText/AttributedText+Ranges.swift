extension AttributedText {
    /// The UTF-16 range of a range of ``string``'s indices.
    public func utf16Range(of range: Range<String.Index>) -> Range<Int> {
        let view = string.utf16
        let start = view.distance(from: view.startIndex, to: range.lowerBound)
        return start..<start + view.distance(from: range.lowerBound, to: range.upperBound)
    }

    /// The string indices of a UTF-16 range, or nil when it is out of bounds or splits
    /// a surrogate pair.
    public func stringRange(ofUTF16 range: Range<Int>) -> Range<String.Index>? {
        guard range.lowerBound >= 0, range.upperBound <= length else { return nil }
        let view = string.utf16
        let start = view.index(view.startIndex, offsetBy: range.lowerBound)
        let end = view.index(start, offsetBy: range.count)
        guard let lower = start.samePosition(in: string.unicodeScalars),
            let upper = end.samePosition(in: string.unicodeScalars)
        else { return nil }
        return lower..<upper
    }

    /// The UTF-16 range of the first occurrence of `substring`'s code units, if any.
    public func utf16Range(of substring: String) -> Range<Int>? {
        let needle = Array(substring.utf16)
        return needle.isEmpty ? nil : utf16.firstRange(of: needle)
    }

    /// The text of a UTF-16 range (unpaired surrogates become U+FFFD).
    public func substring(utf16 range: Range<Int>) -> String {
        String(decoding: utf16[range.clamped(to: 0..<length)], as: UTF16.self)
    }
}
