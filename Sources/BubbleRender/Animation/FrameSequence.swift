/// The frames of a ``SceneTimeline`` at a frame rate, and the files made of them:
/// animated WebP, APNG, numbered PNGs and an animated SVG.
///
/// Frame `i` is the timeline's scene at ``FrameSchedule/fraction(ofFrame:)``: the first
/// at the start, the last exactly at the end. Each file shows every frame for
/// ``FrameSchedule/frameDuration`` seconds and repeats forever.
///
/// ```swift
/// let frames = try FrameSequence(animation, frameRate: 60)
/// let webp = try frames.webp()
/// ```
///
/// A value: share and copy it freely.
public struct FrameSequence: Sendable {
    /// What the frames show.
    public let timeline: any SceneTimeline
    /// When they show.
    public let schedule: FrameSchedule

    /// The frames of `timeline` at `frameRate` frames per second.
    ///
    /// - Throws: ``AnimationError`` for a duration or frame rate out of range, or too
    ///   many frames (see ``FrameSchedule/init(duration:frameRate:)``).
    public init(_ timeline: any SceneTimeline, frameRate: Double) throws(AnimationError) {
        self.timeline = timeline
        self.schedule = try FrameSchedule(duration: timeline.duration, frameRate: frameRate)
    }

    /// How many frames there are.
    public var count: Int { schedule.frameCount }

    /// The scene of frame `index`.
    ///
    /// - Throws: The ``RenderError`` the timeline throws.
    public func scene(ofFrame index: Int) throws(RenderError) -> Scene {
        try timeline.scene(at: schedule.fraction(ofFrame: index))
    }

    /// Every frame as a PNG file, in order; frames are drawn and compressed on every
    /// core (up to 4).
    ///
    /// - Throws: A ``RenderError`` from drawing or encoding a frame.
    public func pngFrames() throws(RenderError) -> [[UInt8]] {
        let first = try scene(ofFrame: 0)
        return try FrameWork.map(count) { index throws(RenderError) in try canvas(ofFrame: index, first: first).png() }
    }

    /// The frames as an animated PNG (APNG; Debian's libpng cannot write one, so its
    /// chunks are written here around image data compressed as ``Scene/png()``
    /// compresses it). Frames are drawn and compressed on every core (up to 4).
    ///
    /// - Throws: A ``RenderError`` from drawing or encoding a frame.
    public func apng() throws(RenderError) -> [UInt8] {
        let first = try scene(ofFrame: 0)
        let images = try FrameWork.map(count) { index throws(RenderError) in
            try APNGWriter.compress(try canvas(ofFrame: index, first: first))
        }
        var writer = APNGWriter(
            width: first.pixelWidth, height: first.pixelHeight, frameCount: count, frameDuration: schedule.frameDuration)
        for image in images { writer.append(compressed: image) }
        return writer.finish()
    }

    /// The frames as an animated WebP, every frame lossless, written by libwebp's
    /// animation encoder (libwebpmux). Frame times are whole milliseconds: each frame
    /// ends at its exact time rounded, so the rounding never adds up.
    ///
    /// - Throws: ``RenderError/webp(message:)`` from the encoder, or a ``RenderError``
    ///   from drawing a frame.
    public func webp() throws(RenderError) -> [UInt8] {
        var writer: AnimatedWebPWriter?
        try forEachCanvas { index, canvas throws(RenderError) in
            if writer == nil { writer = try AnimatedWebPWriter(width: canvas.width, height: canvas.height) }
            let end = Int((Double(index + 1) * schedule.frameDuration * 1000).rounded())
            let start = Int((Double(index) * schedule.frameDuration * 1000).rounded())
            try writer?.append(canvas, milliseconds: max(end - start, 1))
        }
        guard let writer = writer.take() else { return [] }
        return try writer.finish()
    }

    /// The frames as one SVG document that a browser plays: a flipbook, each frame the
    /// SVG of its scene (as ``Scene/svg()`` writes it) in a group that SMIL shows for
    /// its slot of the loop. Every frame is vector, so the document shows exactly what
    /// the raster frames show, up to the browser's antialiasing.
    ///
    /// - Throws: ``RenderError/documentTooLarge(limit:)`` when all frames together pass
    ///   ``RenderLimits/maximumSVGBytes``, or a ``RenderError`` from a frame's scene.
    public func svg() throws(RenderError) -> [UInt8] {
        let first = try scene(ofFrame: 0)
        var writer = SVGWriter(scene: first)
        for index in 0..<count {
            let frame = index == 0 ? first : try scene(ofFrame: index)
            try checkSize(of: frame, like: first)
            try writer.beginFrame(index, of: count, frameDuration: schedule.frameDuration)
            try frame.draw(into: &writer)
            try writer.endFrame()
        }
        return writer.finish()
    }

    /// Draws every frame and hands each canvas to `body`, in order, on the calling
    /// thread; a helper thread draws the next frames meanwhile.
    ///
    /// - Throws: ``RenderError/invalidArgument(name:value:)`` when a frame's pixel size
    ///   differs from the first frame's, or what drawing or `body` throws.
    public func forEachCanvas(_ body: (Int, Canvas) throws(RenderError) -> Void) throws(RenderError) {
        let first = try scene(ofFrame: 0)
        try FrameWork.pipeline(count, make: { index throws(RenderError) in try canvas(ofFrame: index, first: first) },
                               body: body)
    }

    /// Frame `index` drawn, checked to have `first`'s pixel size.
    private func canvas(ofFrame index: Int, first: Scene) throws(RenderError) -> Canvas {
        let frame = index == 0 ? first : try scene(ofFrame: index)
        try checkSize(of: frame, like: first)
        return try frame.canvas()
    }

    /// Throws unless `frame` has `first`'s pixel size.
    private func checkSize(of frame: Scene, like first: Scene) throws(RenderError) {
        guard frame.pixelWidth == first.pixelWidth else {
            throw .invalidArgument(name: "frame width", value: Double(frame.pixelWidth))
        }
        guard frame.pixelHeight == first.pixelHeight else {
            throw .invalidArgument(name: "frame height", value: Double(frame.pixelHeight))
        }
    }
}
