import Foundation
import LinkBubbleTestSupport
import Testing

/// The JSON of `path` prints numbers as the shortest text that reads back to the same
/// `Double`: the union of rects holds their edges exactly, and rounding is `--precision`.
@Suite struct PathExactNumbersTests {
    /// The edges (min x, min y, max x, max y) of each bubble's outer contour `path`
    /// prints, each number read back with Swift's `Double(_:)`, which rounds correctly
    /// (Foundation's JSONSerialization on Linux is off by one unit in the last place for
    /// some 17-digit numbers, so it cannot check this).
    private func bubbleEdges(_ arguments: [String], rects: String) throws -> [[Double]] {
        let result = try runCommand(["path", "--style", "plain"] + arguments, input: rects)
        #expect(result.status == 0, "\(result.standardError)")
        return try result.standardOutput.components(separatedBy: #"{"contours":[[["#).dropFirst().map { bubble in
            let outer = try #require(bubble.components(separatedBy: "]]").first)
            let numbers = try outer.split(whereSeparator: { "[],".contains($0) }).map { try #require(Double(String($0))) }
            let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            return [xs.min()!, ys.min()!, xs.max()!, ys.max()!]
        }
    }

    /// The edges print as given; the bounds' height is 1.3 - 1 in doubles, printed as
    /// what it is (0.30000000000000004), not as a rounded 0.3.
    @Test func anEdgeAtSevenDecimalsComesBackAsItWas() throws {
        let result = try runCommand(["path", "--style", "plain", "--rects", "[[0.1234567,1,2.5,0.3]]"])
        #expect(result.standardOutput == #"{"bubbles":[{"contours":[[[0.1234567,1],[2.6234567,1],[2.6234567,1.3],[0.1234567,1.3]]],"#
            + #""svg":"M 0.123 1 L 2.623 1 L 2.623 1.3 L 0.123 1.3 Z","bounds":[0.1234567,1,2.5,0.30000000000000004]}],"#
            + #""center":[1.3734567,1.15],"bounds":[0.1234567,1,2.5,0.30000000000000004]}"# + "\n")
        let rounded = try runCommand(["path", "--style", "plain", "--precision", "6", "--rects", "[[0.1234567,1,2.5,0.3]]"])
        #expect(rounded.standardOutput.hasPrefix(#"{"bubbles":[{"contours":[[[0.123457,1],[2.623457,1],"#))
    }

    /// 2,000 separate rects with random edges (full 53-bit fractions): each is a bubble of
    /// its own whose printed contour has exactly the rect's edges, bit for bit.
    @Test func randomRectsReadBackEqual() throws {
        var random = SplitMix64(seed: 42)
        func fraction() -> Double { Double(random.next() >> 11) / 0x1p53 }
        var rects: [[Double]] = []
        for row in 0..<40 {
            for column in 0..<50 {
                let x = Double(column) * 10 + fraction() * 4, y = Double(row) * 10 + fraction() * 4
                rects.append([x, y, 1 + fraction() * 4, 1 + fraction() * 4])
            }
        }
        let text = "[" + rects.map { "[" + $0.map { "\($0)" }.joined(separator: ",") + "]" }.joined(separator: ",") + "]"
        let edges = rects.map { [$0[0], $0[1], $0[0] + $0[2], $0[1] + $0[3]] }
        let printed = try bubbleEdges([], rects: text)
        #expect(printed.count == rects.count)
        // Bubbles come in the union's order: compare as sets of exact values.
        let key = { (edges: [Double]) in edges.map(\.bitPattern) }
        #expect(Set(printed.map(key)) == Set(edges.map(key)))
        // Rounded to 6 decimals, they are not exact any more.
        let rounded = try bubbleEdges(["--precision", "6"], rects: text)
        #expect(Set(rounded.map(key)).isDisjoint(with: Set(edges.map(key))))
    }
}
