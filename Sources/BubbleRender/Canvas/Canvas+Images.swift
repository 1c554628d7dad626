import Geometry

extension Canvas {
    /// Draws `image` over the canvas, source over (see ``SceneImage``).
    ///
    /// An image of one device pixel per bitmap pixel whose corner sits on a whole device
    /// pixel is copied as it is (premultiplied on the way; opaque pixels replace what is
    /// under them); any other image is scaled, only its part inside the canvas.
    ///
    /// - Throws: ``RenderError/invalidBitmap(reason:)`` for pixels that are not RGBA or
    ///   do not fit the size, ``RenderError/invalidArgument(name:value:)`` for a
    ///   non-finite origin or a scale that is not positive,
    ///   ``RenderError/coordinateOutOfRange(_:)`` for an edge past
    ///   ``RenderLimits/maximumCoordinate``.
    public mutating func drawImage(_ image: SceneImage) throws(RenderError) {
        try image.check()
        let frame = image.frame
        let box = Rect(
            x: (frame.minX - origin.x) * scale, y: (frame.minY - origin.y) * scale,
            width: frame.width * scale, height: frame.height * scale)
        guard let placement = try ImagePlacement(deviceBox: box, canvasWidth: width, canvasHeight: height) else { return }
        let factor = image.pointsPerPixel * scale
        if factor == 1, placement.phaseX == 0, placement.phaseY == 0, box.minX == box.minX.rounded(),
            box.minY == box.minY.rounded()
        {
            copy(image.bitmap, at: placement)
        } else {
            let premultiplied = Self.premultiplied(image.bitmap.pixels)
            let pixels = placement.resample(premultiplied, width: image.bitmap.width, height: image.bitmap.height, factor: factor)
            compositeImage(pixels, at: placement, opacity: 255)
        }
    }

    /// Composites the straight RGBA pixels of `bitmap` (one per device pixel) over the
    /// canvas at `placement`'s visible part.
    private mutating func copy(_ bitmap: Bitmap, at placement: ImagePlacement) {
        let canvasWidth = width, rowBytes = placement.columns.count * 4
        bitmap.pixels.withUnsafeBufferPointer { source in
            withPixels { target in
                for row in placement.rows {
                    let from = source.baseAddress! + (row * bitmap.width + placement.columns.lowerBound) * 4
                    let to = target.baseAddress! + ((placement.top + row) * canvasWidth + placement.left + placement.columns.lowerBound) * 4
                    Self.compositeStraight(from, over: to, byteCount: rowBytes)
                }
            }
        }
    }

    /// Composites `byteCount / 4` straight RGBA pixels from `source` over premultiplied
    /// ones at `target`: an opaque pixel replaces its target, a transparent one leaves
    /// it, any other is premultiplied and blended.
    private static func compositeStraight(_ source: UnsafePointer<UInt8>, over target: UnsafeMutablePointer<UInt8>, byteCount: Int) {
        var index = 0
        while index < byteCount {
            let alpha = source[index + 3]
            if alpha == 255 {
                // Runs of opaque pixels (a screenshot, most of the time) are copied whole.
                var end = index + 4
                while end < byteCount, source[end + 3] == 255 { end += 4 }
                (target + index).update(from: source + index, count: end - index)
                index = end
                continue
            }
            if alpha != 0 {
                let remaining = 255 - Int(alpha)
                for channel in 0..<3 {
                    target[index + channel] = _multiply255(source[index + channel], Int(alpha))
                        &+ _multiply255(target[index + channel], remaining)
                }
                target[index + 3] = alpha &+ _multiply255(target[index + 3], remaining)
            }
            index += 4
        }
    }

    /// Straight RGBA pixels premultiplied by their alpha.
    private static func premultiplied(_ pixels: [UInt8]) -> [UInt8] {
        var result = pixels
        for index in stride(from: 0, to: result.count, by: 4) where result[index + 3] != 255 {
            let alpha = Int(result[index + 3])
            for channel in index..<index + 3 { result[channel] = _multiply255(result[channel], alpha) }
        }
        return result
    }
}
