extension ImageAnnotation {
    /// The image's bounds, in its pixels: the outermost clip.
    public var imageBounds: Rect { Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)) }

    /// The area the rects show through: the intersection of the image's bounds and
    /// every rect of ``clipChain``; nil when they do not overlap (nothing is visible).
    public var visibleFrame: Rect? {
        var frame: Rect? = imageBounds
        for clip in clipChain {
            frame = frame.flatMap { $0.intersection(clip.standardized) }
        }
        return frame
    }

    /// The bubbles around the visible parts of the rects: the rects clipped to
    /// ``visibleFrame``, united with ``style``.
    ///
    /// No rect visible (all clipped away, or all empty) gives a layout without bubbles.
    ///
    /// - Throws: ``ImageAnnotationError/noRects`` for an empty ``rects``,
    ///   ``ImageAnnotationError/invalidClip(_:)`` for a clip rect with a non-finite
    ///   number, ``ImageAnnotationError/nanRects(count:)`` for rects with a NaN one,
    ///   ``ImageAnnotationError/tooComplex(maximumCorners:)`` past
    ///   ``/WrapPath/RectUnion/maximumCorners``.
    public func bubbleLayout() throws(ImageAnnotationError) -> BubbleLayout {
        guard !rects.isEmpty else { throw .noRects }
        for clip in clipChain where !clip._hasFiniteEdges { throw .invalidClip(clip) }
        let nanCount = rects.reduce(0) { count, rect in
            count + ([rect.minX, rect.minY, rect.width, rect.height].contains { $0.isNaN } ? 1 : 0)
        }
        guard nanCount == 0 else { throw .nanRects(count: nanCount) }
        guard let frame = visibleFrame else {
            return BubbleLayout(rects: [], style: style)
        }
        let layout: BubbleLayout
        do {
            layout = try BubbleLayout(
                rects: rects, style: style, visibleRect: frame, maximumCorners: RectUnion.maximumCorners)
        } catch {
            throw .tooComplex(maximumCorners: RectUnion.maximumCorners)
        }
        return layout
    }

    /// The parts of the rects inside ``visibleFrame`` that are not empty and have
    /// finite edges: what the bubbles are made of.
    var visibleRects: [Rect] {
        guard let frame = visibleFrame else { return [] }
        return RectClipping.clip(rects, to: frame).filter { $0._hasFiniteEdges && !$0.isEmpty }
    }

    /// How far from the visible rects the annotation may change a pixel, in image
    /// pixels, plus one pixel of antialiasing. For the bubbles (``PresentationMode/outline``,
    /// ``PresentationMode/pressed``, ``PresentationMode/preview``): the style's larger
    /// outset, its snapping tolerance (an edge may move onto the bubble's bounding box)
    /// and concave radius (a rounded inner corner fills past the outset rects), then half
    /// the outline's width or the preview shadow's reach. For
    /// ``PresentationMode/indicator``: its larger margin and corner radius and its
    /// shadows' reach. For ``PresentationMode/spotlight``, whose holes are the rects'
    /// union without outset: its corner radius (0.25 x the shortest visible rect's
    /// height), which a rounded inner corner fills past the rects. Pixels farther than
    /// this from every visible rect keep their value (spotlight: dimmed).
    public var reach: Double {
        let bubble = Swift.max(style.outsetX, style.outsetY) + style.snapTolerance + style.concaveRadius
        let indicator = appearance.indicator
        let past: Double = switch mode {
        case .outline: bubble + appearance.highlightWidth / 2
        case .pressed: bubble
        case .preview: bubble + (appearance.shadow?.reach ?? 0)
        case .spotlight: (visibleRects.map(\.height).min() ?? 0) / 4
        case .indicator:
            Swift.max(indicator.margin.width, indicator.margin.height) + indicator.cornerRadius
                + (indicator.shadows.map(\.reach).max() ?? 0)
        }
        return past + 1
    }
}
