import Foundation
import LinkBubbleTestSupport
import Testing

/// `linkbubble bench`: the shape of its output and that the operations it times make
/// the right results (never the timings themselves).
@Suite struct BenchCommandTests {
    /// The bench report as JSON, run with one sample per operation.
    static func report(_ arguments: [String]) throws -> [String: Any] {
        let result = try runCommand(["bench"] + arguments + ["--iterations", "1", "--format", "json"])
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    /// Each operation's result object, by operation name.
    static func results(_ report: [String: Any]) throws -> [String: [String: Any]] {
        let operations = try #require(report["operations"] as? [[String: Any]])
        var results: [String: [String: Any]] = [:]
        for operation in operations {
            results[try #require(operation["name"] as? String)] = try #require(operation["result"] as? [String: Any])
        }
        return results
    }

    /// The text lines of Benchmarks/README.md ("Inputs"), computed here from the
    /// specification, as a JSON rects file with every digit of each number.
    static func textLinesFile(count: Int, seed: UInt64) throws -> TemporaryFile {
        var generator = SplitMix64(seed: seed)
        func unit() -> Double { Double(generator.next() >> 11) * 0x1p-53 }
        let rects = (0..<count).map { index -> String in
            let x = unit()
            let width = 100 + unit() * 500
            return "[\(x * 20),\(Double(index) * 18),\(width),18]"
        }
        return try TemporaryFile(bytes: Array("[\(rects.joined(separator: ","))]".utf8), suffix: ".json")
    }

    @Test func theJSONReportHasEveryOperationWithOrderedStatistics() throws {
        let result = try runCommand([
            "bench", "--generate", "ragged", "--count", "40", "--seed", "7", "--iterations", "5", "--format", "json",
        ])
        #expect(result.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(Set(report.keys) == ["input", "iterations", "seconds", "scale", "operations"])
        let input = try #require(report["input"] as? [String: Any])
        #expect(input["generate"] as? String == "ragged" && input["count"] as? Int == 40 && input["seed"] as? Int == 7)
        #expect(report["iterations"] as? Int == 5 && report["seconds"] as? Double == 1 && report["scale"] as? Double == 2)
        let operations = try #require(report["operations"] as? [[String: Any]])
        #expect(operations.map { $0["name"] as? String } == ["union", "bubbles plain", "bubbles webkit", "bubbles ios", "mask"])
        for operation in operations {
            let samples = try #require(operation["samples"] as? Int)
            #expect((1...5).contains(samples))
            let minimum = try #require(operation["minNanoseconds"] as? Double)
            let median = try #require(operation["medianNanoseconds"] as? Double)
            let p99 = try #require(operation["p99Nanoseconds"] as? Double)
            #expect(minimum > 0 && minimum <= median && median <= p99)
        }
    }

    @Test func theTableHasOneRowPerOperation() throws {
        let result = try runCommand(["bench", "--generate", "random", "--count", "30", "--iterations", "2", "--operations", "mask,union"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == "rects: 30 random, seed 42")
        #expect(lines[1].split(separator: " ", omittingEmptySubsequences: true) == ["operation", "samples", "min", "median", "p99", "result"])
        #expect(lines[2].hasPrefix("mask ") && lines[2].contains(" coveredArea "))
        #expect(lines[3].hasPrefix("union ") && lines[3].contains("regions "))
        let cells = lines[3].split(separator: " ", omittingEmptySubsequences: true)
        #expect(cells[1] == "2" && ["ns", "µs", "ms", "s"].contains(cells[3]))
    }

    @Test func generatedTextLinesAreTheBenchmarkInputs() throws {
        let file = try Self.textLinesFile(count: 25, seed: 42)
        let generated = try Self.results(try Self.report(["--generate", "text-lines", "--count", "25"]))
        let read = try Self.results(try Self.report(["--rects-file", file.path]))
        #expect(generated.keys.sorted() == read.keys.sorted())
        for (name, result) in generated {
            #expect(NSDictionary(dictionary: result) == NSDictionary(dictionary: try #require(read[name])), "\(name)")
        }
        // Text lines form one stack: one region without holes, four corners per line.
        let union = try #require(generated["union"])
        #expect(union["regions"] as? Int == 1 && union["holes"] as? Int == 0 && union["corners"] as? Int == 100)
    }

    @Test func unionAndBubblesAgreeWithThePathCommand() throws {
        for set in ["random", "ragged"] {
            let rects = try runCommand(["bench", "--generate", set, "--count", "200", "--seed", "3", "--operations", "union", "--iterations", "1", "--format", "json"])
            #expect(rects.status == 0)
            // The same rects through a file, then through `path`.
            var generator = SplitMix64(seed: 3)
            func unit() -> Double { Double(generator.next() >> 11) * 0x1p-53 }
            let values: [[Double]] = set == "random"
                ? (0..<200).map { _ in [unit() * 1000, unit() * 1000, 1 + unit() * 49, 1 + unit() * 49] }
                : (0..<200).map { index in
                    let x = unit() * 20, width = 100 + unit() * 500
                    return [x, Double(index) * 18 + (index.isMultiple(of: 2) ? 0 : 9), width, 18]
                }
            let file = try TemporaryFile(
                bytes: Array("[\(values.map { "[\($0.map { "\($0)" }.joined(separator: ","))]" }.joined(separator: ","))]".utf8),
                suffix: ".json")
            let bench = try Self.results(try Self.report(["--rects-file", file.path, "--operations", "union,bubbles"]))
            #expect(bench["union"].map { NSDictionary(dictionary: $0) } == (try Self.results(try #require(
                try JSONSerialization.jsonObject(with: Data(rects.standardOutput.utf8)) as? [String: Any])))["union"]
                .map { NSDictionary(dictionary: $0) })
            for style in ["plain", "webkit", "ios"] {
                let path = try runCommand(["path", "--rects-file", file.path, "--style", style])
                let layout = try #require(try JSONSerialization.jsonObject(with: Data(path.standardOutput.utf8)) as? [String: Any])
                let bubbles = try #require(layout["bubbles"] as? [[String: Any]])
                let result = try #require(bench["bubbles \(style)"])
                #expect(result["bubbles"] as? Int == bubbles.count, "\(set) \(style)")
                let holes = bubbles.reduce(0) { $0 + (($1["contours"] as? [Any])?.count ?? 1) - 1 }
                #expect(result["holes"] as? Int == holes, "\(set) \(style)")
                #expect(result["bounds"] as? [Double] == layout["bounds"] as? [Double], "\(set) \(style)")
                if style == "plain" {
                    let union = try #require(bench["union"])
                    #expect(union["regions"] as? Int == bubbles.count && union["holes"] as? Int == holes)
                    let corners = bubbles.reduce(0) { sum, bubble in
                        sum + ((bubble["contours"] as? [[Any]]) ?? []).reduce(0) { $0 + $1.count }
                    }
                    #expect(union["corners"] as? Int == corners)
                }
            }
        }
    }

    @Test func theMaskCoversTheRectsAtTheScale() throws {
        let file = try TemporaryFile(bytes: Array("[[0,0,10,10],[10,0,5,4]]".utf8), suffix: ".json")
        let results = try Self.results(try Self.report(["--rects-file", file.path, "--operations", "mask,union", "--scale", "3"]))
        let mask = try #require(results["mask"])
        #expect(mask["width"] as? Int == 45 && mask["height"] as? Int == 30)
        #expect(mask["origin"] as? [Double] == [0, 0])
        // Every pixel edge lies on a rect edge at scale 3: coverage is exact.
        let coveredArea = try #require(mask["coveredArea"] as? Double)
        #expect(coveredArea == 9 * (100 + 20))
        let union = try #require(results["union"])
        #expect(union["area"] as? Double == 120 && union["regions"] as? Int == 1 && union["corners"] as? Int == 6)
        #expect(union["bounds"] as? [Double] == [0, 0, 15, 10])
    }

    @Test func badArgumentsAreOneLineErrors() throws {
        let file = try TemporaryFile(bytes: Array("[[0,0,10,10]]".utf8), suffix: ".json")
        for (arguments, message) in [
            ([String](), "give --rects-file or --generate"),
            (["--generate", "random", "--rects-file", file.path], "give --rects-file or --generate, not both"),
            (["--rects-file", file.path, "--count", "5"], "--count and --seed apply to --generate only"),
            (["--generate", "random", "--count", "0"], "--count must be between 1 and 900000, not 0"),
            (["--generate", "random", "--count", "900001"], "--count must be between 1 and 900000, not 900001"),
            (["--generate", "random", "--iterations", "0"], "--iterations must be between 1 and 1000000, not 0"),
            (["--generate", "random", "--seconds", "0"], "--seconds must be above 0 and at most 3600, not 0.0"),
            (["--generate", "random", "--scale", "5000"], "--scale must be between 1e-06 and 4096, not 5000.0"),
            (["--generate", "random", "--operations", "union,blur"], "--operations takes union, bubbles and mask, not 'blur'"),
            (["--generate", "random", "--operations", "mask,mask"], "--operations names mask twice"),
            (["--generate", "lines"], "The value 'lines' is invalid for '--generate <generate>'. Please provide one of 'text-lines', 'ragged' or 'random'."),
        ] {
            try assertCommandFails(["bench"] + arguments, message: message)
        }
        try assertCommandFails(
            ["bench", "--rects-file", "/nonexistent/rects.json"], message: "cannot read --rects-file '/nonexistent/rects.json'")
    }

    @Test func aMaskTooLargeToDrawFailsBeforeAnyTiming() throws {
        let result = try runCommand(["bench", "--generate", "text-lines", "--count", "10000", "--operations", "union,mask"])
        #expect(result.status != 0 && result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("linkbubble: error: mask: "))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }
}
