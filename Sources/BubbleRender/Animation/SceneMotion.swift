import Geometry

/// Where one frame's elements go: scaled uniformly by ``scale`` about ``anchor``, then
/// moved by ``translation``, and faded to ``opacity``.
///
/// Motion changes the elements themselves (path points, glyph sizes and positions,
/// shadow blurs and offsets, stroke widths, color alphas), never adds an operation to
/// the painters: a moved element is an ordinary one, which every ``ScenePainter``
/// draws. A uniform scale keeps rects rects and circles circles, so every element
/// stays what it was. Images move and scale but keep their opacity (a ``SceneImage``
/// has no alpha of its own to fade).
///
/// A value: share and copy it freely.
public struct SceneMotion: Hashable, Sendable {
    /// The uniform scale factor (1 keeps sizes).
    public var scale: Double
    /// The point that stays put while scaling, in points.
    public var anchor: Point
    /// How far everything moves after scaling, in points.
    public var translation: Point
    /// The factor every color's alpha is multiplied by (1 keeps colors), from 0 to 1.
    public var opacity: Double

    /// A motion: scale about `anchor`, then translation, and opacity.
    public init(scale: Double = 1, anchor: Point = .zero, translation: Point = .zero, opacity: Double = 1) {
        self.scale = scale
        self.anchor = anchor
        self.translation = translation
        self.opacity = opacity
    }

    /// The motion that changes nothing.
    public static let identity = SceneMotion()

    /// Whether the geometry stays as it is (scale 1, no translation): then no point is
    /// recomputed, so an unmoved element keeps its exact coordinates.
    public var keepsGeometry: Bool { scale == 1 && translation == .zero }

    /// The motion's geometry as an affine transform: x' = s (x - anchor) + anchor + translation.
    public var transform: AffineTransform {
        AffineTransform(
            a: scale, b: 0, c: 0, d: scale, tx: anchor.x * (1 - scale) + translation.x,
            ty: anchor.y * (1 - scale) + translation.y)
    }

    /// `point` moved.
    public func apply(to point: Point) -> Point { keepsGeometry ? point : transform.apply(to: point) }

    /// `path` moved.
    public func apply(to path: Path) -> Path { keepsGeometry ? path : path.applying(transform) }

    /// `rect` moved (a uniform scale keeps it a rect).
    public func apply(to rect: Rect) -> Rect {
        guard !keepsGeometry else { return rect }
        let corner = transform.apply(to: Point(x: rect.minX, y: rect.minY))
        return Rect(x: corner.x, y: corner.y, width: rect.width * scale, height: rect.height * scale)
    }

    /// `length` scaled.
    func apply(toLength length: Double) -> Double { scale == 1 ? length : length * scale }

    /// `color` faded.
    func apply(to color: Color) -> Color {
        guard opacity != 1 else { return color }
        var faded = color
        faded.alpha *= min(max(opacity, 0), 1)
        return faded
    }

    /// `runs` moved and faded: sizes scaled, pens moved, colors faded.
    func apply(to runs: [GlyphRun]) -> [GlyphRun] {
        runs.map { run in
            var moved = run
            moved.size = apply(toLength: run.size)
            moved.color = apply(to: run.color)
            if !keepsGeometry {
                moved.glyphs = run.glyphs.map { PlacedGlyph(id: $0.id, position: apply(to: $0.position)) }
            }
            return moved
        }
    }
}

extension SceneElement {
    /// The element moved and faded by `motion` (an image is moved, not faded): the same
    /// kind of element, so every painter draws it. An element faded to nothing stays (drawing nothing); use
    /// ``Scene/appending(_:moved:)`` to leave such elements out.
    public func moved(by motion: SceneMotion) -> SceneElement {
        switch self {
        case .image(var image):
            image.origin = motion.apply(to: image.origin)
            image.pointsPerPixel = motion.apply(toLength: image.pointsPerPixel)
            return .image(image)
        case .shadow(var shadow):
            shadow.path = motion.apply(to: shadow.path)
            shadow.color = motion.apply(to: shadow.color)
            shadow.blurRadius = motion.apply(toLength: shadow.blurRadius)
            shadow.offset = Point(x: motion.apply(toLength: shadow.offset.x), y: motion.apply(toLength: shadow.offset.y))
            return .shadow(shadow)
        case .fill(let path, let color, let fillRule):
            return .fill(motion.apply(to: path), color: motion.apply(to: color), fillRule: fillRule)
        case .rect(let rect, let color):
            return .rect(motion.apply(to: rect), color: motion.apply(to: color))
        case .glyphs(let runs):
            return .glyphs(motion.apply(to: runs))
        case .decorations(let decorations):
            return .decorations(decorations.map { decoration in
                TextDecoration(
                    kind: decoration.kind, color: motion.apply(to: decoration.color),
                    rects: decoration.rects.map { motion.apply(to: $0) })
            })
        case .stroke(let path, let color, let width):
            return .stroke(motion.apply(to: path), color: motion.apply(to: color), width: motion.apply(toLength: width))
        case .dim(let color, let holes):
            return .dim(motion.apply(to: color), holes: motion.apply(to: holes))
        case .knockout(var knockout):
            knockout.path = motion.apply(to: knockout.path)
            knockout.color = motion.apply(to: knockout.color)
            if case .stroke(let width) = knockout.paint { knockout.paint = .stroke(width: motion.apply(toLength: width)) }
            knockout.runs = motion.apply(to: knockout.runs)
            knockout.clearance = motion.apply(toLength: knockout.clearance)
            return .knockout(knockout)
        }
    }
}

extension Scene {
    /// Appends `elements` moved and faded by `motion`; with an opacity of 0 or less it
    /// appends nothing, so a faded-out frame holds exactly the elements of the still
    /// image without them.
    public mutating func appending(_ elements: some Sequence<SceneElement>, moved motion: SceneMotion) {
        guard motion.opacity > 0 else { return }
        if motion == .identity {
            self.elements += elements
        } else {
            self.elements += elements.map { $0.moved(by: motion) }
        }
    }
}
