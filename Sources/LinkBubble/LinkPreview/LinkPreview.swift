/// The geometry of one link's preview, as UIKit's preview parameters and target hold
/// it: where the link's text sits, the bubble around it, the center the preview grows
/// from, and the mask that keeps nearby text out of the preview.
///
/// ```swift
/// let preview = try LinkPreview(text: text, container: TextContainer(width: 300),
///                               characterRange: link, style: .ios)
/// preview.bubblePath      // the rounded bubble(s), ready to fill
/// preview.maskPath        // the exact outline around the link's text
/// preview.center          // where the preview animates from
/// ```
public struct LinkPreview: Sendable {
    /// The laid-out text the preview comes from.
    public let layout: LayoutManager
    /// The link's UTF-16 range.
    public let characterRange: Range<Int>
    /// The link's value, when the range is (part of) a link.
    public let link: String?
    /// The text-line rects of the range: one per visually contiguous piece on each
    /// line, full line height, so consecutive lines tile (clipped to the visible rect).
    public let lineRects: [Rect]
    /// The style the bubbles were made with.
    public let style: BubbleStyle
    /// The bubbles around the line rects (lines that overlap horizontally after the
    /// outset share one), their bounds and the preview's center.
    public let bubbleLayout: BubbleLayout
    /// The minimal outline directly around the link's text: the exact union of the
    /// line rects, with no outset and no rounding. Everything outside it is other text.
    public let maskPath: Path
    /// The color behind the preview's content, as UIPreviewParameters'
    /// `backgroundColor`: nil (the appearance's platter color) unless the preview was
    /// made from ``/WrapPath/PreviewParameters`` that set one.
    public let backgroundColor: Color?
    /// The outline of the preview's shadow, as UIPreviewParameters' `shadowPath`: nil
    /// (the shadow follows the bubbles) unless the preview was made from
    /// ``/WrapPath/PreviewParameters`` that set one.
    public let shadowPath: Path?

    /// The preview's geometry as UIKit's preview parameters hold it: the line rects,
    /// style, bubbles, background color and shadow path.
    public var parameters: PreviewParameters {
        PreviewParameters(
            textLineRects: lineRects, style: style, bubbleLayout: bubbleLayout, backgroundColor: backgroundColor,
            shadowPath: shadowPath)
    }

    /// The preview's target, as UIKit's `UIPreviewTarget`: its ``center`` with
    /// `transform`, or nil when nothing is visible.
    public func target(transform: AffineTransform = .identity) -> PreviewTarget? {
        parameters.target(transform: transform)
    }

    /// All bubbles' rounded outlines as one path (fill it with the nonzero rule).
    public var bubblePath: Path { bubbleLayout.combinedPath }

    /// The middle of the line rects' bounding box, or nil when nothing is visible.
    public var center: Point? { bubbleLayout.center }

    /// The bounds of the bubbles, or nil when nothing is visible.
    public var bounds: Rect? { bubbleLayout.bounds }
}
