/// Which character an insertion point sticks to where one offset has two positions:
/// the end of one line and the start of the next, or a bidi run boundary.
public enum CaretAffinity: Hashable, Sendable {
    /// With the character before the offset (the end of the previous line).
    case upstream
    /// With the character after the offset (the start of the next line). The default.
    case downstream
}

/// Where an insertion point (caret) is drawn.
public struct InsertionPoint: Hashable, Sendable {
    /// The caret's x coordinate, in container coordinates.
    public var x: Double
    /// The index of the caret's line in ``LayoutManager/lineFragments``, or
    /// `lineFragments.count` for the extra line fragment.
    public var lineIndex: Int
    /// The top of the caret: the top of the line's used rect.
    public var top: Double
    /// The bottom of the caret: the bottom of the line's used rect.
    public var bottom: Double

    /// Creates an insertion point.
    public init(x: Double, lineIndex: Int, top: Double, bottom: Double) {
        self.x = x
        self.lineIndex = lineIndex
        self.top = top
        self.bottom = bottom
    }
}
