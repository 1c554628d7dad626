import Benchmark
import BenchmarkInputs
import Foundation
import Geometry
import LinkBubbleJSON
import Tolerances

/// The tool's JSON: reading 100,000 rects and a file of batch job lines with
/// simdjson (the readers' fast path), with the strict Swift reader that was the only
/// reader before, and with Foundation's JSONSerialization; and writing numbers.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = checkedConfiguration(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .seconds(3),
        maxIterations: 1_000)

    for (name, rects) in [("text lines", JSONInputs.textLines(100_000)), ("random", JSONInputs.randomRects(100_000))] {
        let text = JSONInputs.json(rects)
        let bytes = Array(text.utf8)
        Benchmark("Read 100,000 \(name) rects: simdjson") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try bytes.withUnsafeBytes { try RectsParser.parse(utf8: $0) })
            }
        }
        Benchmark("Read 100,000 \(name) rects: strict Swift reader") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try RectsParser.parseStrictly(text))
            }
        }
        Benchmark("Read 100,000 \(name) rects: JSONSerialization") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try JSONSerialization.jsonObject(with: Data(bytes)))
            }
        }
        Benchmark("Write 100,000 \(name) rects: shortest") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try JSONInputs.write(rects, numbers: .shortest))
            }
        }
        Benchmark("Write 100,000 \(name) rects: 6 decimals") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try JSONInputs.write(rects, numbers: .fractionDigits(6)))
            }
        }
    }

    let jobs = JSONInputs.jobLines(1_000)
    Benchmark("Read 1,000 batch job lines: simdjson") { benchmark in
        for _ in benchmark.scaledIterations {
            for line in jobs { blackHole(try JSONReader.parse(line)) }
        }
    }
    Benchmark("Read 1,000 batch job lines: strict Swift reader") { benchmark in
        for _ in benchmark.scaledIterations {
            for line in jobs { blackHole(try JSONReader.parseStrictly(line)) }
        }
    }
    Benchmark("Read 1,000 batch job lines: JSONSerialization") { benchmark in
        for _ in benchmark.scaledIterations {
            for line in jobs { blackHole(try JSONSerialization.jsonObject(with: Data(line.utf8))) }
        }
    }
}

/// The inputs: the rects of Benchmarks/README.md "Inputs" (seed 42) as JSON text, and
/// render job lines.
enum JSONInputs {
    static func textLines(_ count: Int) -> [[Double]] { numbers(BenchmarkRectSet.textLines.rects(count: count)) }

    static func randomRects(_ count: Int) -> [[Double]] { numbers(BenchmarkRectSet.random.rects(count: count)) }

    /// Each rect as `[x, y, width, height]`.
    static func numbers(_ rects: [Rect]) -> [[Double]] {
        rects.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] }
    }

    /// `[[x,y,w,h],...]` with Swift's shortest round-trip numbers.
    static func json(_ rects: [[Double]]) -> String {
        "[" + rects.map { "[" + $0.map { "\($0)" }.joined(separator: ",") + "]" }.joined(separator: ",") + "]"
    }

    /// The rects as the writer prints them: `[[x,y,w,h],...]`.
    static func write(_ rects: [[Double]], numbers: JSONNumberFormat) throws -> [UInt8] {
        var writer = JSONWriter(numbers: numbers)
        writer.append(raw: "[")
        for (index, rect) in rects.enumerated() {
            writer.append(raw: index == 0 ? "[" : ",[")
            for (place, value) in rect.enumerated() {
                if place > 0 { writer.append(raw: ",") }
                try writer.write(number: value)
            }
            writer.append(raw: "]")
        }
        writer.append(raw: "]")
        return writer.bytes
    }

    /// Render jobs as `batch` reads them, each with a different text and link.
    static func jobLines(_ count: Int) -> [String] {
        (0..<count).map { index in
            #"{"command":"render","text":"Job \#(index): read the offline guide at https://example.com/docs/\#(index) before Friday.","#
                + #""range":[\#(29 + "\(index)".count),\#(54 + 2 * "\(index)".count)],"style":"ios","scale":3,"shadow":true,"#
                + #""link":[{"range":[0,3],"value":"https://example.com/\#(index)"}],"out":"/tmp/job-\#(index).png"}"#
        }
    }
}
