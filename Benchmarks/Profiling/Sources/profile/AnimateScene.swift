import Glibc
import LinkBubble

// profile animate scenes            every frame's scene as JSON, one per line (for Skia)
// profile animate time [N]          N whole lifts timed in-process: medians as JSON
//
// A 0.5 s lift at 60 frames per second (31 frames) of the README gallery's two-line
// preview at 3x into a 300 x 180 card centered on the link.

/// `profile animate`: the Swift side of Benchmarks/peers/animate_peers.py.
func runAnimateScene(_ arguments: [String]) throws {
    let preview = try twoLinePreview()
    let card = LiftDestination(size: Size(width: 300, height: 180), centeredOn: preview.center ?? .zero)
    let lift = try LinkAnimation(preview: preview, kind: .lift(card), appearance: PreviewAppearance(scale: 3))
    let frames = try FrameSequence(lift, frameRate: 60)
    switch arguments.first {
    case "scenes":
        for index in 0..<frames.count { print(sceneJSON(try frames.scene(ofFrame: index))) }
    case "time":
        let iterations = arguments.dropFirst().compactMap { Int($0) }.first ?? 7
        var sizes = (webp: 0, apng: 0, pngs: 0)
        // Every frame's scene made and drawn; then also encoded, each way. The CPU time is
        // the process's: the frames are drawn (and compressed) on helper threads too.
        let draw = try medians(iterations, warmUp: 1, cpuClock: CLOCK_PROCESS_CPUTIME_ID) { try frames.forEachCanvas { _, _ in } }
        let webp = try medians(iterations, warmUp: 1, cpuClock: CLOCK_PROCESS_CPUTIME_ID) { sizes.webp = try frames.webp().count }
        let apng = try medians(iterations, warmUp: 1, cpuClock: CLOCK_PROCESS_CPUTIME_ID) { sizes.apng = try frames.apng().count }
        let pngs = try medians(iterations, warmUp: 1, cpuClock: CLOCK_PROCESS_CPUTIME_ID) { sizes.pngs = try frames.pngFrames().reduce(0) { $0 + $1.count } }
        let first = try frames.scene(ofFrame: 0)
        print("""
            {"frames":\(frames.count),"width":\(first.pixelWidth),"height":\(first.pixelHeight),\
            "draw_ms":\(draw.wall / 1000),"draw_cpu_ms":\(draw.cpu / 1000),\
            "webp_ms":\(webp.wall / 1000),"webp_cpu_ms":\(webp.cpu / 1000),"webp_bytes":\(sizes.webp),\
            "apng_ms":\(apng.wall / 1000),"apng_cpu_ms":\(apng.cpu / 1000),"apng_bytes":\(sizes.apng),\
            "pngs_ms":\(pngs.wall / 1000),"pngs_cpu_ms":\(pngs.cpu / 1000),"pngs_bytes":\(sizes.pngs)}
            """)
    default:
        fail("usage: profile animate scenes | time [N]")
    }
}
