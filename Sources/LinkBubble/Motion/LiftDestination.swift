/// Where a lift ends: the preview card's rect, its corner radius and the shadow the
/// lifted bubble grows into.
///
/// A value: share and copy it freely.
public struct LiftDestination: Hashable, Sendable {
    /// The card's rect, in the layout's points.
    public var rect: Rect
    /// The card's corner radius, in points, drawn in the preview style's corner shape.
    public var cornerRadius: Double
    /// The shadow of the lifted bubble and of the card.
    public var shadow: PreviewShadow

    /// The default corner radius: UIKit's preview platter's, 13 points.
    public static let defaultCornerRadius = 13.0
    /// The default lifted shadow: black at 0.25, blurred by 24 points, 8 points down.
    public static let defaultShadow = PreviewShadow(
        color: Color(red: 0, green: 0, blue: 0, alpha: 0.25), blurRadius: 24, offset: Point(x: 0, y: 8))

    /// A destination.
    public init(rect: Rect, cornerRadius: Double = defaultCornerRadius, shadow: PreviewShadow = defaultShadow) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.shadow = shadow
    }

    /// A card of `size` centered on `point` (a preview's ``LinkPreview/center``).
    public init(size: Size, centeredOn point: Point, cornerRadius: Double = defaultCornerRadius,
                shadow: PreviewShadow = defaultShadow) {
        self.init(
            rect: Rect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
            cornerRadius: cornerRadius, shadow: shadow)
    }

    /// Throws unless the rect is finite and not empty and the radius finite and not negative.
    func check() throws(AnimationError) {
        guard rect.isFinite, rect.width > 0, rect.height > 0 else {
            throw .invalidDestination(
                "the destination must be a finite rect wider and taller than 0, not \(rect.width) x \(rect.height)")
        }
        guard cornerRadius.isFinite, cornerRadius >= 0 else {
            throw .invalidDestination("the destination's corner radius must be finite and at least 0, not \(cornerRadius)")
        }
        do throws(RenderError) { try shadow.checkNumbers(name: "destination shadow") } catch {
            throw .render(error)
        }
    }
}
