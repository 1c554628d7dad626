import BubbleRender
import Geometry
import Testing

/// The files of a frame sequence: APNG chunks in order around the frames' pixels, numbered
/// PNGs, an animated WebP, the SVG flipbook, and scene motion.
@Suite struct FrameSequenceTests {
    /// A square sliding right and fading, on a 40 x 20 point scene at 2x.
    struct Slide: SceneTimeline {
        var duration = 0.1

        func scene(at fraction: Double) throws(RenderError) -> Scene {
            var scene = try Scene(covering: Rect(x: 0, y: 0, width: 40, height: 20), scale: 2)
            let square = Path(rect: Rect(x: 2, y: 2, width: 16, height: 16))
            scene.appending(
                [.fill(square, color: Color(red: 0, green: 0.5, blue: 1), fillRule: .nonZero)],
                moved: SceneMotion(translation: Point(x: 20 * fraction, y: 0), opacity: 1 - fraction / 2))
            return scene
        }
    }

    /// A timeline whose scenes fail from the middle on, or change size there.
    struct Broken: SceneTimeline {
        var changesSize = false
        var duration = 0.2

        func scene(at fraction: Double) throws(RenderError) -> Scene {
            guard fraction < 0.5 else {
                if changesSize { return try Scene(covering: Rect(x: 0, y: 0, width: 30, height: 20), scale: 1) }
                throw .emptyPath
            }
            return try Scene(covering: Rect(x: 0, y: 0, width: 20, height: 20), scale: 1)
        }
    }

    /// A frame that fails fails every file, on every thread, and a frame of another size
    /// is refused; nothing is returned.
    @Test func aFailingFrameFailsEveryFile() throws {
        for timeline in [Broken(), Broken(changesSize: true)] {
            let frames = try FrameSequence(timeline, frameRate: 50)
            let expected: RenderError = timeline.changesSize ? .invalidArgument(name: "frame width", value: 30) : .emptyPath
            #expect(throws: expected) { _ = try frames.apng() }
            #expect(throws: expected) { _ = try frames.pngFrames() }
            #expect(throws: expected) { _ = try frames.webp() }
            #expect(throws: expected) { _ = try frames.svg() }
        }
    }

    /// The chunks of a PNG file: type and data.
    static func chunks(_ bytes: [UInt8]) -> [(type: String, data: [UInt8])] {
        var chunks: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append((type, Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return chunks
    }

    static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int { bytes.reduce(0) { $0 << 8 | Int($1) } }

    @Test func apngHasAControlChunkPerFrameInSequence() throws {
        let frames = try FrameSequence(Slide(), frameRate: 50)
        #expect(frames.count == 6)
        let chunks = Self.chunks(try frames.apng())
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT"] + Array(repeating: ["fcTL", "fdAT"], count: 5).flatMap { $0 } + ["IEND"])
        let actl = chunks[1].data
        #expect(Self.bigEndian(actl[0..<4]) == 6 && Self.bigEndian(actl[4..<8]) == 0)
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Self.bigEndian($0.data[0..<4]) }
        #expect(sequence == Array(0..<11))
        let control = chunks[2].data
        #expect(Self.bigEndian(control[4..<8]) == 80 && Self.bigEndian(control[8..<12]) == 40)
        #expect(Self.bigEndian(control[20..<22]) == 1 && Self.bigEndian(control[22..<24]) == 50)  // 1/50 s
        // A viewer without APNG support shows the first frame.
        let first = try PNGCodec.decode(try frames.apng())
        #expect(first == (try frames.scene(ofFrame: 0).canvas().bitmap()))
    }

    @Test func pngFramesAreTheFramesInOrder() throws {
        let frames = try FrameSequence(Slide(), frameRate: 50)
        let files = try frames.pngFrames()
        #expect(files.count == 6)
        for (index, file) in files.enumerated() {
            #expect(try PNGCodec.decode(file) == frames.scene(ofFrame: index).canvas().bitmap())
        }
    }

    @Test func webpIsAnAnimation() throws {
        let bytes = try FrameSequence(Slide(), frameRate: 50).webp()
        #expect(String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF")
        #expect(String(decoding: bytes[8..<16], as: UTF8.self) == "WEBPVP8X")
        let text = String(decoding: bytes.map { $0 < 128 ? $0 : 0 }, as: UTF8.self)
        #expect(text.contains("ANIM") && text.contains("ANMF"))
    }

    @Test func svgShowsEachFrameInItsSlot() throws {
        let frames = try FrameSequence(Slide(), frameRate: 50)
        let svg = String(decoding: try frames.svg(), as: UTF8.self)
        #expect(svg.components(separatedBy: "<g visibility=").count == 7)
        #expect(svg.contains(#"<g visibility="visible">"#))
        #expect(svg.contains(#"values="hidden;visible;hidden" keyTimes="0;0.16666666666666666;0.3333333333333333" dur="0.12s""#))
        #expect(svg.contains(#"values="hidden;visible" keyTimes="0;0.8333333333333334""#))
    }

    @Test func motionScalesAboutItsAnchorAndFades() {
        let motion = SceneMotion(scale: 2, anchor: Point(x: 10, y: 10), translation: Point(x: 1, y: 0), opacity: 0.5)
        #expect(motion.apply(to: Point(x: 12, y: 10)) == Point(x: 15, y: 10))
        #expect(motion.apply(to: Rect(x: 10, y: 10, width: 2, height: 3)) == Rect(x: 11, y: 10, width: 4, height: 6))
        let moved = SceneElement.stroke(Path(rect: Rect(x: 10, y: 10, width: 1, height: 1)), color: .black, width: 2)
            .moved(by: motion)
        guard case .stroke(_, let color, let width) = moved else { Issue.record("not a stroke"); return }
        #expect(width == 4 && color.alpha == 0.5)
        var scene = try? Scene(covering: Rect(x: 0, y: 0, width: 1, height: 1), scale: 1)
        scene?.appending([moved], moved: SceneMotion(opacity: 0))
        #expect(scene?.elements.isEmpty == true)
    }
}
