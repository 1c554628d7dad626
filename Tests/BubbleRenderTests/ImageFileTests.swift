import BubbleRender
import Foundation
import Geometry
import Testing

/// Reading PNG, JPEG and WebP images, writing WebP, and refusing damaged or huge
/// images with one typed error, before decoding their pixels.
@Suite struct ImageFileTests {
    /// A 16 x 8 JPEG (libjpeg-turbo, quality 95): red falls and blue rises left to
    /// right, green rises top to bottom.
    static let jpeg = [UInt8](Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwBvjb/gl99//inP/IVeQeNv+CX338+Hv/IVFFfG/Q78SeLP9n/fdu/l5nl/Sp8XOOP3/wDtHfv/AJn/2Q==")!)

    /// A 5 x 3 RGBA bitmap with a different color in every pixel, some translucent.
    static func sampleBitmap() throws -> Bitmap {
        var pixels: [UInt8] = []
        for index in 0..<15 { pixels += [UInt8(index * 17), UInt8(255 - index * 13), UInt8(index * 7), index % 4 == 0 ? 128 : 255] }
        return try Bitmap(width: 5, height: 3, format: .rgba8, pixels: pixels)
    }

    @Test func formatsAreToldApartByTheirSignatures() throws {
        #expect(ImageFileFormat(sniffing: try PNGCodec.encode(try Self.sampleBitmap())) == .png)
        #expect(ImageFileFormat(sniffing: Self.jpeg) == .jpeg)
        #expect(ImageFileFormat(sniffing: try WebPCodec.encode(try Self.sampleBitmap())) == .webp)
        #expect(ImageFileFormat(sniffing: Array("GIF89a".utf8)) == nil)
        #expect(ImageFileFormat(sniffing: []) == nil)
    }

    @Test func pngAndLosslessWebPGiveBackEveryPixel() throws {
        let bitmap = try Self.sampleBitmap()
        #expect(try Bitmap(decoding: try PNGCodec.encode(bitmap)) == bitmap)
        #expect(try Bitmap(decoding: try WebPCodec.encode(bitmap)) == bitmap)
    }

    @Test func lossyWebPIsClose() throws {
        var pixels: [UInt8] = []
        for y in 0..<64 {
            for x in 0..<64 { pixels += [UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2), 255] }
        }
        let bitmap = try Bitmap(width: 64, height: 64, format: .rgba8, pixels: pixels)
        let lossy = try WebPCodec.encode(bitmap, quality: 80)
        let decoded = try Bitmap(decoding: lossy)
        #expect(decoded.width == 64 && decoded.height == 64)
        let largest = zip(decoded.pixels, bitmap.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largest <= 24)
        #expect(throws: RenderError.invalidArgument(name: "quality", value: 101)) { try WebPCodec.encode(bitmap, quality: 101) }
    }

    @Test func jpegDecodesToOpaqueRGBA() throws {
        let bitmap = try Bitmap(decoding: Self.jpeg)
        #expect(bitmap.width == 16 && bitmap.height == 8 && bitmap.format == .rgba8)
        #expect(stride(from: 3, to: bitmap.pixels.count, by: 4).allSatisfy { bitmap.pixels[$0] == 255 })
        // Red falls and blue rises from left to right, within JPEG's error.
        let left = bitmap[0, 4], right = bitmap[15, 4]
        #expect(left[left.startIndex] > 200 && left[left.startIndex + 2] < 50)
        #expect(right[right.startIndex] < 50 && right[right.startIndex + 2] > 200)
    }

    @Test(arguments: [ImageFileFormat.png, .jpeg, .webp])
    func truncatedImagesAreRefused(_ format: ImageFileFormat) throws {
        let bitmap = try Self.sampleBitmap()
        let whole = switch format {
        case .png: try PNGCodec.encode(bitmap)
        case .jpeg: Self.jpeg
        case .webp: try WebPCodec.encode(bitmap)
        }
        // PNG's last 12 bytes are its IEND chunk: cut into the image data before them.
        for length in [whole.count / 3, whole.count * 2 / 3, whole.count - 20] {
            #expect(throws: RenderError.self) { try Bitmap(decoding: Array(whole.prefix(length))) }
        }
    }

    @Test func otherBytesAreNotAnImage() {
        #expect(throws: RenderError.unsupportedImage) { try Bitmap(decoding: Array("not an image".utf8)) }
        #expect(throws: RenderError.unsupportedImage) { try Bitmap(decoding: []) }
        #expect(RenderError.unsupportedImage.description == "the image is not a PNG, JPEG or WebP file")
    }

    /// A PNG that claims 40,000 x 40,000 pixels, then ends: refused from its header.
    @Test func aHugePNGIsRefusedFromItsHeader() throws {
        var png = try PNGCodec.encode(try Self.sampleBitmap())
        // IHDR's width and height follow the signature (8), the length (4) and the type (4).
        let side: [UInt8] = [0, 0, 0x9C, 0x40]
        png.replaceSubrange(16..<20, with: side)
        png.replaceSubrange(20..<24, with: side)
        #expect(throws: RenderError.self) { try Bitmap(decoding: png) }
        do {
            _ = try Bitmap(decoding: png)
        } catch {
            #expect("\(error)".contains("40000") || "\(error)".hasPrefix("PNG error"))
        }
    }

    /// A JPEG whose frame header claims 60,000 x 60,000 pixels: refused before a pixel
    /// is decoded, as too large.
    @Test func aHugeJPEGIsRefusedFromItsHeader() throws {
        var jpeg = Self.jpeg
        // The baseline frame header (FF C0): length (2), precision (1), height (2), width (2).
        let marker = try #require((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange(marker + 5..<marker + 9, with: [0xEA, 0x60, 0xEA, 0x60])
        #expect(throws: RenderError.imageTooLarge(width: 60000, height: 60000)) { try Bitmap(decoding: jpeg) }
    }

    @Test func filesAreReadUpToTheLimit() throws {
        let path = NSTemporaryDirectory() + "linkbubble-image-\(UUID().uuidString).jpg"
        try Data(Self.jpeg).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try Bitmap(contentsOfFile: path).width == 16)
        #expect(throws: RenderError.cannotRead(path: path + ".missing", reason: "it cannot be opened or read")) {
            try Bitmap(contentsOfFile: path + ".missing")
        }
    }

    @Test func anImageElementIsCopiedAtItsOwnSizeAndScaledOtherwise() throws {
        let bitmap = try Self.sampleBitmap()
        var scene = try Scene(covering: Rect(x: 0, y: 0, width: 5, height: 3), scale: 1)
        scene.elements.append(.image(SceneImage(bitmap: bitmap)))
        // Straight alpha in, straight alpha out: the same pixels, up to premultiplying.
        let copied = try scene.canvas().bitmap()
        for (out, original) in zip(copied.pixels, bitmap.pixels) { #expect(abs(Int(out) - Int(original)) <= 2) }
        var doubled = try Scene(covering: Rect(x: 0, y: 0, width: 5, height: 3), scale: 2)
        doubled.elements.append(.image(SceneImage(bitmap: bitmap)))
        let scaled = try doubled.canvas().bitmap()
        #expect(scaled.width == 10 && scaled.height == 6)
        // Inside the edges (which blend with the transparent outside), every pixel is
        // covered at least as much as the most transparent source pixel (alpha 128).
        for y in 1..<5 {
            for x in 1..<9 { #expect(scaled[x, y][scaled[x, y].startIndex + 3] >= 126) }
        }
        let svg = try scene.svg()
        #expect(svg.contains("<image x=\"0\" y=\"0\" width=\"5\" height=\"3\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,"))
    }

    @Test func aBadImageElementIsATypedError() throws {
        var scene = try Scene(covering: Rect(x: 0, y: 0, width: 5, height: 3), scale: 1)
        scene.elements.append(.image(SceneImage(bitmap: try Self.sampleBitmap(), pointsPerPixel: 0)))
        #expect(throws: RenderError.invalidArgument(name: "pointsPerPixel", value: 0)) { try scene.canvas() }
        #expect(throws: RenderError.invalidArgument(name: "pointsPerPixel", value: 0)) { try scene.svg() }
    }
}
