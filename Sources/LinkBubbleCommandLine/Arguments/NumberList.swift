import ArgumentParser

/// Comma-separated numbers given to an option.
package enum NumberList {
    /// The finite numbers in `text`; negative ones only at the positions in
    /// `allowNegative`.
    package static func parse(
        _ text: String, option: String, count: ClosedRange<Int>, allowNegative: Range<Int> = 0..<0
    ) throws -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingBlanks()
        }
        guard count.contains(parts.count) else {
            let expected = count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound) or \(count.upperBound)"
            throw ValidationError("\(option) takes \(expected) comma-separated numbers, not '\(text)'")
        }
        return try parts.enumerated().map { index, part in
            guard let value = Double(part), value.isFinite else {
                throw ValidationError("\(option) value '\(part)' is not a finite number")
            }
            guard value >= 0 || allowNegative.contains(index) else {
                throw ValidationError("\(option) value \(part) is negative")
            }
            return value
        }
    }
}
