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
        var bytes: [UInt8] = []
        guard _appendSVGPathData(fractionDigits: fractionDigits, to: &bytes, maximumCount: maximumUTF8Count) else {
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 of ``svgPathData(fractionDigits:)`` to `bytes`, number by
    /// number, without making a `String`; false (with part of the text appended) as
    /// soon as what it appended passes `maximumCount` bytes.
    @discardableResult
    package func _appendSVGPathData(fractionDigits: Int, to bytes: inout [UInt8], maximumCount: Int = .max) -> Bool {
        let fractionDigits = Swift.min(Swift.max(fractionDigits, 0), 9)
        let start = bytes.count
        let writer = SVGPathDataWriter(fractionDigits: fractionDigits, start: start)
        if let first = elements.first(where: { $0 != .close }), !first._isMove {
            writer.command(UInt8(ascii: "M"), .zero, to: &bytes)
        }
        for element in elements {
            switch element {
            case .move(let p):
                writer.command(UInt8(ascii: "M"), p, to: &bytes)
            case .line(let p):
                writer.command(UInt8(ascii: "L"), p, to: &bytes)
            case .quadCurve(let p, let control):
                writer.command(UInt8(ascii: "Q"), control, to: &bytes)
                writer.point(p, to: &bytes)
            case .curve(let p, let control1, let control2):
                writer.command(UInt8(ascii: "C"), control1, to: &bytes)
                writer.point(control2, to: &bytes)
                writer.point(p, to: &bytes)
            case .close:
                if bytes.count > start { bytes.append(UInt8(ascii: " ")) }
                bytes.append(UInt8(ascii: "Z"))
            }
            if bytes.count - start > maximumCount { return false }
        }
        return true
    }
}

/// Appends SVG path data as UTF-8 bytes with compact, deterministic numbers
/// (``DecimalFormatting``).
struct SVGPathDataWriter {
    private let fractionDigits: Int
    /// Where the path data starts in the bytes: the first command has no space before it.
    private let start: Int

    init(fractionDigits: Int, start: Int) {
        self.fractionDigits = fractionDigits
        self.start = start
    }

    /// Appends a command letter and its first point, space separated.
    func command(_ letter: UInt8, _ point: Point, to bytes: inout [UInt8]) {
        if bytes.count > start { bytes.append(UInt8(ascii: " ")) }
        bytes.append(letter)
        self.point(point, to: &bytes)
    }

    /// Appends a space and a point's coordinates, space separated.
    func point(_ point: Point, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: " "))
        DecimalFormatting.append(point.x, fractionDigits: fractionDigits, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        DecimalFormatting.append(point.y, fractionDigits: fractionDigits, to: &bytes)
    }
}
