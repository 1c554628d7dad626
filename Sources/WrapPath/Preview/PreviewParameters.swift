import Geometry

/// The preview geometry of text-line rects in one value: what UIKit's
/// `UIPreviewParameters(textLineRects:)` gives (the combined visible path) together
/// with what a `UIPreviewTarget` needs (the center), and the bubbles behind them.
///
/// ```swift
/// let parameters = PreviewParameters(textLineRects: [Rect(x: 0, y: 0, width: 120, height: 20),
///                                                    Rect(x: 0, y: 20, width: 80, height: 20)])
/// parameters.visiblePath   // every bubble's rounded outline, one path (fill it nonzero)
/// parameters.center        // where the preview grows from
/// parameters.bubbles       // the bubbles, top to bottom
/// ```
///
/// It is a value (`Sendable`): share it across threads freely.
public struct PreviewParameters: Hashable, Sendable, Codable {
    /// The text-line rects, as given.
    public var textLineRects: [Rect]
    /// The style the bubbles were made with.
    public var style: BubbleStyle
    /// The bubbles, their bounds and the center, made from the rects clipped to the
    /// visible rect and ancestors.
    public var bubbleLayout: BubbleLayout
    /// The color behind the preview's content, as UIPreviewParameters'
    /// `backgroundColor`; nil: the renderer's own (LinkBubble's `PreviewAppearance` and its
    /// platter color).
    public var backgroundColor: Color?
    /// The outline of the preview's shadow, as UIPreviewParameters' `shadowPath`; nil:
    /// the shadow follows ``visiblePath`` (see ``effectiveShadowPath``).
    public var shadowPath: Path?

    /// The preview geometry of `textLineRects` (one rect per line of the text, as
    /// TextKit's enclosing rects give them), drawn in `style` (iOS's by default) and
    /// clipped first to `visibleRect` and `ancestors` (see ``BubbleLayout``).
    public init(
        textLineRects: [Rect], style: BubbleStyle = .ios, visibleRect: Rect? = nil, ancestors: [ClippingAncestor] = [],
        backgroundColor: Color? = nil, shadowPath: Path? = nil
    ) {
        self.init(
            textLineRects: textLineRects, style: style,
            bubbleLayout: BubbleLayout(rects: textLineRects, style: style, visibleRect: visibleRect, ancestors: ancestors),
            backgroundColor: backgroundColor, shadowPath: shadowPath)
    }

    /// Parameters from bubbles made already: `bubbleLayout` is the layout of
    /// `textLineRects` in `style`, clipped as the caller chose.
    public init(
        textLineRects: [Rect], style: BubbleStyle, bubbleLayout: BubbleLayout, backgroundColor: Color? = nil,
        shadowPath: Path? = nil
    ) {
        self.textLineRects = textLineRects
        self.style = style
        self.bubbleLayout = bubbleLayout
        self.backgroundColor = backgroundColor
        self.shadowPath = shadowPath
    }

    /// Every bubble's rounded outline as one path (UIPreviewParameters' `visiblePath`);
    /// fill it with the nonzero rule.
    public var visiblePath: Path { bubbleLayout.combinedPath }

    /// The bubbles, ordered top to bottom, then left to right.
    public var bubbles: [Bubble] { bubbleLayout.bubbles }

    /// Where the preview grows from (a `UIPreviewTarget`'s center): the middle of the
    /// visible rects' bounding box, or nil when nothing is visible.
    public var center: Point? { bubbleLayout.center }

    /// The shape the shadow follows: ``shadowPath`` when set, else ``visiblePath``.
    public var effectiveShadowPath: Path { shadowPath ?? visiblePath }

    /// The preview's target: its ``center`` with `transform`, or nil when nothing is
    /// visible.
    public func target(transform: AffineTransform = .identity) -> PreviewTarget? {
        center.map { PreviewTarget(center: $0, transform: transform) }
    }

    /// The smallest rect containing every bubble, or nil when nothing is visible.
    public var bounds: Rect? { bubbleLayout.bounds }
}
