import LinkBubble
import Testing

/// `LinkPreview` checks the numbers of its appearance and reports rects that an
/// outset overflows, before rendering anything.
@Suite struct PreviewInputTests {
    func preview(style: BubbleStyle = .ios) throws -> LinkPreview {
        var text = AttributedText("Read the guide at https://example.com/docs/link-previews before Friday.")
        try text.addLink("https://example.com", range: 18..<56)
        return try LinkPreview(text: text, container: TextContainer(width: 200), characterRange: 18..<56, style: style)
    }

    @Test func badAppearanceNumbersAreTypedErrors() throws {
        let preview = try preview()
        for width in [Double.nan, .infinity, -1] {
            let appearance = PreviewAppearance(highlightWidth: width)
            #expect(throws: RenderError.self) {
                try preview.scene(appearance, mode: .outline)
            }
        }
        #expect(throws: RenderError.self) {
            try preview.scene(PreviewAppearance(shadow: PreviewShadow(blurRadius: .nan)))
        }
        #expect(throws: RenderError.self) {
            try preview.svg(PreviewAppearance(shadow: PreviewShadow(offset: Point(x: .infinity, y: 0))))
        }
        for scale in [1e300, 0, -2, .nan] {
            #expect(throws: RenderError.self) { try preview.renderPreview(PreviewAppearance(scale: scale)) }
            #expect(throws: RenderError.self) { try preview.mask(scale: scale) }
        }
    }

    @Test func outsetsThatOverflowLeaveNoBubbleAndSaySo() throws {
        let preview = try preview(style: BubbleStyle(outsetX: 1e308, outsetY: 1e308, radius: 4))
        #expect(preview.bubbleLayout.nonFiniteRectCount == preview.lineRects.count)
        #expect(preview.bounds == nil && preview.center == nil)
        #expect(throws: RenderError.emptyPath) { try preview.scene() }
    }
}
