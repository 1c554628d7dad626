#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Color {
    /// WCAG 2's relative luminance of the color's sRGB components (alpha ignored):
    /// 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            let value = Swift.min(1, Swift.max(0, component))
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio of the two colors (alpha ignored): 1 to 21; text needs
    /// 4.5 on its background (level AA).
    public func contrastRatio(with other: Color) -> Double {
        let (first, second) = (relativeLuminance, other.relativeLuminance)
        return (Swift.max(first, second) + 0.05) / (Swift.min(first, second) + 0.05)
    }

    /// White or black, whichever contrasts more with this color.
    var contrastingBlackOrWhite: Color {
        contrastRatio(with: .white) >= contrastRatio(with: .black) ? .white : .black
    }
}
