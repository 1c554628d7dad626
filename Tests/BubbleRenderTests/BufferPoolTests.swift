@testable import BubbleRender
import Geometry
import Testing
import WrapPath

/// The buffer pool (canvas pixels, coverage grids, PNG buffers): reuse, its bounds, and
/// canvases that share pixels until one of them writes.
@Suite struct BufferPoolTests {
    @Test func aBufferGivenBackIsTakenAgain() {
        let pool = BufferPool(maximumRetainedBytes: 1 << 20, maximumRetainedBuffers: 4)
        let first = pool.take(byteCount: 10_000)
        #expect(first.byteCount >= 10_000 && first.byteCount % BufferPool.granularity == 0)
        pool.giveBack(first)
        #expect(pool.retainedBytes == first.byteCount)
        // A request of nearly the same size gets the same memory back.
        let second = pool.take(byteCount: 9_000)
        #expect(second.pointer == first.pointer)
        #expect(pool.retainedBytes == 0)
        // A larger request cannot use it and gets new memory.
        pool.giveBack(second)
        let larger = pool.take(byteCount: 50_000)
        #expect(larger.pointer != second.pointer && larger.byteCount >= 50_000)
        pool.giveBack(larger)
        #expect(pool.retainedBytes == second.byteCount + larger.byteCount)
    }

    @Test func thePoolKeepsNoMoreThanItsBounds() {
        let pool = BufferPool(maximumRetainedBytes: 64 << 10, maximumRetainedBuffers: 3)
        // A buffer over a quarter of the bound is freed at once.
        pool.giveBack(pool.take(byteCount: 20 << 10))
        #expect(pool.retainedBytes == 0)
        // At most three buffers, at most 64 KiB.
        let buffers = (0..<5).map { _ in pool.take(byteCount: 12 << 10) }
        for buffer in buffers { pool.giveBack(buffer) }
        #expect(pool.retainedBytes == 3 * (12 << 10))
        let more = (0..<5).map { _ in pool.take(byteCount: 16 << 10) }
        for buffer in more { pool.giveBack(buffer) }
        #expect(pool.retainedBytes <= 64 << 10)
    }

    /// Five renders: what the pool keeps reaches its level in the first (2.2 MB, the
    /// canvas itself being too large to keep) and stays there, so more show nothing new.
    @Test func theSharedPoolStaysWithinItsBoundAfterManyRenders() throws {
        let bubble = Bubble.bubbles(around: [Rect(x: 0, y: 0, width: 300, height: 40)], style: .ios)[0].path
        for _ in 0..<5 {
            var canvas = try Canvas(width: 1000, height: 200, scale: 3, origin: Point(x: -10, y: -10))
            try canvas.drawShadow(of: bubble, color: .black, blurRadius: 8, offset: Point(x: 0, y: 2))
            try canvas.fill(bubble, color: .white)
            _ = try canvas.png()
        }
        #expect(BufferPool.shared.retainedBytes <= BufferPool.shared.maximumRetainedBytes)
    }

    @Test func aCopiedCanvasDrawsOnItsOwnPixels() throws {
        var original = try Canvas(width: 8, height: 8, scale: 1)
        try original.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 8)), color: .black)
        let before = original
        var copy = original
        #expect(copy == original && copy.hashValue == original.hashValue)
        try copy.fill(Path(rect: Rect(x: 4, y: 0, width: 4, height: 8)), color: .white)
        #expect(copy != original)
        #expect(original == before)
        #expect(original.bitmap()[6, 3] == [0, 0, 0, 0])
        #expect(copy.bitmap()[6, 3] == [255, 255, 255, 255])
    }

    @Test func canvasesOnManyThreadsDrawTheSameImage() async throws {
        let bubble = Bubble.bubbles(around: [Rect(x: 0, y: 0, width: 120, height: 30)], style: .ios)[0].path
        @Sendable func render() throws -> [UInt8] {
            var canvas = try Canvas(width: 420, height: 150, scale: 3, origin: Point(x: -10, y: -10))
            try canvas.drawShadow(of: bubble, color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), blurRadius: 6,
                                  offset: Point(x: 0, y: 2))
            try canvas.fill(bubble, color: .white)
            try canvas.stroke(bubble, color: .black, width: 1)
            return try canvas.png()
        }
        let expected = try render()
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 { group.addTask { try render() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == expected })
    }
}
