import ArgumentParser
import LinkBubble

/// The generated rect sets of `linkbubble bench`: the inputs of Benchmarks/README.md
/// ("Inputs"), drawn from a SplitMix64 generator, so that a given seed gives the same
/// rects as the benchmarks (which use seed 42).
enum BenchInputSet: String, ExpressibleByArgument, CaseIterable {
    /// Line i at y = 18 i, 18 tall, x = 20 u(), then width = 100 + 500 u(): one
    /// connected stack, the usual shape of a long link.
    case textLines = "text-lines"
    /// The text lines with every odd line moved down by 9: still ordered top to
    /// bottom, but alternately leaving gaps and overlapping.
    case ragged
    /// x = 1000 u(), y = 1000 u(), width = 1 + 49 u(), height = 1 + 49 u(), in that order.
    case random

    /// The first `count` rects of the set for `seed`.
    func rects(count: Int, seed: UInt64) -> [Rect] {
        var generator = BenchRandom(seed: seed)
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

    private static func textLines(count: Int, generator: inout BenchRandom) -> [Rect] {
        (0..<count).map { index in
            let x = generator.unit() * 20
            let width = 100 + generator.unit() * 500
            return Rect(x: x, y: Double(index) * 18, width: width, height: 18)
        }
    }
}

/// SplitMix64, the generator Benchmarks/README.md specifies for every input set.
struct BenchRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform Double in [0, 1) from the top 53 bits.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
