import InternalUtilities
import LinkBubble

/// Converts UTF-16 offsets to the units the user asked for, and back.
package struct OffsetConverter {
    /// The units offsets are converted to and from.
    package let units: OffsetUnits

    /// For `.scalars`: the UTF-16 offset of each scalar boundary (one more than the
    /// number of scalars).
    private let scalarStarts: [Int]

    /// The converter for `text`'s offsets in `units`.
    package init(text: AttributedText, units: OffsetUnits) {
        self.units = units
        var starts = [0]
        if units == .scalars {
            var offset = 0
            for scalar in text.string.unicodeScalars {
                offset += scalar.utf16.count
                starts.append(offset)
            }
        }
        scalarStarts = starts
    }

    /// The offset in the chosen units of a UTF-16 offset (rounded down inside a scalar).
    package func offset(fromUTF16 offset: Int) -> Int {
        guard units == .scalars else { return offset }
        // The last scalar that starts at or before `offset` (scalarStarts[0] is 0).
        let after = _partitioningIndex(count: scalarStarts.count) { scalarStarts[$0] > offset }
        return max(after - 1, 0)
    }

    /// A range in the chosen units.
    package func range(fromUTF16 range: Range<Int>) -> Range<Int> {
        offset(fromUTF16: range.lowerBound)..<offset(fromUTF16: range.upperBound)
    }

    /// The length of a text of `utf16Length` code units, in the chosen units.
    package func count(_ utf16Length: Int) -> Int { units == .scalars ? scalarStarts.count - 1 : utf16Length }

    /// The UTF-16 offset of an offset in the chosen units, or nil past the end.
    package func utf16Offset(from offset: Int) -> Int? {
        guard units == .scalars else { return offset }
        return offset >= 0 && offset < scalarStarts.count ? scalarStarts[offset] : nil
    }
}
