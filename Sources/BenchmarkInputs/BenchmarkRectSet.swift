import Geometry

/// The generated rect sets of the benchmarks and of `linkbubble bench --generate`
/// (Benchmarks/README.md, "Inputs"). Each set starts a fresh ``SplitMix64`` from the seed,
/// so a seed gives the same rects everywhere; the benchmarks use seed 42.
public enum BenchmarkRectSet: String, CaseIterable, Sendable {
    /// Line i at y = 18 i, 18 tall, x = 20 u(), then width = 100 + 500 u(): one
    /// connected stack, the usual shape of a long link.
    case textLines = "text-lines"
    /// The text lines with every odd line moved down by 9: still ordered top to
    /// bottom, but alternately leaving gaps and overlapping.
    case ragged
    /// x = 1000 u(), y = 1000 u(), width = 1 + 49 u(), height = 1 + 49 u(), in that order.
    case random

    /// The first `count` rects of the set for `seed`.
    public func rects(count: Int, seed: UInt64 = 42) -> [Rect] {
        var generator = SplitMix64(seed: seed)
        switch self {
        case .textLines:
            return Self.textLines(count: count, generator: &generator)
        case .ragged:
            return Self.textLines(count: count, generator: &generator).enumerated().map { index, line in
                line.offsetBy(dx: 0, dy: index.isMultiple(of: 2) ? 0 : 9)
            }
        case .random:
            return (0..<count).map { _ in
                let x = generator.unit() * 1000, y = generator.unit() * 1000
                let width = 1 + generator.unit() * 49, height = 1 + generator.unit() * 49
                return Rect(x: x, y: y, width: width, height: height)
            }
        }
    }

    private static func textLines(count: Int, generator: inout SplitMix64) -> [Rect] {
        (0..<count).map { index in
            let x = generator.unit() * 20
            let width = 100 + generator.unit() * 500
            return Rect(x: x, y: Double(index) * 18, width: width, height: 18)
        }
    }
}
