extension AttributedText {
    /// One attribute's value at `offset`, and the range around it where the value stays
    /// the same, as NSAttributedString's `attribute(_:at:effectiveRange:)`:
    ///
    /// ```swift
    /// var range = 0..<0
    /// let link = try text.attribute(\.link, at: 20, effectiveRange: &range)
    /// ```
    ///
    /// The range is the longest one (TextKit's `longestEffectiveRange`): adjacent runs
    /// that differ in other attributes but agree on this one are joined.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)`` when `offset` is
    ///   not inside the text (`0..<length`).
    public func attribute<Value: Equatable>(
        _ attribute: KeyPath<TextAttributes, Value>, at offset: Int, effectiveRange: inout Range<Int>
    ) throws(TextLayoutError) -> Value {
        guard var last = runIndex(containing: offset) else { throw .rangeOutOfBounds(range: offset..<offset + 1, length: length) }
        let value = runs[last].attributes[keyPath: attribute]
        var first = last
        while first > 0, runs[first - 1].attributes[keyPath: attribute] == value { first -= 1 }
        while last + 1 < runs.count, runs[last + 1].attributes[keyPath: attribute] == value { last += 1 }
        effectiveRange = runs[first].range.lowerBound..<runs[last].range.upperBound
        return value
    }

    /// One attribute's value at `offset`; see ``attribute(_:at:effectiveRange:)``.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)``.
    public func attribute<Value: Equatable>(
        _ attribute: KeyPath<TextAttributes, Value>, at offset: Int
    ) throws(TextLayoutError) -> Value {
        var range = offset..<offset
        return try self.attribute(attribute, at: offset, effectiveRange: &range)
    }

    /// Calls `body` with each value of one attribute in `range` and the range over
    /// which it holds, in order, as NSAttributedString's
    /// `enumerateAttribute(_:in:options:using:)` with `longestEffectiveRangeNotRequired`
    /// off: runs that agree on the attribute come as one range, clipped to `range`.
    /// `body` can set its last argument to `true` to stop.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)``.
    public func enumerateAttribute<Value: Equatable>(
        _ attribute: KeyPath<TextAttributes, Value>, in range: Range<Int>,
        using body: (Value, Range<Int>, inout Bool) -> Void
    ) throws(TextLayoutError) {
        guard range.lowerBound >= 0, range.upperBound <= length else { throw .rangeOutOfBounds(range: range, length: length) }
        guard !range.isEmpty, var run = runIndex(containing: range.lowerBound) else { return }
        var stop = false
        while run < runs.count, runs[run].range.lowerBound < range.upperBound, !stop {
            let value = runs[run].attributes[keyPath: attribute]
            let start = max(runs[run].range.lowerBound, range.lowerBound)
            while run + 1 < runs.count, runs[run + 1].range.lowerBound < range.upperBound,
                runs[run + 1].attributes[keyPath: attribute] == value
            {
                run += 1
            }
            body(value, start..<min(runs[run].range.upperBound, range.upperBound), &stop)
            run += 1
        }
    }

    /// Calls `body` with each value of one attribute in a range of ``string``'s indices;
    /// see ``enumerateAttribute(_:in:using:)-(_,Range<Int>,_)``. The ranges `body` gets
    /// are UTF-16 ranges.
    ///
    /// - Throws: ``TextLayoutError/indexOutOfBounds(length:)`` when the range does not
    ///   lie within ``string``.
    public func enumerateAttribute<Value: Equatable>(
        _ attribute: KeyPath<TextAttributes, Value>, in range: Range<String.Index>,
        using body: (Value, Range<Int>, inout Bool) -> Void
    ) throws(TextLayoutError) {
        try enumerateAttribute(attribute, in: try checkedUTF16Range(of: range), using: body)
    }
}
