/// Writes animated PNG (APNG) files: a PNG whose `acTL` chunk announces the frames,
/// each frame an `fcTL` chunk (size, delay, no disposal, source blending) and its image
/// data, compressed by the PNG writer's own code (``PNGWriter``): the first frame in
/// `IDAT` (what a viewer without APNG support shows), the others in `fdAT`.
///
/// Debian's libpng has no APNG support (its APNG patch is not applied), so the chunks
/// are written here, after the APNG specification.
struct APNGWriter {
    /// The file so far.
    private var bytes: [UInt8] = []
    /// The next chunk sequence number (`fcTL` and `fdAT` share one sequence).
    private var sequence: UInt32 = 0
    private let width: Int, height: Int
    /// The delay of every frame as a fraction of a second.
    private let delay: (numerator: UInt16, denominator: UInt16)
    private var framesWritten = 0

    /// A writer of `frameCount` frames of `width` x `height` RGBA pixels, each shown
    /// for `frameDuration` seconds, the animation repeating forever.
    init(width: Int, height: Int, frameCount: Int, frameDuration: Double) {
        (self.width, self.height) = (width, height)
        let perSecond = 1 / frameDuration
        if perSecond.rounded() == perSecond, perSecond <= Double(UInt16.max) {
            delay = (1, UInt16(perSecond))
        } else {
            delay = (UInt16(min((frameDuration * 1000).rounded(), Double(UInt16.max))), 1000)
        }
        bytes.appendSignatureAndHeader(width: width, height: height, format: .rgba8)
        var control: [UInt8] = []
        control.appendBigEndian(UInt32(frameCount))
        control.appendBigEndian(0)  // plays: 0 repeats forever
        control.withUnsafeBufferPointer { bytes.appendChunk("acTL", $0) }
    }

    /// The image data of `canvas`'s pixels, for ``append(compressed:)``: a zlib stream
    /// of the filtered rows, as ``PNGWriter`` compresses them.
    static func compress(_ canvas: Canvas) throws(RenderError) -> [UInt8] {
        let (pixels, width) = (canvas.premultiplied.base, canvas.width)
        defer { withExtendedLifetime(canvas) {} }
        return try PNGWriter.compressImage(width: width, height: canvas.height, format: .rgba8, writeRow: { row, target in
            Canvas.unpremultiply(from: pixels + row * width * 4, to: target, count: width)
        }, { Array($0) })
    }

    /// Appends the next frame: its image data from ``compress(_:)``.
    mutating func append(compressed image: [UInt8]) {
        var control: [UInt8] = []
        control.appendBigEndian(nextSequence())
        for value in [width, height, 0, 0] { control.appendBigEndian(UInt32(value)) }
        control += [UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF)]
        control += [UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF)]
        control += [0, 0]  // dispose_op none, blend_op source
        control.withUnsafeBufferPointer { bytes.appendChunk("fcTL", $0) }
        if framesWritten == 0 {
            image.withUnsafeBufferPointer { bytes.appendChunk("IDAT", $0) }
        } else {
            var data: [UInt8] = []
            data.reserveCapacity(4 + image.count)
            data.appendBigEndian(nextSequence())
            data.append(contentsOf: image)
            data.withUnsafeBufferPointer { bytes.appendChunk("fdAT", $0) }
        }
        framesWritten += 1
    }

    /// The finished file.
    consuming func finish() -> [UInt8] {
        bytes.appendChunk("IEND", UnsafeBufferPointer(start: nil, count: 0))
        return bytes
    }

    private mutating func nextSequence() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }
}
