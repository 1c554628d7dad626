import LinkBubble
import LinkBubbleJSON

/// What `linkbubble bench` prints.
package struct BenchReport {
    /// The rects timed.
    package var input: BenchInput
    /// The most samples per operation.
    package var iterations: Int
    /// The most seconds per operation.
    package var seconds: Double
    /// The mask's device pixels per point.
    package var scale: Double
    /// Each operation's samples and what it made.
    package var measurements: [BenchMeasurement]

    /// The report of `groups` timed on `input`'s rects, each operation sampled up to
    /// `iterations` times or for `seconds`, the mask drawn at `scale`.
    ///
    /// - Throws: a `ValidationError` when an operation fails (a mask too large to draw,
    ///   say), before any is timed.
    package init(
        timing groups: [BenchOperationGroup], on input: BenchInput, scale: Double, iterations: Int, seconds: Double
    ) throws {
        measurements = try BenchRunner(
            rects: input.rects, groups: groups, scale: scale, iterations: iterations, seconds: seconds
        ).measure()
        (self.input, self.iterations, self.seconds, self.scale) = (input, iterations, seconds, scale)
    }

    /// The input on one line, then one row per operation: samples, min, median, p99
    /// (in ns, µs, ms or s) and what the operation made.
    package func table() -> String {
        var lines = [inputDescription]
        let header = ["operation", "samples", "min", "median", "p99", "result"]
        var rows = [header]
        for measurement in measurements {
            rows.append([
                measurement.name, "\(measurement.samples.count)", Self.duration(measurement.samples[0]),
                Self.duration(measurement.percentile(50)), Self.duration(measurement.percentile(99)),
                measurement.result.map { "\($0.0) \(Self.plain($0.1))" }.joined(separator: ", "),
            ])
        }
        let widths = (0..<header.count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // Names and results are left-aligned, numbers right-aligned; no padding after the last.
                return column == 0 ? cell + padding : column == header.count - 1 ? cell : padding + cell
            }
            lines.append(cells.joined(separator: "  "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as one line of JSON (times in nanoseconds).
    package func json() throws -> String {
        let inputValue: JSONValue
        switch input.source {
        case .file(let path):
            inputValue = .object([("file", .string(path)), ("count", .number(Double(input.rects.count)))])
        case .generated(let set, let seed):
            inputValue = .object([
                ("generate", .string(set.rawValue)), ("count", .number(Double(input.rects.count))),
                ("seed", .number(Double(seed))),
            ])
        }
        return try JSONValue.object([
            ("input", inputValue), ("iterations", .number(Double(iterations))), ("seconds", .number(seconds)),
            ("scale", .number(scale)),
            ("operations", .array(measurements.map { measurement in
                .object([
                    ("name", .string(measurement.name)), ("samples", .number(Double(measurement.samples.count))),
                    ("minNanoseconds", .number(measurement.samples[0].rounded())),
                    ("medianNanoseconds", .number(measurement.percentile(50).rounded())),
                    ("p99Nanoseconds", .number(measurement.percentile(99).rounded())),
                    ("result", .object(measurement.result)),
                ])
            })),
        ]).text
    }

    private var inputDescription: String {
        switch input.source {
        case .file(let path): "rects: \(input.rects.count) from \(path)"
        case .generated(let set, let seed): "rects: \(input.rects.count) \(set.rawValue), seed \(seed)"
        }
    }

    /// `nanoseconds` with 3 significant digits in ns, µs, ms or s.
    package static func duration(_ nanoseconds: Double) -> String {
        let (value, unit): (Double, String) =
            nanoseconds < 1e3 ? (nanoseconds, "ns")
            : nanoseconds < 1e6 ? (nanoseconds / 1e3, "µs")
            : nanoseconds < 1e9 ? (nanoseconds / 1e6, "ms") : (nanoseconds / 1e9, "s")
        let digits = value < 10 ? 2 : value < 100 ? 1 : 0
        return JSONValue.format((value * Self.power(digits)).rounded() / Self.power(digits)) + " " + unit
    }

    private static func power(_ digits: Int) -> Double { digits == 2 ? 100 : digits == 1 ? 10 : 1 }

    /// A result value as the table shows it: JSON text without quotes.
    private static func plain(_ value: JSONValue) -> String {
        ((try? value.text) ?? "").replacing("\"", with: "")
    }
}
