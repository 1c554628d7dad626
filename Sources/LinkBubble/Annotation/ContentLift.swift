/// Content lifted off an image: the pixels inside rects with the estimated background
/// taken out of them ("color to alpha"), so that they can be drawn again over a
/// platter. Each pixel becomes the most transparent color that, drawn over the
/// background, gives the pixel back: text and icons keep their colors and their
/// antialiased edges, and the background drops out.
enum ContentLift {
    /// One image element over the rects' bounding box, the pixels inside the rects
    /// lifted, the others transparent; nil when no pixel lies inside them.
    static func image(of image: Bitmap, rects: [Rect], background: Color) -> SceneElement? {
        let background = (Color._byte(background.red), Color._byte(background.green), Color._byte(background.blue))
        guard let coverage = PixelCoverage(rects: rects, imageWidth: image.width, imageHeight: image.height) else {
            return nil
        }
        let (width, left, top) = (coverage.width, coverage.left, coverage.top)
        var pixels = [UInt8](repeating: 0, count: width * coverage.height * 4)
        coverage.forEachPixel { row, column in
            let source = (row * image.width + column) * 4, target = ((row - top) * width + column - left) * 4
            let lifted = lift((image.pixels[source], image.pixels[source + 1], image.pixels[source + 2]), from: background)
            (pixels[target], pixels[target + 1], pixels[target + 2]) = (lifted.0, lifted.1, lifted.2)
            pixels[target + 3] = multiplyBytes(lifted.3, image.pixels[source + 3])
        }
        // The box lies within the image, whose size was checked.
        guard let bitmap = try? Bitmap(width: width, height: coverage.height, format: .rgba8, pixels: pixels) else {
            return nil
        }
        return .image(SceneImage(bitmap: bitmap, origin: Point(x: Double(left), y: Double(top))))
    }

    /// The straight RGBA color with the least alpha that, drawn over `background`,
    /// gives `pixel`: alpha is the largest of the channels' needs (a channel above the
    /// background's needs `(p - b) / (255 - b)`, one below it `(b - p) / b`).
    static func lift(
        _ pixel: (UInt8, UInt8, UInt8), from background: (UInt8, UInt8, UInt8)
    ) -> (UInt8, UInt8, UInt8, UInt8) {
        let channels = [(Double(pixel.0), Double(background.0)), (Double(pixel.1), Double(background.1)),
                        (Double(pixel.2), Double(background.2))]
        let alpha = channels.map { pixel, back in
            pixel > back ? (pixel - back) / (255 - back) : pixel < back ? (back - pixel) / back : 0
        }.max() ?? 0
        guard alpha > 0 else { return (0, 0, 0, 0) }
        let colors = channels.map { pixel, back in
            UInt8(Swift.min(255, Swift.max(0, (back + (pixel - back) / alpha).rounded())))
        }
        return (colors[0], colors[1], colors[2], UInt8((Swift.min(1, alpha) * 255).rounded()))
    }

    /// `a * b / 255`, rounded.
    private static func multiplyBytes(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8((Int(a) * Int(b) + 127) / 255)
    }
}
