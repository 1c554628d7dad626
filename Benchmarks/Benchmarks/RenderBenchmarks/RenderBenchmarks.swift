import Benchmark
import BubbleRender
import Geometry
import LinkBubble
import TextLayout
import Tolerances
import WrapPath

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = checkedConfiguration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 100_000)

    // The mask of a three-line iOS-style bubble at 3x (target: 50 us).
    let lines = [
        Rect(x: 0, y: 0, width: 240, height: 22), Rect(x: 0, y: 22, width: 300, height: 22),
        Rect(x: 0, y: 44, width: 120, height: 22),
    ]
    let bubble = Bubble.bubbles(around: lines, style: .ios)[0].path
    Benchmark("Mask of a three-line bubble at 3x", configuration: .init(scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try MaskRasterizer.coverage(of: bubble, scale: 3))
        }
    }

    // The glyphs of a 60-character, three-line text drawn at 3x.
    let text = AttributedText(
        "Link previews draw glyphs at fractional pen positions here.",
        attributes: TextAttributes(font: Font.bundled(.notoSans), fallbackFonts: [], size: 16))
    let layout = try? LayoutManager(text: text, container: TextContainer(width: 180))
    let size = layout?.usedRect ?? .zero
    Benchmark("Draw the glyphs of 60 characters on 3 lines at 3x") { benchmark in
        guard let layout else { return }
        for _ in benchmark.scaledIterations {
            var canvas = try Canvas(
                width: Int((size.maxX * 3).rounded(.up)) + 1, height: Int((size.maxY * 3).rounded(.up)) + 1, scale: 3)
            try canvas.drawGlyphs(of: layout)
            blackHole(canvas)
        }
    }

    // The preview's 3 ms budget: the platter of that text at 3x, from the
    // canvas to PNG bytes: a soft shadow, the bubble, the glyphs, the encoding.
    let textBubble = Bubble.bubbles(around: layout?.lineFragments.map(\.usedRect) ?? [], style: .ios).first?.path
    let platter = (textBubble?.bounds ?? .zero).outsetBy(dx: 8, dy: 8)
    Benchmark("Platter with shadow and glyphs at 3x to PNG bytes") { benchmark in
        guard let layout, let textBubble else { return }
        for _ in benchmark.scaledIterations {
            var canvas = try Canvas(
                width: Int((platter.width * 3).rounded(.up)), height: Int((platter.height * 3).rounded(.up)), scale: 3,
                origin: platter.origin)
            try canvas.drawShadow(of: textBubble, color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), blurRadius: 6, offset: Point(x: 0, y: 2))
            try canvas.fill(textBubble, color: .white)
            try canvas.drawGlyphs(of: layout)
            blackHole(try canvas.png())
        }
    }
}
