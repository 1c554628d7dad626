@testable import BubbleRender
import Geometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LinkBubbleTestSupport
import Testing

/// Buffers written without being cleared first: a scene's canvas (its first composite
/// writes every pixel) and a fill's coverage grid (its first outline writes every
/// pixel), compared with the same drawing on cleared buffers. The pool's buffers are
/// filled with garbage first, so a pixel left unwritten shows.
@Suite struct UnwrittenBufferTests {
    /// Gives the shared pool buffers of many sizes full of 0xAB.
    static func poisonThePool() {
        let buffers = (1...24).map { BufferPool.shared.take(byteCount: $0 * 16_384) }
        // memset: a debug build initializes memory a byte at a time through generic code.
        for buffer in buffers { memset(buffer.pointer, 0xAB, buffer.byteCount) }
        buffers.forEach(BufferPool.shared.giveBack)
    }

    /// Paths on a grid: overlapping contours (non-zero and even-odd), a path reaching
    /// far past the grid (clipped into pieces), one outside it, a hole, one point.
    static let paths: [(Path, FillRule)] = [
        (TestShapes.circle(center: Point(x: 20, y: 15), radius: 9), .nonZero),
        (TestShapes.wave, .nonZero),
        (TestShapes.frame(outer: Rect(x: 2, y: 3, width: 30, height: 20), hole: Rect(x: 8, y: 9, width: 10, height: 6),
                          sameDirection: true), .evenOdd),
        ({ var path = Path(rect: Rect(x: 5, y: 5, width: 20, height: 10))
           path.addPath(Path(rect: Rect(x: 12, y: 2, width: 8, height: 25)))
           return path }(), .evenOdd),
        (Path(rect: Rect(x: -90_000, y: 4, width: 180_000, height: 7)), .nonZero),
        (Path(rect: Rect(x: 400, y: 400, width: 3, height: 3)), .nonZero),
        ({ var path = Path()
           path.move(to: Point(x: 3, y: 3))
           return path }(), .nonZero),
    ]

    @Test(arguments: 0..<paths.count) func aFillsCoverageIsTheClearedOne(index: Int) throws {
        let (path, rule) = Self.paths[index]
        let grid = DeviceGrid(scale: 3, originX: -4.5, originY: -2.25, width: 131, height: 97)
        let bounds = Rect(x: grid.originX / 3, y: grid.originY / 3, width: 131.0 / 3, height: 97.0 / 3)
        let cleared = try MaskRasterizer.coverage(of: path, scale: 3, fillRule: rule, bounds: bounds)
        Self.poisonThePool()
        let unwritten = try MaskRasterizer.coverage(of: path, on: grid, fillRule: rule)
        #expect(Array(unwritten.buffer) == cleared.bitmap.pixels)
    }

    /// Scenes whose first element composites (a fill, a rect, a shadow that reaches past
    /// the canvas, a stroke) or does not (an image), and an empty one.
    @Test func aScenesCanvasIsTheClearedOne() throws {
        let bubble = Path(rect: Rect(x: 4, y: 3, width: 60, height: 20))
        let firsts: [[SceneElement]] = [
            [.fill(bubble, color: .white, fillRule: .nonZero)],
            [.rect(Rect(x: 10, y: 8, width: 7.3, height: 5.1), color: Color(red: 0, green: 0.48, blue: 1, alpha: 0.8))],
            [.shadow(SceneShadow(path: bubble, color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), blurRadius: 8,
                                 offset: Point(x: 0, y: 2)))],
            [.stroke(bubble, color: .black, width: 1.5)],
            [.image(SceneImage(
                bitmap: try Bitmap(width: 2, height: 2, format: .rgba8, pixels: [9, 8, 7, 255, 0, 0, 0, 0, 1, 2, 3, 4, 5, 5, 5, 99]),
                origin: Point(x: 20, y: 10), pointsPerPixel: 4))],
            [],
        ]
        for first in firsts {
            var scene = try Scene(covering: Rect(x: -3.3, y: -5, width: 80.5, height: 36.2), scale: 3)
            scene.elements = first + [
                .fill(TestShapes.circle(center: Point(x: 30, y: 14), radius: 6), color: Color(red: 1, green: 0, blue: 0.5),
                      fillRule: .nonZero),
                .rect(Rect(x: 40, y: 10, width: 12.5, height: 4.2), color: Color(red: 0, green: 0, blue: 0, alpha: 0.5)),
            ]
            var cleared = try Canvas(width: scene.pixelWidth, height: scene.pixelHeight, scale: 3, origin: scene.frame.origin)
            try scene.draw(into: &cleared)
            Self.poisonThePool()
            #expect(try scene.canvas() == cleared)
        }
    }
}
