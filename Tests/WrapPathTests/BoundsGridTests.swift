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
                #expect(grid.boxes(containing: point) == Self.boxes(boxes, containing: point), "trial \(trial), \(point)")
            }
        }
    }

    /// The boxes holding `point`, ascending, by testing every box (in a plain loop: a
    /// range's `filter` costs a debug build most of this suite's time).
    static func boxes(_ boxes: [Rect], containing point: Point) -> [Int] {
        boxes.withUnsafeBufferPointer { boxes in
            var found: [Int] = [], index = 0
            while index < boxes.count {
                if boxes[index].contains(point) { found.append(index) }
                index += 1
            }
            return found
        }
    }

    /// Many separate bubbles: each rect's lookup tests the few boxes of its cell. 300 x 300
    /// of them take the grid's every step as a million do: the median box sets the cells
    /// (the extent over 4,096 is smaller), and the grid has exactly four cells per box,
    /// its limit, so the cells do not grow.
    @Test func separateBoxesShareCellsWithFewOthers() {
        let boxes = (0..<90_000).map { Rect(x: Double($0 % 300) * 12, y: Double($0 / 300) * 12, width: 6, height: 6) }
        let grid = BoundsGrid(boxes)
        #expect(grid.largestCell <= 4)
        #expect(grid.boxes(containing: Point(x: 12 * 150 + 3, y: 12 * 200 + 3)) == [60_150])
    }

    @Test func noBoxesFindNothing() {
        #expect(BoundsGrid([]).boxes(containing: .zero) == [])
    }
}
