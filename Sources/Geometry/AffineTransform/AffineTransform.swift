/// A 2-D affine transform: a linear map followed by a translation.
///
/// A point (x, y) maps to (a x + c y + tx, b x + d y + ty), the layout of
/// CoreGraphics' `CGAffineTransform`. Affine maps send Bézier curves to the
/// Bézier curves of the mapped control points, so paths transform exactly.
/// All operations are O(1).
public struct AffineTransform: Hashable, Sendable {
    /// The x coefficient of the new x.
    public var a: Double
    /// The x coefficient of the new y.
    public var b: Double
    /// The y coefficient of the new x.
    public var c: Double
    /// The y coefficient of the new y.
    public var d: Double
    /// The translation along x.
    public var tx: Double
    /// The translation along y.
    public var ty: Double

    /// Creates a transform from its six coefficients.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that leaves every point in place.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (dx, dy).
    @inlinable
    public init(translationX dx: Double, y dy: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// A scale about the origin by `sx` along x and `sy` along y. A negative
    /// factor mirrors, which reverses the orientation of rings (and so the
    /// sign of ``Path/signedArea``) when exactly one factor is negative.
    @inlinable
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// The determinant `a d − b c`: the factor by which the transform scales
    /// areas, negative when it mirrors.
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// The transform that applies `self` first and then `other`.
    @inlinable
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The image of `point` under the transform.
    @inlinable
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
