/// Which image of a link preview to make.
public enum PreviewMode: Hashable, Sendable, CaseIterable {
    /// The link's own glyphs on the platter (the bubble, over an optional shadow),
    /// transparent everywhere else.
    case preview
    /// The whole text with the bubble outline stroked over it, for annotating
    /// screenshots.
    case highlight
}
