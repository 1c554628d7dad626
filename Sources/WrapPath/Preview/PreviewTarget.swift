import Geometry

/// Where a preview sits and how it is transformed, as UIKit's `UIPreviewTarget`
/// (center and transform; the container view is the caller's).
public struct PreviewTarget: Hashable, Sendable {
    /// The point in the text container's coordinates that the preview's center is placed
    /// on: where it grows from and shrinks back to.
    public var center: Point
    /// The transform applied to the preview around its center (identity: none), as
    /// `UIPreviewTarget.transform`.
    public var transform: AffineTransform

    /// Creates a target.
    public init(center: Point, transform: AffineTransform = .identity) {
        self.center = center
        self.transform = transform
    }
}
