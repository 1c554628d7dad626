import Foundation
import Geometry
import Testing

/// The JSON shapes of points, sizes, rects and paths: stable, compact, at full precision,
/// and read back to equal values.
@Suite struct GeometryCodableTests {
    static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decoded<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func pointsSizesAndRectsAreArrays() throws {
        #expect(try Self.json(Point(x: 1.5, y: -2)) == "[1.5,-2]")
        #expect(try Self.json(Size(width: 3, height: 4)) == "[3,4]")
        #expect(try Self.json(Rect(x: 0.1, y: 0.2, width: 10, height: 20)) == "[0.1,0.2,10,20]")
        #expect(try Self.decoded(Rect.self, "[0.1,0.2,10,20]") == Rect(x: 0.1, y: 0.2, width: 10, height: 20))
        #expect(try Self.decoded(Point.self, "[1e-9, 3]") == Point(x: 1e-9, y: 3))
    }

    @Test func pathElementsAreCommandArrays() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10, y: 0))
        path.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 12, y: 5))
        path.addCurve(to: Point(x: 0, y: 10), control1: Point(x: 8, y: 12), control2: Point(x: 2, y: 12))
        path.closeSubpath()
        let json = try Self.json(path)
        #expect(json == #"[["M",0,0],["L",10,0],["Q",12,5,10,10],["C",8,12,2,12,0,10],["Z"]]"#)
        #expect(try Self.decoded(Path.self, json) == path)
    }

    /// Every number survives, not only the three decimals `svgPathData` writes.
    @Test func roundTripsAtFullPrecision() throws {
        var path = Path()
        path.move(to: Point(x: 0.1 + 0.2, y: 1.0 / 3))
        path.addLine(to: Point(x: 1e-300, y: -123456.789012345))
        for value in [path, Path()] {
            #expect(try Self.decoded(Path.self, try Self.json(value)) == value)
        }
        let rect = Rect(x: 1.0 / 7, y: 2.0 / 7, width: 1e12, height: 0.3)
        #expect(try Self.decoded(Rect.self, try Self.json(rect)) == rect)
    }

    @Test(arguments: [
        ("[1,2,3]", "expected a rect [x, y, width, height]: an array of 4 numbers"),
        ("[1,2,3,4,5]", "expected a rect [x, y, width, height]: an array of 4 numbers"),
    ])
    func wrongCountsAreDecodingErrors(json: String, message: String) throws {
        do {
            _ = try Self.decoded(Rect.self, json)
            Issue.record("decoded \(json)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == message)
        }
    }

    @Test(arguments: [
        (#"[["A",1,2]]"#, #"unknown path command "A" (expected M, L, Q, C or Z)"#),
        (#"[["L",1]]"#, "path command L takes 2 numbers"),
        (#"[["Z",1]]"#, "path command Z takes 0 numbers"),
    ])
    func badPathsAreDecodingErrors(json: String, message: String) throws {
        do {
            _ = try Self.decoded(Path.self, json)
            Issue.record("decoded \(json)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == message)
        }
    }
}
