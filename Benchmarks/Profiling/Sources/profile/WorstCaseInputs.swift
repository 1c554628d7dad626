import BenchmarkInputs
import Geometry

/// The worst cases of the chunked union (Benchmarks/README.md, "Union at scale"), generated
/// from seed 42 like the benchmark inputs but used only here.
enum WorstCaseInputs {
    /// The random rects of the benchmarks spread over a
    /// square 80 sqrt(count) wide, so they cover a tenth of it and their union is
    /// about as large as the input.
    static func sparseRects(_ count: Int) -> [Rect] {
        let scale = 80 * Double(count).squareRoot() / 1000
        return BenchmarkRectSet.random.rects(count: count).map {
            Rect(x: $0.minX * scale, y: $0.minY * scale, width: $0.width, height: $0.height)
        }
    }

    /// `count` nested rects, each 0.001 inside the one before, in random order (so
    /// not ordered top to bottom): the union is the largest.
    static func nestedRects(_ count: Int) -> [Rect] {
        let side = 2 * Double(count) * 0.001 + 10
        return shuffled((0..<count).map { index in
            let inset = Double(index) * 0.001
            return Rect(x: inset, y: inset, width: side - 2 * inset, height: side - 2 * inset)
        })
    }

    /// The text lines of the benchmarks in random order: the general sweep instead of the ordered
    /// paths, with a union of four corners per line.
    static func shuffledTextLines(_ count: Int) -> [Rect] {
        shuffled(BenchmarkRectSet.textLines.rects(count: count))
    }

    /// `rects` in a random order (Fisher-Yates, seed 42).
    private static func shuffled(_ rects: [Rect]) -> [Rect] {
        var generator = SplitMix64(seed: 42)
        var rects = rects
        for index in stride(from: rects.count - 1, to: 0, by: -1) {
            rects.swapAt(index, Int(generator.next() % UInt64(index + 1)))
        }
        return rects
    }
}
