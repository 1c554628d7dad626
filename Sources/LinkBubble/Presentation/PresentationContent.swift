/// What a presentation shows besides its shapes, as scene elements in points: what
/// lies under it, the text, and the highlighted content the platters carry.
///
/// ``LinkPreview/scene(_:mode:)`` fills it from the laid-out text; to present rects
/// over an image, put the image in ``background`` and leave the rest empty.
///
/// A value: share and copy it freely.
public struct PresentationContent: Hashable, Sendable {
    /// Drawn first, in every mode: an image under everything, the text's background
    /// colors.
    public var background: [SceneElement]
    /// The text (glyph runs, decorations), drawn over the background by every mode but
    /// ``PresentationMode/preview``; the pressed fill goes between the two.
    public var text: [SceneElement]
    /// The glyphs the outline keeps clear of: all the text's.
    public var ink: [GlyphRun]
    /// The glyphs the pressed fill keeps clear of: the text's outside the highlighted
    /// range, which the fill behind the link must leave as they are.
    public var surroundingInk: [GlyphRun]
    /// What the preview's platter and the indicator's carry on top: the highlighted
    /// range's glyphs (and decorations, backgrounds), in the colors the mode wants.
    public var highlighted: [SceneElement]

    /// Creates content; every part empty by default.
    public init(
        background: [SceneElement] = [], text: [SceneElement] = [], ink: [GlyphRun] = [],
        surroundingInk: [GlyphRun] = [], highlighted: [SceneElement] = []
    ) {
        self.background = background
        self.text = text
        self.ink = ink
        self.surroundingInk = surroundingInk
        self.highlighted = highlighted
    }
}
