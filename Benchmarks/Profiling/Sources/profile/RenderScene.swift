import Glibc
import LinkBubble

// profile render scene [--shadow] [--three-lines]      the scene as JSON (for Skia)
// profile render time [--shadow] [--three-lines] [N]  N warm renders timed in-process: medians as JSON
//                                                     (painted, draw, draw + PNG, and PNG alone of one canvas)
// profile render loop [--shadow] [--three-lines] [N]  N renders to PNG bytes (for callgrind)
// profile render png [--shadow] [--three-lines] FILE  the preview's PNG, written to FILE
//
// The README gallery's two-line preview at 3x, as LinkBubbleBenchmarks renders it, or with
// --three-lines its three-line one.

/// `profile render`: the Swift side of Benchmarks/peers/render_peers.py, and a render loop
/// for callgrind.
func runRenderScene(_ arguments: [String]) throws {
    let shadow = arguments.contains("--shadow")
    let numbers = arguments.compactMap { Int($0) }
    let preview = arguments.contains("--three-lines") ? try threeLinePreview() : try twoLinePreview()
    let appearance = PreviewAppearance(scale: 3, shadow: shadow ? PreviewShadow() : nil)

    func number(_ value: Double) -> String { value.isFinite ? "\(value)" : "0" }

    switch arguments.first {
    case "scene":
        print(sceneJSON(try preview.scene(appearance)))
    case "time":
        let iterations = numbers.first ?? 200
        var size = 0
        let scene = try preview.scene(appearance)
        let paint = try medians(iterations) { _ = try scene.canvas() }  // the scene built beforehand, as Skia's
        let draw = try medians(iterations) { _ = try preview.renderPreview(appearance) }
        let png = try medians(iterations) { size = try preview.renderPreview(appearance).png().count }
        let canvas = try preview.renderPreview(appearance)
        let encode = try medians(iterations) { _ = try canvas.png() }  // un-premultiplying and encoding alone
        print("""
            {"scene_us":\(number(paint.wall)),"scene_cpu_us":\(number(paint.cpu)),\
            "draw_us":\(number(draw.wall)),"png_us":\(number(png.wall)),"draw_cpu_us":\(number(draw.cpu)),\
            "png_cpu_us":\(number(png.cpu)),"encode_us":\(number(encode.wall)),"encode_cpu_us":\(number(encode.cpu)),\
            "bytes":\(size)}
            """)
    case "loop":
        var total = 0
        for _ in 0..<(numbers.first ?? 100) { total &+= try preview.renderPreview(appearance).png().count }
        print(total)
    case "png":
        guard let file = arguments.dropFirst().first(where: { !$0.hasPrefix("--") }) else { break }
        try preview.renderPreview(appearance).bitmap().writePNG(toFile: file)
    default:
        fail("usage: profile render scene|time|loop [--shadow] [--three-lines] [N] | png [--shadow] [--three-lines] FILE")
    }
}

/// The README gallery's two-line sample ("two-lines" of `linkbubble gallery`).
func twoLinePreview() throws -> LinkPreview {
    var text = AttributedText("The release notes at https://example.com/notes/latest list every change.")
    let range = text.utf16Range(of: "https://example.com/notes/latest") ?? 0..<0
    try text.addLink("https://example.com/two-lines", range: range)
    return try LinkPreview(text: text, container: TextContainer(width: 230), characterRange: range)
}

/// The README gallery's three-line sample ("three-lines" of `linkbubble gallery`).
func threeLinePreview() throws -> LinkPreview {
    var text = AttributedText("Open https://docs.example.com/guides/link-previews/bubbles-and-platters to learn more.")
    let range = text.utf16Range(of: "https://docs.example.com/guides/link-previews/bubbles-and-platters") ?? 0..<0
    try text.addLink("https://example.com/three-lines", range: range)
    return try LinkPreview(text: text, container: TextContainer(width: 170), characterRange: range)
}

/// The medians of the wall-clock and thread CPU time (microseconds) of `iterations` runs
/// of `body`, after `warmUp` runs (caches filled, buffers in the pool). Both clocks:
/// on a shared machine a run that outlasts the scheduler's time slice waits for other
/// processes, which only the wall clock counts. `cpuClock` is the calling thread's by
/// default; CLOCK_PROCESS_CPUTIME_ID counts every thread's.
func medians(
    _ iterations: Int, warmUp: Int = 10, cpuClock: clockid_t = CLOCK_THREAD_CPUTIME_ID, _ body: () throws -> Void
) rethrows -> (wall: Double, cpu: Double) {
    for _ in 0..<warmUp { try body() }
    var wall: [Double] = [], cpu: [Double] = []
    for _ in 0..<iterations {
        let (start, startCPU) = (nanoseconds(CLOCK_MONOTONIC), nanoseconds(cpuClock))
        try body()
        cpu.append(Double(nanoseconds(cpuClock) - startCPU) / 1e3)
        wall.append(Double(nanoseconds(CLOCK_MONOTONIC) - start) / 1e3)
    }
    return (wall.sorted()[wall.count / 2], cpu.sorted()[cpu.count / 2])
}
