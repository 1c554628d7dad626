/// What can go wrong while annotating an image, each with a one-line description.
public enum ImageAnnotationError: Error, Hashable, Sendable {
    /// The annotation has no rects: there is nothing to highlight.
    case noRects
    /// Rects with a NaN number; `count` says how many. (An infinite edge is clipped by
    /// the image's bounds like any other.)
    case nanRects(count: Int)
    /// A clip rect has a NaN or infinite number.
    case invalidClip(Rect)
    /// The union of the rects passes ``/WrapPath/RectUnion/maximumCorners`` corners.
    case tooComplex(maximumCorners: Int)
    /// Drawing or encoding failed.
    case render(RenderError)
}

extension ImageAnnotationError: CustomStringConvertible {
    /// A one-line description of the error.
    public var description: String {
        switch self {
        case .noRects: "there are no rects to annotate"
        case .nanRects(let count): "\(count) rect(s) have a NaN number"
        case .invalidClip(let rect): "the clip rect \(rect) has a NaN or infinite number"
        case .tooComplex(let limit): "the union of the rects has more than the limit of \(limit) corners"
        case .render(let error): error.description
        }
    }
}
