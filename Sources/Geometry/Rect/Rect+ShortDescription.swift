import InternalUtilities

extension Rect {
    /// The rect as `[x, y, width, height]` with at most three decimals, for the short
    /// descriptions of larger values.
    package var shortDescription: String {
        "[" + [origin.x, origin.y, size.width, size.height].map { DecimalFormatting.string($0, fractionDigits: 3) }
            .joined(separator: ", ") + "]"
    }
}
