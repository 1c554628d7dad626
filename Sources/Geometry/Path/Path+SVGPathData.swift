import InternalUtilities

extension Path {
    /// The path as SVG path data (the `d` attribute), numbers rounded to
    /// three decimals: `svgPathData(fractionDigits: 3)`.
    ///
    /// A thousandth of a point is far below what any screen shows, and three
    /// decimals keep the text short. O(n) in the number of elements.
    public var svgPathData: String { svgPathData(fractionDigits: 3) }

    /// The path as SVG path data: absolute commands `M x y`, `L x y`,
    /// `Q cx cy x y`, `C c1x c1y c2x c2y x y` and `Z`, every token separated
    /// by one space, e.g. `M 0 0 L 10.5 0 L 10.5 4 Z`.
    ///
    /// **Numbers** are rounded half away from zero to `fractionDigits`
    /// decimals of the binary value (so 0.1 + 0.2 prints as `0.3`) and
    /// written in plain decimal with no trailing zeros, no trailing point,
    /// no plus sign and no negative zero: `12`, `-0.5`, `3.142`. A value
    /// whose scaled magnitude reaches 2⁵³ (beyond 9 × 10¹² at three
    /// decimals) is written as a whole number when it is one and fits in
    /// 64 bits, and in Swift's shortest round-trip form otherwise, which SVG
    /// also accepts (`1e+20`); NaN and infinities are written as
    /// `nan`, `inf` and `-inf`, which SVG readers reject: keep paths finite. The
    /// text depends only on the elements, never on the locale.
    ///
    /// The elements map one to one, since SVG reads paths the way ``Path``
    /// does: after `Z` the next command starts at the closed subpath's
    /// first point. A path that starts with a drawing element gets `M 0 0`
    /// in front, as SVG requires path data to start with a move.
    ///
    /// - Parameter fractionDigits: decimals kept, 0 through 9 (values outside are
    ///   clamped to that range).
    /// - Complexity: O(n) in the number of elements.
    public func svgPathData(fractionDigits: Int) -> String {
        // Without a limit the text is always complete.
        _svgPathData(fractionDigits: fractionDigits, maximumUTF8Count: .max) ?? ""
    }

    /// ``svgPathData(fractionDigits:)``, or nil as soon as the text passes
    /// `maximumUTF8Count` bytes of UTF-8: a writer with a size limit learns that a
    /// path does not fit having built at most that much (plus one element).
    package func _svgPathData(fractionDigits: Int, maximumUTF8Count: Int) -> String? {
        let fractionDigits = Swift.min(Swift.max(fractionDigits, 0), 9)
        var writer = SVGPathDataWriter(fractionDigits: fractionDigits)
        if let first = elements.first(where: { $0 != .close }), !first._isMove {
            writer.command("M", .zero)
        }
        for element in elements {
            switch element {
            case .move(let p):
                writer.command("M", p)
            case .line(let p):
                writer.command("L", p)
            case .quadCurve(let p, let control):
                writer.command("Q", control, p)
            case .curve(let p, let control1, let control2):
                writer.command("C", control1, control2, p)
            case .close:
                writer.command("Z")
            }
            if writer.text.utf8.count > maximumUTF8Count { return nil }
        }
        return writer.text
    }
}

/// Builds SVG path data text with compact, deterministic numbers
/// (``DecimalFormatting``).
struct SVGPathDataWriter {
    private(set) var text = ""
    private let fractionDigits: Int

    init(fractionDigits: Int) {
        self.fractionDigits = fractionDigits
    }

    /// Appends a command letter and its points, space separated.
    mutating func command(_ letter: String, _ points: Point...) {
        if !text.isEmpty { text += " " }
        text += letter
        for point in points {
            text += " "
            DecimalFormatting.append(point.x, fractionDigits: fractionDigits, to: &text)
            text += " "
            DecimalFormatting.append(point.y, fractionDigits: fractionDigits, to: &text)
        }
    }
}
