import BubbleRender
import CLibWebPDemux
import Geometry
import LinkBubble
import Testing

/// Animated WebP played by libwebpdemux's animation decoder, as a viewer plays it: every
/// frame equals the drawn frame pixel for pixel, whatever changed between frames.
@Suite struct AnimatedWebPTests {
    /// A timeline whose every frame is the same scene.
    struct Still: SceneTimeline {
        var duration = 0.1

        func scene(at fraction: Double) throws(RenderError) -> Scene {
            try FrameSequenceTests.Slide().scene(at: 0.5)
        }
    }

    /// The canvases libwebpdemux composes, in order, with their end times in milliseconds,
    /// as RGBA bitmaps; and the canvas size.
    static func play(_ bytes: [UInt8]) throws -> (frames: [(end: Int, bitmap: Bitmap)], width: Int, height: Int) {
        var options = WebPAnimDecoderOptions()
        #expect(WebPAnimDecoderOptionsInit(&options) != 0)
        options.color_mode = MODE_RGBA
        return try bytes.withUnsafeBufferPointer { bytes in
            var data = WebPData(bytes: bytes.baseAddress, size: bytes.count)
            let decoder = try #require(WebPAnimDecoderNew(&data, &options))
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            #expect(WebPAnimDecoderGetInfo(decoder, &info) != 0)
            #expect(info.loop_count == 0)
            let (width, height) = (Int(info.canvas_width), Int(info.canvas_height))
            var frames: [(Int, Bitmap)] = []
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                #expect(WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0)
                let canvas = try #require(pixels)
                let bitmap = try Bitmap(
                    width: width, height: height, format: .rgba8,
                    pixels: Array(UnsafeBufferPointer(start: canvas, count: width * height * 4)))
                frames.append((Int(timestamp), bitmap))
            }
            return (frames, width, height)
        }
    }

    /// Every frame of `frames` played from its WebP equals the drawn frame, and ends at
    /// its time rounded to the millisecond.
    static func expectPlaysEveryFrame(_ frames: FrameSequence) throws {
        let played = try play(try frames.webp())
        let first = try frames.scene(ofFrame: 0)
        #expect(played.width == first.pixelWidth && played.height == first.pixelHeight)
        #expect(played.frames.count == frames.count)
        for (index, frame) in played.frames.enumerated() {
            let drawn = try frames.scene(ofFrame: index).canvas().bitmap()
            #expect(frame.bitmap == drawn, "frame \(index)")
            #expect(frame.end == Int((Double(index + 1) * frames.schedule.frameDuration * 1000).rounded()))
        }
    }

    @Test func aSlidingFadingSquarePlaysExactly() throws {
        try Self.expectPlaysEveryFrame(try FrameSequence(FrameSequenceTests.Slide(), frameRate: 50))
    }

    /// Frames equal to the one before are a pixel each, and still play.
    @Test func unchangedFramesPlayExactly() throws {
        let frames = try FrameSequence(Still(), frameRate: 50)
        try Self.expectPlaysEveryFrame(frames)
        let oneFrame = try FrameSequence(Still(duration: 0.02), frameRate: 50)
        #expect(try frames.webp().count < oneFrame.webp().count + 6 * 64)
    }

    /// A lift over more frames than are drawn at once (the shadow, the morphing platter,
    /// the fading glyphs; transparent around them).
    @Test func aLiftPlaysExactly() throws {
        var text = AttributedText("Read the guide at https://example.com/docs/link-previews before Friday.")
        try text.addLink("https://example.com/docs/link-previews", range: 18..<56)
        let preview = try LinkPreview(
            text: text, container: TextContainer(width: 204), characterRange: text.links[0].range, style: .ios)
        let card = LiftDestination(size: Size(width: 220, height: 120), centeredOn: preview.center ?? .zero)
        let lift = try LinkAnimation(
            preview: preview, kind: .lift(card), appearance: PreviewAppearance(scale: 1, shadow: PreviewShadow()))
        try Self.expectPlaysEveryFrame(try FrameSequence(lift, frameRate: 40))
    }
}
