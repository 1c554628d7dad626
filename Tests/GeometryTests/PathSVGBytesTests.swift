@testable import Geometry
import Testing

/// SVG path data appended as bytes is the text of `svgPathData`, after whatever the bytes
/// held, for paths of every element kind and of more bytes than one growth block.
@Suite struct PathSVGBytesTests {
    private func longPath() -> Path {
        var path = Path()
        for index in 0..<400 {
            let x = Double(index) * 1.0000001 - 200.123456
            path.move(to: Point(x: x, y: -x / 3))
            path.addLine(to: Point(x: x + 1e12, y: 0.0004))
            path.addQuadCurve(to: Point(x: -1.5e-9, y: x * 7.77), control: Point(x: 3, y: -0.0005))
            path.addCurve(
                to: Point(x: 123_456_789.987654, y: -x), control1: Point(x: 1e20, y: -1e20),
                control2: Point(x: 0.1 + 0.2, y: x))
            path.closeSubpath()
        }
        return path
    }

    @Test(arguments: [0, 3, 9]) func bytesAreTheTextAfterWhatWasThere(fractionDigits: Int) {
        let path = longPath()
        var bytes = Array("prefix\"".utf8)
        #expect(path._appendSVGPathData(fractionDigits: fractionDigits, to: &bytes))
        #expect(bytes == Array("prefix\"".utf8) + Array(path.svgPathData(fractionDigits: fractionDigits).utf8))
        #expect(bytes.count > 4096 * 3)
    }

    @Test func aLimitStopsItAfterTheElementThatPassesIt() {
        let path = longPath()
        let text = path.svgPathData(fractionDigits: 3)
        var bytes: [UInt8] = [1, 2]
        #expect(!path._appendSVGPathData(fractionDigits: 3, to: &bytes, maximumCount: 1000))
        #expect(bytes.count > 2 + 1000 && bytes.count < 2 + 1200)
        #expect(Array(bytes.dropFirst(2)) == Array(text.utf8.prefix(bytes.count - 2)))
        #expect(path._svgPathData(fractionDigits: 3, maximumUTF8Count: text.utf8.count) == text)
        #expect(path._svgPathData(fractionDigits: 3, maximumUTF8Count: text.utf8.count - 1) == nil)
    }
}
