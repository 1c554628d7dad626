import InternalUtilities

extension Point {
    /// The point as `(x, y)` with at most three decimals, for the short descriptions of
    /// larger values.
    package var shortDescription: String {
        "(\(DecimalFormatting.string(x, fractionDigits: 3)), \(DecimalFormatting.string(y, fractionDigits: 3)))"
    }
}
