import BubbleRender
import LinkBubble
import Geometry
import LinkBubbleTestSupport
import Testing
import TextLayout

/// What a painter was asked to draw, one entry per call.
enum PainterCall: Equatable {
    case image(SceneImage)
    case shadow(Path, Color, Double, Point)
    case fill(Path, Color, FillRule)
    case rect(Rect, Color)
    case stroke(Path, Color, Double)
    case glyphs([GlyphRun])
    case decorations([TextDecoration])
    case dim(Color, Path)
    case knockout(SceneKnockout)
}

/// A painter that records every call, then hands it on to another painter.
struct RecordingPainter<Inner: ScenePainter>: ScenePainter {
    var inner: Inner
    var calls: [PainterCall] = []

    mutating func drawImage(_ image: SceneImage) throws(RenderError) {
        calls.append(.image(image))
        try inner.drawImage(image)
    }

    mutating func drawShadow(of path: Path, color: Color, blurRadius: Double, offset: Point) throws(RenderError) {
        calls.append(.shadow(path, color, blurRadius, offset))
        try inner.drawShadow(of: path, color: color, blurRadius: blurRadius, offset: offset)
    }

    mutating func fill(_ path: Path, color: Color, fillRule: FillRule) throws(RenderError) {
        calls.append(.fill(path, color, fillRule))
        try inner.fill(path, color: color, fillRule: fillRule)
    }

    mutating func fill(_ rect: Rect, color: Color) throws(RenderError) {
        calls.append(.rect(rect, color))
        try inner.fill(rect, color: color)
    }

    mutating func stroke(_ path: Path, color: Color, width: Double) throws(RenderError) {
        calls.append(.stroke(path, color, width))
        try inner.stroke(path, color: color, width: width)
    }

    mutating func drawGlyphs(_ runs: [GlyphRun]) throws(RenderError) {
        calls.append(.glyphs(runs))
        try inner.drawGlyphs(runs)
    }

    mutating func drawDecorations(_ decorations: [TextDecoration]) throws(RenderError) {
        calls.append(.decorations(decorations))
        try inner.drawDecorations(decorations)
    }

    mutating func dim(_ color: Color, outside holes: Path) throws(RenderError) {
        calls.append(.dim(color, holes))
        try inner.dim(color, outside: holes)
    }

    mutating func drawKnockout(_ knockout: SceneKnockout) throws(RenderError) {
        calls.append(.knockout(knockout))
        try inner.drawKnockout(knockout)
    }
}

@Suite struct SceneTests {
    /// A scene with one element of every kind, the glyphs in two colors, an underline
    /// in two pieces.
    static func sampleScene() throws -> Scene {
        let layout = try TextSamples.twoColors()
        let bubble = Path(rect: Rect(x: -2, y: -2, width: 80, height: 26))
        var scene = try Scene(covering: Rect(x: -12.3, y: -12, width: 104.5, height: 48.2), scale: 3)
        scene.elements = [
            .shadow(SceneShadow(path: bubble, color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), blurRadius: 8,
                                offset: Point(x: 0, y: 2))),
            .fill(bubble, color: .white, fillRule: .nonZero),
            .rect(Rect(x: 0, y: 2, width: 20, height: 18), color: Color(red: 1, green: 1, blue: 0)),
            .glyphs(try GlyphRun.runs(of: layout)),
            .decorations([TextDecoration(
                kind: .underline, color: Color(red: 0, green: 0.478, blue: 1),
                rects: [Rect(x: 0, y: 17, width: 30, height: 1), Rect(x: 34, y: 17, width: 20, height: 1)])]),
            .stroke(bubble, color: Color(red: 0, green: 0.478, blue: 1), width: 2),
        ]
        return scene
    }

    /// The calls a scene's elements stand for, in order.
    static func expectedCalls(_ scene: Scene) -> [PainterCall] {
        scene.elements.map { element in
            switch element {
            case .image(let image): .image(image)
            case .shadow(let shadow): .shadow(shadow.path, shadow.color, shadow.blurRadius, shadow.offset)
            case .fill(let path, let color, let rule): .fill(path, color, rule)
            case .rect(let rect, let color): .rect(rect, color)
            case .glyphs(let runs): .glyphs(runs)
            case .decorations(let decorations): .decorations(decorations)
            case .stroke(let path, let color, let width): .stroke(path, color, width)
            case .dim(let color, let holes): .dim(color, holes)
            case .knockout(let knockout): .knockout(knockout)
            }
        }
    }

    @Test func rasterAndSVGPaintersVisitTheSameElements() throws {
        let scene = try Self.sampleScene()
        var raster = RecordingPainter(inner: try Canvas(
            width: scene.pixelWidth, height: scene.pixelHeight, scale: scene.scale, origin: scene.frame.origin))
        try scene.draw(into: &raster)
        var vector = RecordingPainter(inner: SVGWriter(scene: scene))
        try scene.draw(into: &vector)
        #expect(raster.calls.count == 6)
        #expect(raster.calls == Self.expectedCalls(scene))
        #expect(vector.calls == raster.calls)
        // Recording changes nothing: the painters drew what the scene's own outputs hold.
        #expect(raster.inner == (try scene.canvas()))
        #expect(vector.inner.document == (try scene.svg()))
    }

    @Test func glyphRunsSplitWhereTheColorChanges() throws {
        let layout = try TextSamples.twoColors()
        let runs = try GlyphRun.runs(of: layout)
        #expect(runs.map(\.color) == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        #expect(runs.reduce(0) { $0 + $1.glyphs.count } == layout.glyphs.count)
        let moved = try GlyphRun.runs(of: layout, glyphRange: 1..<3, offset: Point(x: 5, y: -1), color: .black)
        #expect(moved.count == 1 && moved[0].glyphs.count == 2)
        #expect(moved[0].glyphs[0].position == Point(x: layout.glyphs[1].position.x + 5, y: layout.glyphs[1].position.y - 1))
        #expect(throws: RenderError.invalidGlyphRange(lowerBound: 0, upperBound: 99, count: layout.glyphs.count)) {
            try GlyphRun.runs(of: layout, glyphRange: 0..<99)
        }
    }

    @Test func pixelSizeIsComputedOnceForPNGAndSVG() throws {
        let scene = try Self.sampleScene()
        // -12.3 * 3 = -36.9 -> -37; (92.2 * 3) = 276.6 -> 277: 314 pixels.
        #expect(scene.pixelWidth == 314 && scene.pixelHeight == 145)
        #expect(scene.frame.minX == -37.0 / 3 && scene.frame.width == 314.0 / 3)
        let image = try PNGCodec.decode(try scene.png())
        #expect(image.width == scene.pixelWidth && image.height == scene.pixelHeight)
        let svg = try scene.svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"314\" height=\"145\" viewBox=\"-12.333 -12 104.667 48.333\">\n"))
    }

    @Test func svgHasTheShadowFilterAndTheRects() throws {
        let svg = try Self.sampleScene().svg()
        #expect(svg.contains("""
            <filter id="shadow-1" filterUnits="userSpaceOnUse" x="-12.333" y="-12" width="104.667" height="48.333" \
            color-interpolation-filters="sRGB">
            <feGaussianBlur in="SourceAlpha" stdDeviation="4"/>
            <feOffset dx="0" dy="2" result="shadow"/>
            <feFlood flood-color="#000000" flood-opacity="0.3"/>
            <feComposite in2="shadow" operator="in"/>
            </filter>
            <path d="M -2 -2 L 78 -2 L 78 24 L -2 24 Z" fill="#000000" filter="url(#shadow-1)"/>
            <path d="M -2 -2 L 78 -2 L 78 24 L -2 24 Z" fill="#ffffff"/>
            <rect x="0" y="2" width="20" height="18" fill="#ffff00"/>

            """))
        #expect(svg.contains("fill=\"#ff0000\"/>\n") && svg.contains("fill=\"#0000ff\"/>\n"), "the glyphs in their colors")
        #expect(svg.hasSuffix("""
            <path d="M -2 -2 L 78 -2 L 78 24 L -2 24 Z" fill="none" stroke="#007aff" stroke-width="2" \
            stroke-linejoin="round"/>
            </svg>

            """))
    }

    @Test func badScenesThrow() {
        #expect(throws: RenderError.invalidScale(0)) { try Scene(covering: Rect(x: 0, y: 0, width: 1, height: 1), scale: 0) }
        #expect(throws: RenderError.self) { try Scene(covering: Rect(x: 0, y: 0, width: 1e9, height: 1), scale: 1) }
        #expect(throws: RenderError.self) { try Scene(covering: Rect(x: 0, y: 0, width: .infinity, height: 1), scale: 1) }
    }

    @Test func anEmptyAreaIsOnePixel() throws {
        let scene = try Scene(covering: .zero, scale: 2)
        #expect(scene.pixelWidth == 1 && scene.pixelHeight == 1)
        #expect(try scene.svg() == """
            <svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 0.5 0.5">
            </svg>

            """)
    }
}
