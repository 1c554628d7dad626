import InternalUtilities

extension Mask: CustomStringConvertible {
    /// A one-line summary: `Mask(96 x 44 px at (301, 8), scale 2, covered area 4169.698 px²)`.
    public var description: String {
        "Mask(\(bitmap.width) x \(bitmap.height) px at \(origin.shortDescription), "
            + "scale \(DecimalFormatting.string(scale, fractionDigits: 3)), "
            + "covered area \(DecimalFormatting.string(coveredArea, fractionDigits: 3)) px²)"
    }
}
