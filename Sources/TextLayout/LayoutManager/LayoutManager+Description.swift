import InternalUtilities

extension LayoutManager: CustomStringConvertible {
    /// A one-line summary: `LayoutManager(83 UTF-16 units, 3 lines, size 300 x 65.376)`.
    public var description: String {
        let lines = lineFragments.count
        let width = DecimalFormatting.string(size.width, fractionDigits: 3)
        let height = DecimalFormatting.string(size.height, fractionDigits: 3)
        return "LayoutManager(\(text.length) UTF-16 units, \(lines) line\(lines == 1 ? "" : "s"), size \(width) x \(height))"
    }
}
