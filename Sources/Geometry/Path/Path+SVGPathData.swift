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
    ///
    /// The numbers are written in place: `bytes` grows by blocks of zeros that the text
    /// then overwrites, and loses what is left of the last block at the end.
    @discardableResult
    package func _appendSVGPathData(fractionDigits: Int, to bytes: inout [UInt8], maximumCount: Int = .max) -> Bool {
        let fractionDigits = Swift.min(Swift.max(fractionDigits, 0), 9)
        let start = bytes.count
        var writer = SVGPathDataWriter(fractionDigits: fractionDigits, start: start)
        defer { bytes.removeLast(bytes.count - writer.end) }
        // The most one element writes: a letter and three points, each byte after a space.
        let room = 2 + 6 * (DecimalFormatting.maximumLength + 1)
        func write(_ body: (inout SVGPathDataWriter, UnsafeMutablePointer<UInt8>) -> Void) {
            if bytes.count - writer.end < room {
                // An array, not `repeatElement`: unspecialized (debug) code appends a
                // `Repeated` element by element through the runtime, a millisecond per
                // block, during which other threads doing the same wait on a lock.
                bytes.append(contentsOf: [UInt8](repeating: 0, count: Swift.max(room, 4096)))
            }
            bytes.withUnsafeMutableBufferPointer { buffer in body(&writer, buffer.baseAddress!) }
        }
        if let first = elements.first(where: { $0 != .close }), !first._isMove {
            write { writer, base in writer.command(UInt8(ascii: "M"), .zero, in: base) }
        }
        for element in elements {
            write { writer, base in
                switch element {
                case .move(let p):
                    writer.command(UInt8(ascii: "M"), p, in: base)
                case .line(let p):
                    writer.command(UInt8(ascii: "L"), p, in: base)
                case .quadCurve(let p, let control):
                    writer.command(UInt8(ascii: "Q"), control, in: base)
                    writer.point(p, in: base)
                case .curve(let p, let control1, let control2):
                    writer.command(UInt8(ascii: "C"), control1, in: base)
                    writer.point(control2, in: base)
                    writer.point(p, in: base)
                case .close:
                    writer.letter(UInt8(ascii: "Z"), in: base)
                }
            }
            if writer.end - start > maximumCount { return false }
        }
        return true
    }
}

/// Writes SVG path data as UTF-8 bytes with compact, deterministic numbers
/// (``DecimalFormatting``) into a buffer with room for them.
struct SVGPathDataWriter {
    private let fractionDigits: Int
    /// Where the path data starts in the buffer: the first command has no space before it.
    private let start: Int
    /// Where the next byte goes.
    private(set) var end: Int

    init(fractionDigits: Int, start: Int) {
        self.fractionDigits = fractionDigits
        self.start = start
        end = start
    }

    /// Writes a command letter, after a space unless it is the first.
    mutating func letter(_ letter: UInt8, in base: UnsafeMutablePointer<UInt8>) {
        if end > start {
            base[end] = UInt8(ascii: " ")
            end += 1
        }
        base[end] = letter
        end += 1
    }

    /// Writes a command letter and its first point, space separated.
    mutating func command(_ letter: UInt8, _ point: Point, in base: UnsafeMutablePointer<UInt8>) {
        self.letter(letter, in: base)
        self.point(point, in: base)
    }

    /// Writes a space and a point's coordinates, space separated.
    mutating func point(_ point: Point, in base: UnsafeMutablePointer<UInt8>) {
        base[end] = UInt8(ascii: " ")
        end += 1 + DecimalFormatting.write(point.x, fractionDigits: fractionDigits, at: base + end + 1)
        base[end] = UInt8(ascii: " ")
        end += 1 + DecimalFormatting.write(point.y, fractionDigits: fractionDigits, at: base + end + 1)
    }
}
