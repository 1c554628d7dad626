import Testing
import TextLayout

/// ``Strut``: no line is shorter than the strut, a forced strut sets every line's height,
/// and ``RectHeightStyle/strut`` gives rects of the strut's height around each baseline.
/// Noto Sans has ascender 1069, descender -293 and no line gap per 1000 units.
@Suite struct StrutTests {
    let text = "Read the guide at https://example.com/docs before Friday, then reply."

    func layout(size: Double = 16, strut: Strut?) throws -> LayoutManager {
        var attributes = TextAttributes(size: size)
        attributes.paragraphStyle.strut = strut
        return try LayoutManager(
            text: AttributedText(text, attributes: attributes), container: TextContainer(width: 200),
            fontSource: FontChainSource())
    }

    @Test func aTallerStrutRaisesEveryLine() throws {
        let layout = try self.layout(strut: Strut(size: 32))
        #expect(layout.lineFragments.count > 2)
        for (index, line) in layout.lineFragments.enumerated() {
            #expect(line.rect.height == 43.584)
            #expect(line.rect.minY == Double(43_584 * index) / 1000, "one rounding of the heights' sum")
            #expect(line.baseline - line.rect.minY == 34.208)
        }
    }

    @Test func aShorterStrutChangesNothingUnlessForced() throws {
        let plain = try layout(strut: nil)
        #expect(try layout(strut: Strut(size: 8)).lineFragments.map(\.rect) == plain.lineFragments.map(\.rect))
        let forced = try layout(strut: Strut(size: 8, forcesHeight: true))
        #expect(forced.lineFragments.map(\.rect.height).allSatisfy { $0 == 10.896 })
        #expect(forced.lineFragments[0].baseline == 8.552)
    }

    @Test func strutRectsSpanTheStrutAroundEachBaseline() throws {
        let layout = try self.layout(strut: Strut(size: 24, forcesHeight: true))
        let options = EnclosingRectOptions(heightStyle: .strut)
        let rects = try layout.enclosingRects(forCharacterRange: 0..<layout.text.length, options: options)
        #expect(rects.count == layout.lineFragments.count)
        for (rect, line) in zip(rects, layout.lineFragments) {
            #expect(rect.minY == line.baseline - 25.656 && rect.maxY == line.baseline + 7.032)
        }
    }

    @Test func withoutAStrutTheStrutStyleIsTight() throws {
        let layout = try self.layout(strut: nil)
        let range = 0..<layout.text.length
        #expect(
            try layout.enclosingRects(forCharacterRange: range, options: EnclosingRectOptions(heightStyle: .strut))
                == layout.enclosingRects(forCharacterRange: range, options: EnclosingRectOptions(heightStyle: .tight)))
    }

    @Test(arguments: [0, -1, .nan, .infinity, 20_000])
    func aBadStrutSizeIsATypedError(size: Double) {
        #expect(throws: TextLayoutError.self) { try layout(strut: Strut(size: size)) }
    }
}
