import BubbleRender
import CISAL
import LinkBubbleTestSupport
import Testing
import Geometry
import WrapPath

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

/// The encoder (ISA-L's zlib stream, chunks written by BubbleRender) read back by
/// libpng, which checks every chunk's CRC and the zlib stream's Adler-32.
@Suite struct PNGEncoderTests {
    @Test(arguments: [PixelFormat.rgba8, .gray8])
    func largeImagesRoundTripExactly(format: PixelFormat) throws {
        var random = SplitMix64(seed: 13)
        let (width, height) = (517, 203)
        var pixels = [UInt8](repeating: 0, count: width * height * format.bytesPerPixel)
        // Flat areas, gradients and noise, as previews have.
        for index in pixels.indices {
            let row = index / (width * format.bytesPerPixel)
            pixels[index] = row < 60 ? 255 : row < 120 ? UInt8(truncatingIfNeeded: index / 7) : UInt8(truncatingIfNeeded: random.next())
        }
        let bitmap = try Bitmap(width: width, height: height, format: format, pixels: pixels)
        let png = try PNGCodec.encode(bitmap)
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        #expect(Array(png.suffix(8).prefix(4)) == Array("IEND".utf8))
        #expect(try PNGCodec.decode(png, as: format) == bitmap)
    }

    /// Noise does not compress: igzip falls back to stored blocks, which must fit the
    /// encoder's output buffer (the input plus 5 bytes per 65,535).
    @Test(arguments: [PixelFormat.rgba8, .gray8])
    func noiseRoundTripsInStoredBlocks(format: PixelFormat) throws {
        var random = SplitMix64(seed: 7)
        let (width, height) = (401, 263)
        let pixels = (0..<width * height * format.bytesPerPixel).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let bitmap = try Bitmap(width: width, height: height, format: format, pixels: pixels)
        let png = try PNGCodec.encode(bitmap)
        let filteredCount = (width * format.bytesPerPixel + 1) * height
        #expect(png.count >= filteredCount, "noise stays about its size")
        #expect(png.count <= 8 + 25 + 12 + filteredCount + 5 * (filteredCount / 65_535 + 1) + 6 + 12)
        #expect(try PNGCodec.decode(png, as: format) == bitmap)
    }

    /// Images that are one byte value throughout (igzip writes those as runs from the
    /// start), a single pixel, and one that starts transparent, as previews do.
    @Test func constantAndTinyImagesRoundTrip() throws {
        for value: UInt8 in [0, 255, 77] {
            let bitmap = try Bitmap(width: 300, height: 90, format: .rgba8,
                                    pixels: [UInt8](repeating: value, count: 300 * 90 * 4))
            #expect(try PNGCodec.decode(try PNGCodec.encode(bitmap)) == bitmap)
        }
        let single = try Bitmap(width: 1, height: 1, format: .rgba8, pixels: [9, 8, 7, 6])
        #expect(try PNGCodec.decode(try PNGCodec.encode(single)) == single)
        var pixels = [UInt8](repeating: 0, count: 200 * 120 * 4)
        for index in 60 * 200 * 4..<pixels.count { pixels[index] = UInt8(truncatingIfNeeded: index % 251) }
        let transparentTop = try Bitmap(width: 200, height: 120, format: .rgba8, pixels: pixels)
        #expect(try PNGCodec.decode(try PNGCodec.encode(transparentTop)) == transparentTop)
    }

    /// The encoder's buffers come from the pool as their last user left them: the same
    /// image gives the same bytes before and after other images went through them.
    @Test func encodingDoesNotDependOnWhatThePoolsBuffersHeld() throws {
        var random = SplitMix64(seed: 21)
        let (width, height) = (330, 140)
        func image(_ flat: Bool) throws -> Bitmap {
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for index in pixels.indices {
                let shift: UInt64 = index % 5 == 0 ? 0 : 6
                pixels[index] = flat ? UInt8(index / 4 % 3 * 60) : UInt8(truncatingIfNeeded: random.next() >> shift)
            }
            return try Bitmap(width: width, height: height, format: .rgba8, pixels: pixels)
        }
        let (first, other) = (try image(true), try image(false))
        let before = try PNGCodec.encode(first)
        for _ in 0..<3 { _ = try PNGCodec.encode(other) }
        #expect(try PNGCodec.encode(first) == before)
        #expect(try PNGCodec.decode(before) == first)
    }

    /// ISA-L's AVX code returns with the vector registers' upper halves dirty, which
    /// made the SSE code after it (drawing the next preview) 2 to 4 times slower; the
    /// encoder clears them. Read from XINUSE (XGETBV 1); a CPU that cannot report it
    /// (not x86-64, no AVX or no XGETBV 1) has nothing to check.
    @Test func encodingLeavesTheVectorRegistersClean() throws {
        var pixels = [UInt8](repeating: 0, count: 400 * 150 * 4)
        for index in stride(from: 40 * 400 * 4, to: pixels.count, by: 3) { pixels[index] = UInt8(truncatingIfNeeded: index / 13) }
        let bitmap = try Bitmap(width: 400, height: 150, format: .rgba8, pixels: pixels)
        _ = try PNGCodec.encode(bitmap)
        let inUse = linkbubble_upper_vector_state_in_use()
        #expect(inUse != 1)
    }

    @Test func aCanvasEncodesAsItsStraightBitmap() throws {
        var canvas = try Canvas(width: 90, height: 40, scale: 2)
        let bubble = Bubble.bubbles(around: [Rect(x: 2, y: 2, width: 40, height: 16)], style: .ios)[0].path
        try canvas.drawShadow(of: bubble, color: Color(red: 0.2, green: 0.1, blue: 0.6, alpha: 0.5), blurRadius: 4,
                              offset: Point(x: 1, y: 2))
        try canvas.fill(bubble, color: Color(red: 1, green: 1, blue: 1, alpha: 0.7))
        let png = try canvas.png()
        #expect(png == (try PNGCodec.encode(canvas.bitmap())))
        #expect(try PNGCodec.decode(png) == canvas.bitmap())
    }
}

