extension ImageAnnotation {
    /// The annotated image as one scene, at the image's own size (scale 1, one point
    /// per image pixel): the image first, then what ``mode`` draws around the bubbles
    /// (`Scene(presenting:shapes:content:covering:appearance:)`).
    ///
    /// An image's text cannot be told from its background by layout, so the modes that
    /// draw the text over an opaque platter (``PresentationMode/indicator``,
    /// ``PresentationMode/preview``) lift the content inside the rects off the
    /// background that ``ImageColorEstimate`` finds there: each pixel becomes the most
    /// transparent color that gives it back over that background, and is drawn on the
    /// platter in that color (text and icons keep their own colors, as WebKit's
    /// `RespectTextColor`). ``PresentationMode/pressed``'s fill is translucent, so the
    /// image's text shows through it as it is.
    ///
    /// - Throws: the errors of ``bubbleLayout()``, ``ImageAnnotationError/render(_:)``
    ///   for a bad appearance number or an image that cannot be drawn.
    public func scene() throws(ImageAnnotationError) -> Scene {
        let layout = try bubbleLayout()
        let visible = visibleRects
        var appearance = self.appearance
        appearance.scale = 1
        let lifts = mode == .indicator || mode == .preview
        let estimate = lifts || platter == .estimated ? ImageColorEstimate(image: image, rects: visible) : nil
        if platter == .estimated, let estimate {
            appearance.platterColor = estimate.platter
            appearance.indicator.platterColor = estimate.platter
            appearance.highlightColor = estimate.highlight
            appearance.pressedColor = estimate.highlight.withAlpha(0.2)
        }
        let shapes = PresentationShapes(bubbles: layout.combinedPath, around: visible, indicator: appearance.indicator)
        var content = PresentationContent(background: [.image(SceneImage(bitmap: image))])
        if lifts, let estimate, let lifted = ContentLift.image(of: image, rects: visible, background: estimate.background) {
            content.highlighted = [lifted]
        }
        do {
            return try Scene(presenting: mode, shapes: shapes, content: content, covering: imageBounds, appearance: appearance)
        } catch {
            throw .render(error)
        }
    }
}

extension Color {
    /// This color with alpha `alpha`.
    func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
