/// An sRGB color with straight (not premultiplied) alpha, each component 0 to 1.
public struct Color: Hashable, Sendable, Codable {
    /// The red component, 0 to 1.
    public var red: Double
    /// The green component, 0 to 1.
    public var green: Double
    /// The blue component, 0 to 1.
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// Creates a color from components in 0...1 (values outside are clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil when malformed.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard [3, 6, 8].contains(digits.count), let value = UInt32(digits, radix: 16) else { return nil }
        let bytes: [UInt32] =
            switch digits.count {
            case 3: [value >> 8 & 0xF, value >> 4 & 0xF, value & 0xF].map { $0 * 17 } + [255]
            case 6: [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF, 255]
            default: [value >> 24, value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF]
            }
        self.init(
            red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
            alpha: Double(bytes[3]) / 255)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
