import Geometry
import LinkBubbleTestSupport
import Testing
@testable import WrapPath

/// Snapping finds each rect's region among the regions' bounds through a `BoundsGrid`
/// (testing every box for every rect made a million bubbles take hours): the grid
/// answers exactly as testing every box does, for small and huge, nested and touching
/// boxes, and for points on their edges and far outside.
@Suite struct BoundsGridTests {
    static func randomBoxes(trial: Int, using generator: inout SplitMix64) -> [Rect] {
        (0..<(1 + trial % 300)).map { index in
            // Mostly small boxes, some huge ones (around the others), some lines and points.
            let scale = index % 17 == 0 ? 1000.0 : index % 5 == 0 ? 0 : 20
            return Rect(
                x: (generator.unit() * 1000).rounded(), y: (generator.unit() * 1000).rounded(),
                width: (generator.unit() * scale).rounded(), height: (generator.unit() * scale).rounded())
        }
    }

    @Test func findsExactlyTheBoxesEveryBoxTestFinds() {
        var generator = SplitMix64(seed: 7)
        for trial in 0..<100 {
            let boxes = Self.randomBoxes(trial: trial, using: &generator)
            let grid = BoundsGrid(boxes)
            var points = boxes.flatMap { [$0.origin, Point(x: $0.maxX, y: $0.maxY), $0.center] }
            points += (0..<200).map { _ in Point(x: generator.unit() * 1200 - 100, y: generator.unit() * 1200 - 100) }
            points += [Point(x: -1e300, y: 1e300), Point(x: 1e300, y: -1e300)]
            for point in points {
                #expect(grid.boxes(containing: point) == boxes.indices.filter { boxes[$0].contains(point) }, "trial \(trial), \(point)")
            }
        }
    }

    /// A million separate bubbles: each rect's lookup tests the few boxes of its cell.
    @Test func separateBoxesShareCellsWithFewOthers() {
        let boxes = (0..<1_000_000).map { Rect(x: Double($0 % 1000) * 12, y: Double($0 / 1000) * 12, width: 6, height: 6) }
        let grid = BoundsGrid(boxes)
        #expect(grid.largestCell <= 4)
        #expect(grid.boxes(containing: Point(x: 12 * 500 + 3, y: 12 * 700 + 3)) == [700_500])
    }

    @Test func noBoxesFindNothing() {
        #expect(BoundsGrid([]).boxes(containing: .zero) == [])
    }
}
