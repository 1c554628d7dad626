/// Bubbles drawn over any image: a screenshot with groups of UI elements highlighted,
/// their rects taken from a view hierarchy.
///
/// The rects (in the image's pixels, y down) are clipped by the image's bounds and by
/// ``clipChain``, then united into bubbles with ``style`` (rects that touch or overlap
/// make one bubble), and the bubbles are drawn over the image in ``mode``, at the
/// image's own size, one image pixel per point (``scene()``). A view's visible frame is
/// the intersection of its ancestors' bounds, so the clip chain lists the ancestors'
/// bounds, each one rect, in any order.
///
/// Only pixels near the rects change: a pixel farther than ``reach`` from every
/// visible rect keeps its value, except in ``PresentationMode/spotlight``, which
/// multiplies each of its color channels by `1 - dimColor.alpha` (0.6 with the default
/// ``PreviewAppearance/dimColor``, black at alpha 0.4).
///
/// Rects that the clips (or the image's bounds) hide entirely are not an error: with
/// none visible, the scene is the image as it is (spotlight: all of it dimmed).
///
/// A value: share and copy it freely.
public struct ImageAnnotation: Hashable, Sendable {
    /// The image drawn under the bubbles (straight RGBA, any size within ``/BubbleRender/RenderLimits``).
    public var image: Bitmap
    /// The rects to highlight, in the image's pixels (y down).
    public var rects: [Rect]
    /// How the rects become bubbles (outset, corner radii, snapping).
    public var style: BubbleStyle
    /// The bounds of the highlighted views' clipping ancestors, in the image's pixels:
    /// only what lies inside all of them (and inside the image) is highlighted.
    public var clipChain: [Rect]
    /// Which picture of the rects to draw.
    public var mode: PresentationMode
    /// The colors and sizes of the mode, in image pixels (its `scale` is not used: the
    /// scene is always at the image's own size).
    public var appearance: PreviewAppearance
    /// Where the platter and highlight colors come from.
    public var platter: AnnotationPlatter

    /// An annotation of `image` highlighting `rects` in `mode`.
    public init(
        image: Bitmap, rects: [Rect], style: BubbleStyle = .ios, clipChain: [Rect] = [],
        mode: PresentationMode = .outline, appearance: PreviewAppearance = PreviewAppearance(),
        platter: AnnotationPlatter = .fixed
    ) {
        self.image = image
        self.rects = rects
        self.style = style
        self.clipChain = clipChain
        self.mode = mode
        self.appearance = appearance
        self.platter = platter
    }
}
