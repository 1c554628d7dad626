import BubbleRender
import Geometry
import LinkBubble
import Testing
import TextLayout

/// The two scene elements that take paint away: dimming with holes, and fills and
/// strokes knocked out around glyph ink; drawn alike by the canvas and the SVG writer.
@Suite struct DimAndKnockoutTests {
    static let black = Color(red: 0, green: 0, blue: 0, alpha: 0.5)

    @Test func dimmingCoversAllButTheHoles() throws {
        var scene = try Scene(covering: Rect(x: 0, y: 0, width: 20, height: 10), scale: 1)
        var holes = Path(rect: Rect(x: 2, y: 2, width: 6, height: 6))
        // Overlapping holes stay open: the rule is non-zero.
        holes.addPath(Path(rect: Rect(x: 5, y: 2, width: 6, height: 6)))
        scene.elements = [.rect(scene.frame, color: .white), .dim(Self.black, holes: holes)]
        let image = try scene.canvas().bitmap()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * 20 + x) * 4..<(y * 20 + x) * 4 + 4]) }
        #expect(pixel(0, 0) == [127, 127, 127, 255] || pixel(0, 0) == [128, 128, 128, 255])
        #expect(pixel(3, 4) == [255, 255, 255, 255] && pixel(6, 4) == [255, 255, 255, 255])
        #expect(pixel(15, 4)[0] < 130)
        let svg = try scene.svg()
        #expect(svg.contains("<mask id=\"mask-1\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"20\" height=\"10\">\n"))
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"20\" height=\"10\" fill=\"#000000\" fill-opacity=\"0.5\" mask=\"url(#mask-1)\"/>"))
    }

    @Test func knockoutsLeaveTheInkAsItWas() throws {
        let layout = try TextSamples.twoColors()
        let runs = try GlyphRun.runs(of: layout)
        let frame = Rect(x: -4, y: -4, width: 80, height: 30)
        let text = try Scene(covering: frame, scale: 2, elements: [.glyphs(runs)])
        for paint in [SceneKnockout.Paint.fill(.nonZero), .stroke(width: 3)] {
            var scene = text
            scene.elements.append(.knockout(SceneKnockout(
                path: Path(rect: Rect(x: -2, y: 2, width: 70, height: 14)), color: Color(red: 0, green: 1, blue: 0),
                paint: paint, clearOf: runs, clearance: 1)))
            let drawn = try scene.canvas().bitmap(), plain = try text.canvas().bitmap()
            var green = 0
            for index in stride(from: 0, to: plain.pixels.count, by: 4) {
                if plain.pixels[index + 3] != 0 {
                    #expect(drawn.pixels[index..<index + 4] == plain.pixels[index..<index + 4], "\(paint) at \(index / 4)")
                } else if drawn.pixels[index + 1] == 255 {
                    green += 1
                }
            }
            #expect(green > 100, "\(paint) paints away from the glyphs")
            let svg = try scene.svg()
            #expect(svg.contains("fill=\"#000000\" stroke=\"#000000\" stroke-width=\"2\" stroke-linejoin=\"round\"/>\n</mask>\n"))
            #expect(svg.contains("mask=\"url(#mask-1)\"/>\n</svg>"))
        }
    }

    @Test func badKnockoutNumbersAreTypedErrors() throws {
        let runs = try GlyphRun.runs(of: try TextSamples.twoColors())
        for (paint, clearance) in [(SceneKnockout.Paint.fill(.nonZero), -1.0), (.fill(.evenOdd), .nan), (.stroke(width: .infinity), 1)] {
            var scene = try Scene(covering: Rect(x: 0, y: 0, width: 10, height: 10), scale: 1)
            scene.elements = [.knockout(SceneKnockout(
                path: Path(rect: Rect(x: 0, y: 0, width: 5, height: 5)), color: .black, paint: paint, clearOf: runs,
                clearance: clearance))]
            #expect(throws: RenderError.self) { try scene.canvas() }
            #expect(throws: RenderError.self) { try scene.svg() }
        }
    }
}
