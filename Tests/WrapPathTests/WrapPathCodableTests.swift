import Foundation
import Geometry
import Testing
import WrapPath

/// The JSON shapes of regions, bubbles, styles, bubble layouts and preview parameters:
/// stable, and read back to equal values.
@Suite struct WrapPathCodableTests {
    static let lines = [Rect(x: 0, y: 0, width: 120, height: 20), Rect(x: 0, y: 20, width: 80, height: 20)]

    static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Bool {
        try JSONDecoder().decode(Value.self, from: Data(try json(value).utf8)) == value
    }

    @Test func regionsAreOuterRingAndHoles() throws {
        let region = try #require(RectUnion.regions(of: Self.lines).first)
        #expect(try Self.json(region) == #"{"holes":[],"outer":[[0,0],[120,0],[120,20],[80,20],[80,40],[0,40]]}"#)
        #expect(try Self.roundTrip(region))
        let ring = RectUnion.regions(of: [
            Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 0, y: 20, width: 30, height: 10),
            Rect(x: 0, y: 10, width: 10, height: 10), Rect(x: 20, y: 10, width: 10, height: 10),
        ])
        #expect(ring[0].holes.count == 1)
        #expect(try Self.roundTrip(ring))
    }

    @Test func stylesNameTheirCornerShape() throws {
        #expect(
            try Self.json(BubbleStyle.ios)
                == #"{"concaveRadius":4,"cornerShape":"continuous","outsetX":4,"outsetY":3,"radius":8,"snapTolerance":6}"#)
        for style in [BubbleStyle.plain, .webkit, .ios] { #expect(try Self.roundTrip(style)) }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CornerShape.self, from: Data(#""round""#.utf8))
        }
    }

    /// A layout with nothing visible has no bounds and no center: the keys are left out.
    @Test func bubbleLayoutsRoundTrip() throws {
        let layout = BubbleLayout(rects: Self.lines, style: .ios)
        #expect(try Self.roundTrip(layout))
        #expect(try Self.roundTrip(layout.bubbles[0]))
        let json = try Self.json(layout)
        #expect(json.hasPrefix(#"{"bounds":[-4,-3,128,46],"bubbles":[{"path":[["M",-4,9.22932],["C",-4,5.640000000000001,"#))
        #expect(json.hasSuffix(#""center":[60,20],"nonFiniteRectCount":0}"#))
        let empty = BubbleLayout(rects: [], style: .ios)
        #expect(try Self.json(empty) == #"{"bubbles":[],"nonFiniteRectCount":0}"#)
        #expect(try Self.roundTrip(empty))
        #expect(try Self.roundTrip(PreviewParameters(textLineRects: Self.lines, visibleRect: Rect(x: 0, y: 0, width: 50, height: 30))))
    }
}
