import Geometry
import LinkBubble
import Testing

/// The preview API as UIKit's: previews from ``PreviewParameters`` or with
/// ``EnclosingRectOptions``, background color and shadow path, a target with a
/// transform, and the errors of an empty range and a point off every link.
@Suite struct PreviewParametersAPITests {
    func sample() throws -> (AttributedText, LayoutManager) {
        var text = AttributedText("Read the guide at example.com now.")
        try text.addLink("https://example.com", range: 18..<29)
        return (text, try LayoutManager(text: text, container: TextContainer(width: 300), fontSource: FontChainSource()))
    }

    @Test func anEmptyRangeFailsWhenThePreviewIsMade() throws {
        let (_, layout) = try sample()
        #expect(throws: TextLayoutError.emptyRange(at: 4)) { try LinkPreview(layout: layout, characterRange: 4..<4) }
        #expect(TextLayoutError.emptyRange(at: 4).description == "the range is empty: there is nothing to render")
        let parameters = PreviewParameters(textLineRects: [Rect(x: 0, y: 0, width: 10, height: 10)])
        #expect(throws: TextLayoutError.emptyRange(at: 0)) {
            try LinkPreview(layout: layout, characterRange: 0..<0, parameters: parameters)
        }
    }

    @Test func aPointOffEveryLinkThrowsInsteadOfReturningNil() throws {
        let (text, _) = try sample()
        #expect(throws: TextLayoutError.noLink(x: 1, y: 1)) {
            try LinkPreview(text: text, container: TextContainer(width: 300), linkAt: Point(x: 1, y: 1), fontSource: FontChainSource())
        }
    }

    @Test func parametersRoundTripAndCarryColorAndShadow() throws {
        let (_, layout) = try sample()
        let preview = try LinkPreview(layout: layout, characterRange: 18..<29)
        #expect(preview.backgroundColor == nil && preview.shadowPath == nil)
        var parameters = preview.parameters
        #expect(parameters.textLineRects == preview.lineRects)
        #expect(parameters.visiblePath == preview.bubblePath)
        #expect(parameters.effectiveShadowPath == parameters.visiblePath)
        parameters.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let shadow = Path(rect: Rect(x: 0, y: 0, width: 300, height: 40))
        parameters.shadowPath = shadow
        let custom = try LinkPreview(layout: layout, characterRange: 18..<29, parameters: parameters)
        #expect(custom.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(custom.shadowPath == shadow)
        #expect(custom.bubblePath == preview.bubblePath && custom.link == "https://example.com")
        // The platter is drawn in the background color.
        let svg = try custom.scene(PreviewAppearance(scale: 1)).svg().lowercased()
        #expect(svg.contains("#ff0000"), "\(svg)")
    }

    @Test func optionsChooseTheLineRectHeight() throws {
        let (_, layout) = try sample()
        let full = try LinkPreview(layout: layout, characterRange: 18..<29)
        let tight = try LinkPreview(
            layout: layout, characterRange: 18..<29, options: EnclosingRectOptions(heightStyle: .maxRunOnLine))
        #expect(full.lineRects == (try layout.enclosingRects(forCharacterRange: 18..<29)))
        #expect(tight.lineRects == (try layout.enclosingRects(
            forCharacterRange: 18..<29, options: EnclosingRectOptions(heightStyle: .maxRunOnLine))))
    }

    @Test func theTargetHasTheCenterAndTheTransform() throws {
        let (_, layout) = try sample()
        let preview = try LinkPreview(layout: layout, characterRange: 18..<29)
        let scale = AffineTransform(a: 1.1, b: 0, c: 0, d: 1.1, tx: 0, ty: 0)
        let target = try #require(preview.target(transform: scale))
        #expect(target.center == preview.center)
        #expect(target.transform == scale)
        #expect(preview.target()?.transform == .identity)
    }
}
