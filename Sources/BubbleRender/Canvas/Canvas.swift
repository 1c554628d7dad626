import Geometry

/// An RGBA image being drawn: paths, strokes, soft shadows and laid-out glyphs,
/// composited "source over" with correct alpha, then clipped by masks.
///
/// The canvas covers the path-space rect from ``origin`` to
/// `origin + (width, height) / scale`: a path point p lands on device pixel
/// position `(p - origin) * scale`, y down, and pixel (i, j) covers device x from
/// i to i + 1. Pixels are stored premultiplied by alpha, 8 bits per channel, and
/// handed out straight (un-premultiplied) by ``bitmap()``, as PNG needs.
///
/// Two canvases are equal when their size, scale, origin and pixels are.
///
/// ## Threading
/// A canvas is a value: each copy draws on its own pixels (copied on the first write
/// after a copy), so give every thread or task its own canvas rather than sharing one.
/// Each drawing call has a FreeType library of its own while it runs (kept in a small
/// pool between calls), and reaches fonts
/// only through `Font.withFace`, which serializes use of a face. Process-wide caches
/// are shared by all canvases on all threads, each behind a lock and bounded: glyph
/// outlines and coverage images per pen phase (4 MiB each, see ``drawGlyphs(_:)``),
/// color glyph images (emoji, 32 MiB) and the buffer pool (8 MiB), from which a canvas
/// takes its pixels and drawing calls their coverage grids, and to which they go back
/// when the canvas or the call is done, so warm renders reuse mapped memory.
public struct Canvas: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Device pixels per path unit.
    public let scale: Double
    /// The path-space point at the canvas's top-left corner.
    public let origin: Point
    /// The pixels, premultiplied RGBA, `width * height * 4` bytes from the buffer pool.
    /// Shared between copies of the canvas until one of them writes (``withPixels(_:)``).
    private(set) var premultiplied: PooledBuffer<UInt8>
    /// Whether the pixels are all transparent without the buffer holding those zeros
    /// yet (see ``init(unwrittenWidth:height:scale:origin:)``).
    private(set) var isUnwritten: Bool

    /// Creates a transparent canvas of `width` x `height` pixels showing the
    /// path-space rect from `origin` at `scale` device pixels per unit.
    ///
    /// - Throws: ``RenderError/invalidScale(_:)`` (a scale outside
    ///   ``RenderLimits/minimumScale`` through ``RenderLimits/maximumScale``),
    ///   ``RenderError/invalidArgument(name:value:)`` (an origin that is not finite
    ///   in path units or in device pixels),
    ///   ``RenderError/imageTooLarge(width:height:)`` or
    ///   ``RenderError/invalidBitmap(reason:)`` (a side under 1).
    public init(width: Int, height: Int, scale: Double, origin: Point = .zero) throws(RenderError) {
        try self.init(unwrittenWidth: width, height: height, scale: scale, origin: origin)
        clearIfUnwritten()
    }

    /// A transparent canvas as ``init(width:height:scale:origin:)`` makes, whose buffer is
    /// not cleared: its first composite writes every byte (the pixels it paints, zeros
    /// around them), so a scene whose first element covers most of the canvas is not
    /// cleared before being painted over. Any other first write clears the buffer, and
    /// so does ``clearIfUnwritten()``, which is due before the pixels are read.
    init(unwrittenWidth width: Int, height: Int, scale: Double, origin: Point) throws(RenderError) {
        try DeviceGrid.checkScale(scale)
        // The origin in device pixels must be finite too, or every coordinate
        // relative to it would be NaN.
        guard (origin.x * scale).isFinite else { throw .invalidArgument(name: "origin.x", value: origin.x) }
        guard (origin.y * scale).isFinite else { throw .invalidArgument(name: "origin.y", value: origin.y) }
        _ = try DeviceGrid.checkedSize(width: Double(width), height: Double(height))
        try Bitmap.checkSize(width: width, height: height)
        self.premultiplied = PooledBuffer(count: width * height * 4, zeroed: false)
        self.isUnwritten = true
        self.width = width
        self.height = height
        self.scale = scale
        self.origin = origin
    }
}

extension Canvas {
    /// Runs `body` with the premultiplied pixels to change, copying them first unless
    /// this canvas holds the only reference to them, and clearing them first while they
    /// are unwritten.
    mutating func withPixels<Result, Failure: Error>(
        _ body: (UnsafeMutableBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        makePixelsUnique()
        if isUnwritten {
            premultiplied.base.update(repeating: 0, count: premultiplied.count)
            isUnwritten = false
        }
        return try body(premultiplied.buffer)
    }

    /// Gives this canvas a buffer of its own unless it holds the only reference to its
    /// pixels: a copy of them, or a new buffer while they are unwritten.
    private mutating func makePixelsUnique() {
        guard !isKnownUniquelyReferenced(&premultiplied) else { return }
        premultiplied = isUnwritten ? PooledBuffer(count: premultiplied.count, zeroed: false) : premultiplied.copy()
    }

    /// Clears the pixels while nothing has written them, so that the buffer holds the image.
    mutating func clearIfUnwritten() {
        if isUnwritten { withPixels { _ in } }
    }

    /// Runs `body` with the pixels to write from scratch while they are unwritten (then
    /// they count as written: `body` must write every byte), else returns nil.
    mutating func withUnwrittenPixels<Result>(_ body: (UnsafeMutablePointer<UInt8>) -> Result) -> Result? {
        guard isUnwritten else { return nil }
        makePixelsUnique()
        isUnwritten = false
        return body(premultiplied.base)
    }

    /// Two canvases are equal when their size, scale, origin and pixels are.
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.scale == rhs.scale, lhs.origin == rhs.origin
        else { return false }
        return lhs.premultiplied === rhs.premultiplied
            || UnsafeRawBufferPointer(lhs.premultiplied.buffer).elementsEqual(UnsafeRawBufferPointer(rhs.premultiplied.buffer))
    }

    /// Hashes the size, scale, origin and pixels.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(scale)
        hasher.combine(origin)
        hasher.combine(bytes: UnsafeRawBufferPointer(premultiplied.buffer))
    }
}
