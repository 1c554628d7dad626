import LinkBubble
import Testing

/// `print(value)` writes one short line for previews, masks, canvases, layouts, paths and
/// bubble layouts, whatever their size (a preview printed 32,027 characters before):
/// 26 + 20 + 300 UTF-16 units of link, 11 lines of 21.792 px, the link on 10 of them.
@Suite struct DescriptionTests {
    static func layout() throws -> LayoutManager {
        var text = AttributedText("Read the offline guide at ")
        let url = "https://example.com/" + String(repeating: "long-path/", count: 30)
        text.append(url, attributes: TextAttributes().withLink(url))
        text.append(" before Friday.")
        return try LayoutManager(text: text, container: TextContainer(width: 300), fontSource: .fontChain)
    }

    @Test func everyDescriptionIsOneShortLine() throws {
        let layout = try Self.layout()
        let link = try #require(layout.text.links.first)
        let preview = try LinkPreview(layout: layout, characterRange: link.range)
        let mask = try MaskRasterizer.coverage(of: preview.maskPath, scale: 2)
        let canvas = try Canvas(width: 96, height: 44, scale: 2)
        let parameters = PreviewParameters(textLineRects: preview.lineRects)
        let descriptions = [
            "\(layout)", "\(preview)", "\(mask)", "\(canvas)", "\(preview.bubblePath)", "\(preview.bubbleLayout)",
            "\(parameters)",
        ]
        for description in descriptions {
            #expect(description.count < 200, "\(description)")
            #expect(!description.contains("\n"))
        }
        #expect(descriptions[0] == "LayoutManager(361 UTF-16 units, 11 lines, size 300 x 239.712)")
        #expect(descriptions[3] == "Canvas(96 x 44 px, scale 2, origin (0, 0))")
        #expect(descriptions[1].hasPrefix(#"LinkPreview(26..<346 "https://example.com/long-path/long-path…", 10 line rects, 1 bubble, bounds ["#))
        #expect(descriptions[2].hasPrefix("Mask("))
        #expect(descriptions[4].hasPrefix("Path(") && descriptions[4].contains(" in 1 subpath, bounds ["))
        #expect(descriptions[5] == "BubbleLayout(" + descriptions[1].split(separator: "line rects, ")[1])
        #expect(descriptions[6] == "PreviewParameters(10 text-line rects, " + descriptions[1].split(separator: "line rects, ")[1])
    }

    @Test func exactSummaries() throws {
        var path = Path()
        #expect("\(path)" == "Path(empty)")
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 1.0 / 3, y: 2))
        path.move(to: Point(x: 5, y: 5))
        path.addLine(to: Point(x: 6, y: 7))
        #expect("\(path)" == "Path(4 elements in 2 subpaths, bounds [0, 0, 6, 7])")
        let lines = [Rect(x: 0, y: 0, width: 120, height: 20), Rect(x: 0, y: 20, width: 80, height: 20)]
        #expect("\(BubbleLayout(rects: lines, style: .ios))" == "BubbleLayout(1 bubble, bounds [-4, -3, 128, 46], center (60, 20))")
        #expect("\(BubbleLayout(rects: [], style: .ios))" == "BubbleLayout(0 bubbles, nothing visible)")
        let mask = try MaskRasterizer.coverage(of: Path(rect: Rect(x: 0, y: 0, width: 10, height: 5)), scale: 2)
        #expect("\(mask)" == "Mask(20 x 10 px at (0, 0), scale 2, covered area 200 px²)")
    }
}
