import InternalUtilities

extension Canvas: CustomStringConvertible {
    /// A one-line summary: `Canvas(96 x 44 px, scale 2, origin (0, 0))`.
    public var description: String {
        "Canvas(\(width) x \(height) px, scale \(DecimalFormatting.string(scale, fractionDigits: 3)), origin \(origin.shortDescription))"
    }
}
