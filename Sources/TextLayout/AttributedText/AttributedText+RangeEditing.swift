extension AttributedText {
    /// Sets one attribute on `range`, keeping the others, as
    /// `NSMutableAttributedString.addAttribute(_:value:range:)` does:
    ///
    /// ```swift
    /// try text.addAttribute(\.foregroundColor, value: .blue, range: 6..<11)
    /// ```
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)``.
    public mutating func addAttribute<Value>(
        _ attribute: WritableKeyPath<TextAttributes, Value>, value: Value, range: Range<Int>
    ) throws(TextLayoutError) {
        try modifyAttributes(in: range) { $0[keyPath: attribute] = value }
    }

    /// Makes `range` a link to `value` (a URL or any string), or no link when `value` is
    /// nil, keeping its other attributes. Unlike ``addLink(_:range:)``, it also removes links.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)``.
    public mutating func setLink(_ value: String?, range: Range<Int>) throws(TextLayoutError) {
        try modifyAttributes(in: range) { $0.link = value }
    }

    /// Changes the attributes of a range of ``string``'s indices with `transform` (see
    /// ``modifyAttributes(in:_:)-(Range<Int>,_)``).
    ///
    /// - Throws: ``TextLayoutError/indexOutOfBounds(length:)`` when the range does not
    ///   lie within ``string``.
    public mutating func modifyAttributes(
        in range: Range<String.Index>, _ transform: (inout TextAttributes) -> Void
    ) throws(TextLayoutError) {
        try modifyAttributes(in: try checkedUTF16Range(of: range), transform)
    }

    /// Replaces the attributes of a range of ``string``'s indices.
    ///
    /// - Throws: ``TextLayoutError/indexOutOfBounds(length:)``.
    public mutating func setAttributes(_ attributes: TextAttributes, range: Range<String.Index>) throws(TextLayoutError) {
        try setAttributes(attributes, range: try checkedUTF16Range(of: range))
    }

    /// Sets one attribute on a range of ``string``'s indices, keeping the others:
    ///
    /// ```swift
    /// let word = text.string.firstRange(of: "guide")!
    /// try text.addAttribute(\.foregroundColor, value: .red, range: word)
    /// ```
    ///
    /// - Throws: ``TextLayoutError/indexOutOfBounds(length:)``.
    public mutating func addAttribute<Value>(
        _ attribute: WritableKeyPath<TextAttributes, Value>, value: Value, range: Range<String.Index>
    ) throws(TextLayoutError) {
        try addAttribute(attribute, value: value, range: try checkedUTF16Range(of: range))
    }

    /// Makes a range of ``string``'s indices a link to `value`, or no link when `value`
    /// is nil:
    ///
    /// ```swift
    /// try text.setLink("https://example.com", range: text.string.firstRange(of: "example.com")!)
    /// ```
    ///
    /// - Throws: ``TextLayoutError/indexOutOfBounds(length:)``.
    public mutating func setLink(_ value: String?, range: Range<String.Index>) throws(TextLayoutError) {
        try setLink(value, range: try checkedUTF16Range(of: range))
    }

    /// The UTF-16 range of `range`, after checking that both indices lie within
    /// ``string`` (``utf16Range(of:)->Range<Int>`` assumes it).
    func checkedUTF16Range(of range: Range<String.Index>) throws(TextLayoutError) -> Range<Int> {
        guard range.lowerBound >= string.startIndex, range.upperBound <= string.endIndex else {
            throw .indexOutOfBounds(length: length)
        }
        return utf16Range(of: range)
    }
}
