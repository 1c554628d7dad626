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
    // The README gallery's two-line and three-line samples ("two-lines" and "three-lines"
    // of `linkbubble gallery`).
    let threeLines = arguments.contains("--three-lines")
    let sample = threeLines
        ? (text: "Open https://docs.example.com/guides/link-previews/bubbles-and-platters to learn more.",
           link: "https://docs.example.com/guides/link-previews/bubbles-and-platters", name: "three-lines", width: 170.0)
        : (text: "The release notes at https://example.com/notes/latest list every change.",
           link: "https://example.com/notes/latest", name: "two-lines", width: 230.0)
    var text = AttributedText(sample.text)
    let range = text.utf16Range(of: sample.link) ?? 0..<0
    try text.addLink("https://example.com/\(sample.name)", range: range)
    let preview = try LinkPreview(text: text, container: TextContainer(width: sample.width), characterRange: range)
    let appearance = PreviewAppearance(scale: 3, shadow: shadow ? PreviewShadow() : nil)

    func number(_ value: Double) -> String { value.isFinite ? "\(value)" : "0" }
    func color(_ color: Color) -> String { "[\(color.red),\(color.green),\(color.blue),\(color.alpha)]" }

    switch arguments.first {
    case "scene":
        let scene = try preview.scene(appearance)
        var parts: [String] = []
        for element in scene.elements {
            switch element {
            case .shadow(let shadow):
                parts.append("""
                    {"kind":"shadow","path":"\(shadow.path.svgPathData(fractionDigits: 6))","color":\(color(shadow.color)),\
                    "blurRadius":\(shadow.blurRadius),"offset":[\(shadow.offset.x),\(shadow.offset.y)]}
                    """)
            case .fill(let path, let fill, _):
                parts.append("{\"kind\":\"fill\",\"path\":\"\(path.svgPathData(fractionDigits: 6))\",\"color\":\(color(fill))}")
            case .glyphs(let runs):
                for run in runs {
                    let glyphs = run.glyphs.map { "[\($0.id),\($0.position.x),\($0.position.y)]" }.joined(separator: ",")
                    parts.append("""
                        {"kind":"glyphs","family":"\(run.font.familyName)","size":\(run.size),"color":\(color(run.color)),\
                        "glyphs":[\(glyphs)]}
                        """)
                }
            case .decorations(let decorations):
                for decoration in decorations {
                    let rects = decoration.rects.map { "[\($0.minX),\($0.minY),\($0.width),\($0.height)]" }
                    parts.append("{\"kind\":\"rects\",\"color\":\(color(decoration.color)),\"rects\":[\(rects.joined(separator: ","))]}")
                }
            case .rect, .stroke, .dim, .knockout:
                fatalError("the samples have no background rects, strokes, dimming or knockouts")
            }
        }
        print("""
            {"width":\(scene.pixelWidth),"height":\(scene.pixelHeight),"scale":\(scene.scale),\
            "origin":[\(scene.frame.minX),\(scene.frame.minY)],"elements":[\(parts.joined(separator: ","))]}
            """)
    case "time":
        // Wall-clock and thread CPU time: on a shared machine a render that outlasts the
        // scheduler's time slice waits for other processes, which only the wall clock counts.
        let iterations = numbers.first ?? 200
        func cpuMicroseconds() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
        }
        let clock = ContinuousClock()
        func medians(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
            for _ in 0..<10 { try body() }  // warm: caches filled, buffers in the pool
            var wall: [Double] = [], cpu: [Double] = []
            for _ in 0..<iterations {
                let (start, startCPU) = (clock.now, cpuMicroseconds())
                try body()
                let elapsed = clock.now - start
                cpu.append(cpuMicroseconds() - startCPU)
                wall.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
            }
            return (wall.sorted()[wall.count / 2], cpu.sorted()[cpu.count / 2])
        }
        var size = 0
        let scene = try preview.scene(appearance)
        let paint = try medians { _ = try scene.canvas() }  // the scene built beforehand, as Skia's
        let draw = try medians { _ = try preview.renderPreview(appearance) }
        let png = try medians { size = try preview.renderPreview(appearance).png().count }
        let canvas = try preview.renderPreview(appearance)
        let encode = try medians { _ = try canvas.png() }  // un-premultiplying and encoding alone
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
