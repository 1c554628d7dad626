import Geometry
import LinkBubbleJSON
import Testing

/// The rects of `linkbubble path`: `[[x, y, width, height], ...]`, with one-line errors
/// that name the rect and the number.
@Suite struct RectsParserTests {
    @Test func rectsAreReadInOrder() throws {
        #expect(try RectsParser.parse("[[0, 0, 100, 18], [0, 18, 60, 18.5]]")
            == [Rect(x: 0, y: 0, width: 100, height: 18), Rect(x: 0, y: 18, width: 60, height: 18.5)])
        #expect(try RectsParser.parse(" [ ] ").isEmpty)
    }

    @Test(arguments: [
        ("[[0, 0, 10, NaN]]", "rect 1: height NaN is not a finite number"),
        ("[[0, 0, 10, 4], [0, 4, 1e5x, 4]]", "rect 2: width '1e5x' is not a number"),
        ("[[0, 0, 10, 1e999]]", "rect 1: height 1e999 is not a finite number"),
        ("[[0, 0, 10, 4], [1, 2, -3, 4]]", "rect 2 has a negative width: -3"),
        ("[[1e308, 0, 1e308, 4]]", "rect 1: x + width overflows to infinity"),
        ("[[0, 0, 10]]", "rect 1 has 3 numbers; expected 4: [x, y, width, height]"),
        ("[[0, 0, 10, 4]", "malformed JSON at byte 15: expected ',' or ']' after rect 1, found the end of input"),
        ("{\"x\": 1}", "malformed JSON at byte 1: expected '[' to start the array of rects, found '{\"x\": 1}'"),
    ])
    func badRectsGetOneLineErrors(text: String, message: String) {
        do {
            _ = try RectsParser.parse(text)
            Issue.record("the rects were read: \(text)")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
