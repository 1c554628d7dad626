import BenchmarkSupport
import Geometry
import WrapPath

/// The benchmark inputs, shared with the peer measurements in `Benchmarks/peers`:
/// every input set comes from a fresh SplitMix64 generator seeded with 42.
struct BenchmarkInputs {
    private var generator = SplitMix64(seed: 42)

    /// A uniform Double in [0, 1).
    private mutating func unit() -> Double { generator.unit() }

    /// `count` random rects: x, y in [0, 1000), width and height in [1, 50),
    /// drawn in that order.
    static func randomRects(_ count: Int) -> [Rect] {
        var inputs = BenchmarkInputs()
        return (0..<count).map { _ in
            let x = inputs.unit() * 1000, y = inputs.unit() * 1000
            let width = 1 + inputs.unit() * 49, height = 1 + inputs.unit() * 49
            return Rect(x: x, y: y, width: width, height: height)
        }
    }

    /// `count` text lines: line i at y = 18 i, 18 tall, x in [0, 20), width in
    /// [100, 600), x drawn before the width.
    static func textLines(_ count: Int) -> [Rect] {
        var inputs = BenchmarkInputs()
        return (0..<count).map { index in
            let x = inputs.unit() * 20
            let width = 100 + inputs.unit() * 500
            return Rect(x: x, y: Double(index) * 18, width: width, height: 18)
        }
    }

    /// ``textLines(_:)`` with every other line moved down by 9 points: ordered,
    /// but with gaps and overlaps, so the band sweep handles them instead of the
    /// one-pass stack path.
    static func raggedTextLines(_ count: Int) -> [Rect] {
        textLines(count).enumerated().map { index, line in
            line.offsetBy(dx: 0, dy: index.isMultiple(of: 2) ? 0 : 9)
        }
    }
}
