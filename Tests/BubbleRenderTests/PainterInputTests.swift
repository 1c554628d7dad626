import BubbleRender
import Geometry
import Testing

/// Both painters check the numbers of every operation before drawing or writing:
/// bad values are typed errors, never a trap and never `nan` in a document.
@Suite struct PainterInputTests {
    let square = Path(rect: Rect(x: 0, y: 0, width: 3, height: 3))
    let nonFinite = Path(elements: [.move(to: .zero), .line(to: Point(x: .nan, y: 1)), .line(to: Point(x: 2, y: 2))])

    @Test func svgWriterRefusesNonFiniteNumbers() throws {
        var writer = SVGWriter(size: Size(width: 5, height: 5), viewBox: Rect(x: 0, y: 0, width: 5, height: 5))
        #expect(throws: RenderError.nonFinitePath) { try writer.fill(nonFinite, color: .black) }
        #expect(throws: RenderError.nonFinitePath) { try writer.stroke(nonFinite, color: .black, width: 1) }
        #expect(throws: RenderError.nonFinitePath) {
            try writer.drawShadow(of: nonFinite, color: .black, blurRadius: 1, offset: .zero)
        }
        #expect(throws: RenderError.self) { try writer.stroke(square, color: .black, width: .infinity) }
        #expect(throws: RenderError.self) { try writer.stroke(square, color: .black, width: -1) }
        #expect(throws: RenderError.self) { try writer.drawShadow(of: square, color: .black, blurRadius: .nan, offset: .zero) }
        #expect(throws: RenderError.self) {
            try writer.drawShadow(of: square, color: .black, blurRadius: 1, offset: Point(x: 0, y: .infinity))
        }
        #expect(throws: RenderError.invalidArgument(name: "rect.width", value: .infinity)) {
            try writer.fill(Rect(x: 0, y: 0, width: .infinity, height: 1), color: .black)
        }
        #expect(!writer.document.contains("<path") && !writer.document.contains("<rect"), "nothing written")
    }

    /// `Color`'s fields are public: one set to NaN or out of range paints as if
    /// clamped (NaN as 0) in both painters.
    @Test func colorsWithNaNComponentsPaintAsClamped() throws {
        var color = Color.black
        color.red = .nan
        color.green = 7
        color.alpha = .nan
        var writer = SVGWriter(size: Size(width: 5, height: 5), viewBox: Rect(x: 0, y: 0, width: 5, height: 5))
        try writer.fill(square, color: color)
        #expect(writer.document.contains(##"fill="#00ff00" fill-opacity="0""##))
        color.alpha = 1
        var canvas = try Canvas(width: 5, height: 5, scale: 1)
        try canvas.fill(square, color: color)
        #expect(canvas.bitmap()[1, 1] == [0, 255, 0, 255])
    }

    @Test func canvasOriginsMustBeFiniteInDevicePixels() throws {
        #expect(throws: RenderError.invalidArgument(name: "origin.x", value: 1e306)) {
            try Canvas(width: 5, height: 5, scale: 4096, origin: Point(x: 1e306, y: 0))
        }
        _ = try Canvas(width: 5, height: 5, scale: 1, origin: Point(x: 1e306, y: 0))
    }

    @Test func scenesRefuseNonFiniteAreas() {
        #expect(throws: RenderError.invalidArgument(name: "area.width", value: .infinity)) {
            try Scene(covering: Rect(x: 0, y: 0, width: .infinity, height: 1), scale: 1)
        }
        #expect(throws: RenderError.self) { try Scene(covering: Rect(x: .nan, y: 0, width: 1, height: 1), scale: 1) }
    }
}

/// A bitmap's pixels are a public `var`: one replaced by a buffer of the wrong size
/// is a typed error where C code or the compositing would read past it.
@Suite struct ReplacedPixelsTests {
    @Test func pngEncodingChecksThePixelCount() throws {
        var bitmap = try Bitmap(width: 4, height: 4, format: .rgba8)
        bitmap.pixels = [1, 2, 3]
        #expect(throws: RenderError.invalidBitmap(reason: "3 bytes for 4 x 4 rgba8 (expected 64)")) {
            try PNGCodec.encode(bitmap)
        }
    }

    @Test func masksMustBeGrayAndFull() throws {
        var mask = try MaskRasterizer.coverage(of: Path(rect: Rect(x: 0, y: 0, width: 3, height: 3)), scale: 1)
        var canvas = try Canvas(width: 5, height: 5, scale: 1)
        mask.bitmap.pixels.removeLast()
        #expect(throws: RenderError.self) { try canvas.fill(mask: mask, color: .black) }
        #expect(throws: RenderError.self) { try canvas.clip(to: mask) }
        mask.bitmap = try Bitmap(width: 3, height: 3, format: .rgba8)
        #expect(throws: RenderError.invalidBitmap(reason: "the bitmap is rgba8 where gray8 is needed")) {
            try canvas.fill(mask: mask, color: .black)
        }
        #expect(canvas.bitmap().pixels.allSatisfy { $0 == 0 })
    }
}
