import Testing
import Geometry
import LinkBubbleTestSupport

@Suite struct PathTransformTests {
    @Test func translateMovesEveryPoint() {
        let circle = TestShapes.circle(center: .zero, radius: 2)
        let moved = circle.translatedBy(dx: 5, dy: -3)
        #expect(moved.bounds == Rect(x: 3, y: -5, width: 4, height: 4))
        #expect(abs(moved.signedArea - circle.signedArea) < 1e-12)
        #expect(moved.contains(Point(x: 5, y: -3)) && !moved.contains(.zero))
        #expect(moved.elements.count == circle.elements.count)
    }

    @Test func scaleScalesAreaAndMirroringFlipsItsSign() {
        let rect = Path(rect: Rect(x: 1, y: 1, width: 2, height: 3))
        #expect(rect.scaledBy(x: 2, y: 3).signedArea == 36)
        #expect(rect.scaledBy(x: -1, y: 1).signedArea == -6)
        #expect(rect.scaledBy(x: -1, y: -1).signedArea == 6)
        #expect(rect.scaledBy(x: 2, y: 3).bounds == Rect(x: 2, y: 3, width: 4, height: 9))
        let circle = TestShapes.circle(center: Point(x: 1, y: 1), radius: 1)
        let scaled = circle.scaledBy(x: 3, y: 0.5)
        #expect(abs(scaled.signedArea - 1.5 * circle.signedArea) < 1e-12)
    }

    @Test func generalTransformsComposeInOrder() {
        let shear = AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        let move = AffineTransform(translationX: 10, y: 0)
        let both = shear.concatenating(move)
        #expect(both.apply(to: Point(x: 0, y: 2)) == Point(x: 11, y: 2), "shear first, then move")
        #expect(move.concatenating(shear).apply(to: Point(x: 0, y: 2)) == Point(x: 11, y: 2))
        #expect(AffineTransform(scaleX: 2, y: 1).concatenating(move).apply(to: Point(x: 1, y: 0)) == Point(x: 12, y: 0))
        #expect(move.concatenating(AffineTransform(scaleX: 2, y: 1)).apply(to: Point(x: 1, y: 0)) == Point(x: 22, y: 0))
        #expect(AffineTransform.identity.concatenating(shear) == shear)
        // Shear keeps areas; the determinant says so.
        let path = TestShapes.frame(sameDirection: false)
        #expect(shear.determinant == 1)
        #expect(path.applying(shear).signedArea == path.signedArea)
        // (x, y) maps to (x + y / 2 + 10, y): the hole's center (50, 50) to (85, 50).
        #expect(!path.applying(both).contains(Point(x: 85, y: 50)), "the hole moved along")
        #expect(path.applying(both).contains(Point(x: 25, y: 10)))
        #expect(!path.applying(both).contains(Point(x: 10, y: 10)))
    }

    @Test func implicitOriginStartIsTransformedToo() {
        let path = Path(elements: [.line(to: Point(x: 4, y: 0)), .line(to: Point(x: 4, y: 3))])
        let moved = path.translatedBy(dx: 10, dy: 10)
        #expect(moved.elements.first == .move(to: Point(x: 10, y: 10)))
        #expect(moved.signedArea == path.signedArea)
        #expect(moved.bounds == Rect(x: 10, y: 10, width: 4, height: 3))
        #expect(Path().translatedBy(dx: 1, dy: 1).isEmpty)
    }
}
