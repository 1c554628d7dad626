import Foundation

/// The Pango 1.50 answers recorded by Fixtures/record_pango_fixtures.py.
enum PangoFixtures {
    struct LineBreaks: Decodable {
        struct Paragraph: Decodable {
            var name: String
            var text: String
            var layouts: [Layout]
        }
        struct Layout: Decodable {
            var width: Double
            var lines: [Line]
        }
        struct Line: Decodable {
            var start: Int
            var end: Int
            var usedWidth: Double
        }
        var paragraphs: [Paragraph]
    }

    struct RangeExtents: Decodable {
        struct Case: Decodable {
            var name: String
            var text: String
            var width: Double
            var range: [Int]
            var lines: [Line]
        }
        struct Line: Decodable {
            var line: Int
            var lineStart: Int
            var lineEnd: Int
            var xRangesClipped: [[Double]]
        }
        var cases: [Case]
    }

    static func load<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
        return try JSONDecoder().decode(T.self, from: Data(contentsOf: url))
    }
}

extension PangoFixtures {
    /// pango-world.json, recorded by Fixtures/record_pango_world_fixtures.py.
    struct World: Decodable {
        struct Paragraph: Decodable {
            var name: String
            var text: String
            var link: [Int]
            /// The language attribute of the whole paragraph, if any.
            var language: String?
            var items: [Item]
            var layouts: [Layout]
        }
        /// A Pango item of the unwrapped paragraph and the family that shaped it.
        struct Item: Decodable {
            var start: Int
            var end: Int
            var font: String
        }
        struct Layout: Decodable {
            var width: Double
            var lines: [Line]
        }
        struct Line: Decodable {
            var start: Int
            var end: Int
            var usedWidth: Double
            var icuBreak: String
            var linkXRanges: [[Double]]?
        }
        var paragraphs: [Paragraph]
    }
}
