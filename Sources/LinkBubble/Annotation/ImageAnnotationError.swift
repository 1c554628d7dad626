/// What can go wrong while annotating an image, each with a one-line description.
public enum ImageAnnotationError: Error, Hashable, Sendable {
    /// The annotation has no rects: there is nothing to highlight.
    case noRects
    /// A rect of the annotation has a NaN or infinite number (or one that the style's
    /// outset makes infinite); `count` says how many.
    case nonFiniteRects(count: Int)
    /// A clip rect has a NaN or infinite number.
    case invalidClip(Rect)
    /// The union of the rects passes ``RectUnion/maximumCorners`` corners.
    case tooComplex(maximumCorners: Int)
    /// Drawing or encoding failed.
    case render(RenderError)
}

extension ImageAnnotationError: CustomStringConvertible {
    /// A one-line description of the error.
    public var description: String {
        switch self {
        case .noRects: "there are no rects to annotate"
        case .nonFiniteRects(let count): "\(count) rect(s) have a NaN or infinite number"
        case .invalidClip(let rect): "the clip rect \(rect) has a NaN or infinite number"
        case .tooComplex(let limit): "the union of the rects has more than the limit of \(limit) corners"
        case .render(let error): error.description
        }
    }
}
