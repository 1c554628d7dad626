/// Where an ``ImageAnnotation``'s platter and highlight colors come from.
public enum AnnotationPlatter: Hashable, Sendable {
    /// The appearance's colors, as they are.
    case fixed
    /// Estimated from the image's pixels under the rects, as WebKit's text indicator
    /// estimates a background color from the page (see ``ImageColorEstimate``): the
    /// platters (preview and indicator) take the estimated background color, falling
    /// back to white or black, whichever contrasts more with the text, when the text
    /// would be under WCAG's contrast of 4.5 to 1 on it; the outline takes the text's
    /// color (or black or white, when that is under 4.5 to 1 on the background), and
    /// the pressed fill that color at alpha 0.2, as UIKit's `systemFill` is a gray
    /// at 0.2.
    case estimated
}
