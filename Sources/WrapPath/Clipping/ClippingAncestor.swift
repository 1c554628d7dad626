import Geometry

/// A view or layer that encloses the link's text, in the same coordinate space
/// as the rects.
public struct ClippingAncestor: Hashable, Sendable {
    /// The ancestor's visible frame.
    public var frame: Rect
    /// Whether it clips its content to `frame` (like `clipsToBounds`); an ancestor
    /// that does not clip leaves rects alone.
    public var clipsContent: Bool

    /// Creates an ancestor from its frame and whether it clips.
    public init(frame: Rect, clipsContent: Bool = true) {
        self.frame = frame
        self.clipsContent = clipsContent
    }
}
