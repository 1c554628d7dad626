import Geometry

/// The fuzzer's bytes, read front to back as the values a target needs.
///
/// Reading past the end gives zeros, so every input (the empty one included) drives a
/// target deterministically.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    /// Reads `bytes` from the start.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The bytes not read yet.
    private var remainingBytes: ArraySlice<UInt8> { bytes[min(offset, bytes.count)...] }

    /// The next byte (0 past the end).
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in `0..<count` from the next byte (`count` between 1 and 256).
    public mutating func choice(_ count: Int) -> Int { Int(byte()) % count }

    /// A boolean from the next byte.
    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// The next 16 bits, little-endian.
    public mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

    /// A double: most often a small multiple of 1/8 (so shapes touch, share edges and
    /// repeat), sometimes raw bits (NaN, infinities, subnormals, huge values), and
    /// sometimes a value at the edge of what arithmetic can bear.
    public mutating func double() -> Double {
        switch byte() % 8 {
        case 0:
            var bits: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 8) { bits |= UInt64(byte()) << UInt64(shift) }
            return Double(bitPattern: bits)
        case 1:
            let specials: [Double] = [
                .nan, .infinity, -.infinity, 0, -0.0, .ulpOfOne, .leastNonzeroMagnitude,
                .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e300, 1e-300, 3e17, 1e15, 32767, 1e-5,
            ]
            return specials[choice(specials.count)]
        default:
            return Double(Int16(bitPattern: uint16())) / 8
        }
    }

    /// A point from two doubles.
    public mutating func point() -> Point { Point(x: double(), y: double()) }

    /// A path coordinate: most often within ±64 in steps of 1/2 (so the pixel grids
    /// stay small and inputs run fast), one time in eight any ``double()``.
    public mutating func coordinate() -> Double {
        choice(8) == 0 ? double() : Double(Int8(bitPattern: byte())) / 2
    }

    /// A point from two ``coordinate()``s.
    public mutating func coordinatePoint() -> Point { Point(x: coordinate(), y: coordinate()) }

    /// A rect from four ``coordinate()``s.
    public mutating func coordinateRect() -> Rect {
        Rect(x: coordinate(), y: coordinate(), width: coordinate(), height: coordinate())
    }

    /// A rect from four doubles (any sign, NaN and infinities included).
    public mutating func rect() -> Rect { Rect(x: double(), y: double(), width: double(), height: double()) }

    /// A path of up to `maximumElements` elements of every kind, including zero-length
    /// subpaths, lone moves and closes without a move, at ``coordinatePoint()``s.
    public mutating func path(maximumElements: Int) -> Path {
        var path = Path()
        let count = choice(maximumElements + 1)
        for _ in 0..<count {
            switch choice(6) {
            case 0: path.move(to: coordinatePoint())
            case 1, 2: path.addLine(to: coordinatePoint())
            case 3: path.addQuadCurve(to: coordinatePoint(), control: coordinatePoint())
            case 4: path.addCurve(to: coordinatePoint(), control1: coordinatePoint(), control2: coordinatePoint())
            default: path.closeSubpath()
            }
        }
        return path
    }

    /// A color with components from bytes (0...1) or, rarely, out of range or NaN.
    public mutating func color() -> Color {
        if choice(16) == 0 { return Color(red: double(), green: double(), blue: double(), alpha: double()) }
        return Color(
            red: Double(byte()) / 255, green: Double(byte()) / 255, blue: Double(byte()) / 255,
            alpha: Double(byte()) / 255)
    }
}

extension FuzzInput {
    /// Up to `count` next bytes, as many as remain.
    public mutating func bytes(count: Int) -> [UInt8] {
        let taken = Array(remainingBytes.prefix(count))
        offset += taken.count
        return taken
    }
}
