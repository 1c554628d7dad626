/// How a link (or any group of rects) is shown: which picture of it a scene makes.
///
/// Each mode builds one ``/BubbleRender/Scene`` (``LinkPreview/scene(_:mode:)``, or
/// `Scene(presenting:shapes:content:covering:appearance:)` for
/// shapes of your own), from which the PNG, the SVG and the mask are drawn. The
/// colors and sizes each mode uses are ``PreviewAppearance``'s; see the article
/// <doc:PresentationModes> for pictures and for where each value comes from.
public enum PresentationMode: String, Hashable, Sendable, CaseIterable {
    /// The link's own glyphs on the platter (the bubble, over an optional shadow),
    /// transparent everywhere else: UIKit's lifted link preview.
    case preview
    /// The whole text with the bubble filled behind the glyphs in
    /// ``PreviewAppearance/pressedColor``: UIKit's press highlight on a link. The fill
    /// keeps clear of the other text's glyphs, which stay as the plain text shows them.
    case pressed
    /// The whole text with the bubble outline stroked in
    /// ``PreviewAppearance/highlightColor``, knocked out around every glyph's ink so
    /// it never covers a letter: for annotating screenshots.
    case outline
    /// The whole text dimmed by ``PreviewAppearance/dimColor`` except for rounded
    /// holes at the bubbles: find-in-page's dimming.
    case spotlight
    /// The whole text with WebKit's text indicator over the link: a yellow platter with
    /// a drop shadow and a rim shadow, the link's glyphs on top (see
    /// ``IndicatorAppearance``).
    case indicator
}

/// Deprecated: use ``PresentationMode``.
@available(*, deprecated, renamed: "PresentationMode")
public typealias PreviewMode = PresentationMode

extension PresentationMode {
    /// Deprecated: use ``PresentationMode/outline``.
    @available(*, deprecated, renamed: "outline")
    public static var highlight: PresentationMode { .outline }
}
