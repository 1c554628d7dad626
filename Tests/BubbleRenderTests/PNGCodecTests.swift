import BubbleRender
import LinkBubbleTestSupport
import Testing

@Suite struct PNGCodecTests {
    @Test func rgbaRoundTrip() throws {
        var bitmap = try Bitmap(width: 3, height: 2, format: .rgba8)
        for index in 0..<6 {
            bitmap.pixels.replaceSubrange(index * 4..<index * 4 + 4, with: [UInt8(index * 40), 10, 200, UInt8(255 - index * 50)])
        }
        let png = try PNGCodec.encode(bitmap)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG signature")
        let decoded = try PNGCodec.decode(png)
        #expect(decoded == bitmap)
        #expect(Array(decoded[2, 1]) == [200, 10, 200, 5])
    }

    @Test func grayRoundTripThroughAFile() throws {
        let pixels = (0..<64).map { UInt8($0 * 4) }
        let bitmap = try Bitmap(width: 8, height: 8, format: .gray8, pixels: pixels)
        let path = temporaryPath(suffix: ".png")
        try bitmap.writePNG(toFile: path)
        let bytes = try readFile(path)
        #expect(try PNGCodec.decode(bytes, as: .gray8) == bitmap)
    }

    @Test func badInputsAreTypedErrors() throws {
        #expect(throws: RenderError.self) { try PNGCodec.decode(Array("not a png".utf8)) }
        #expect(throws: RenderError.self) { try Bitmap(width: 0, height: 4, format: .gray8) }
        #expect(throws: RenderError.self) { try Bitmap(width: 2, height: 2, format: .gray8, pixels: [1, 2, 3]) }
        let bitmap = try Bitmap(width: 1, height: 1, format: .gray8)
        #expect(throws: RenderError.self) { try bitmap.writePNG(toFile: "/nonexistent-folder/x.png") }
    }
}
