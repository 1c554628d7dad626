import ArgumentParser
import BenchmarkInputs
import LinkBubble
import LinkBubbleCommandLine

/// `linkbubble bench`: times the wrap-path operations on the user's rects or on the
/// benchmarks' generated sets.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time the union, the bubbles of each style and the mask on your rects or on generated ones.",
        discussion: """
            Reads a JSON array of [x, y, width, height] rects from --rects-file (as path reads them), or \
            generates --count rects with --generate: text-lines, ragged or random, the sets of \
            Benchmarks/README.md ("Inputs"; seed 42 gives the benchmarks' rects). Each operation runs once \
            untimed, then until --iterations samples are taken or --seconds have passed (at least one \
            sample): union (RectUnion.regions), bubbles STYLE for each style (Bubble.bubbles, which \
            includes the union, snapping and rounding), and mask (the antialiased coverage of the exact \
            outline at --scale, as mask draws it; the outline is computed beforehand). Prints the \
            minimum, median and 99th percentile (nearest rank) of each operation's wall-clock time, and \
            what the operation made, as a table or as JSON: {"input": {...}, "iterations": N, \
            "seconds": S, "scale": X, "operations": [{"name": NAME, "samples": N, "minNanoseconds": T, \
            "medianNanoseconds": T, "p99Nanoseconds": T, "result": {...}}]}.
            """)

    /// The most rects `--generate` makes: 900,000. Text lines have up to four corners
    /// each, so their union stays within `RectUnion.maximumCorners` (4,194,304), which the
    /// bench asks for; the ragged lines' outline has 4.5 path elements per rect, which
    /// stays within the mask's `RenderLimits.maximumPathElementCount` (4,194,304); and
    /// every operation fits a process limited to 2 GiB of address space (README.md,
    /// "Limits").
    static let maximumCount = 900_000
    /// The most samples per operation.
    static let maximumIterations = 1_000_000
    /// The longest time per operation, in seconds.
    static let maximumSeconds = 3600.0

    @Option(help: "A file holding a JSON array of [x, y, width, height] rects.")
    var rectsFile: String?

    @Option(help: "Generate the rects instead, as Benchmarks/README.md describes.")
    var generate: BenchmarkRectSet?

    @Option(help: "How many rects to generate, 1 to 900,000 (default 1000).")
    var count: Int?

    @Option(help: "The generator's seed (default 42, as the benchmarks).")
    var seed: UInt64?

    @Option(help: ArgumentHelp("The operations to time, comma-separated: union, bubbles, mask.", valueName: "LIST"))
    var operations: String = "union,bubbles,mask"

    @Option(help: "Device pixels per point of the mask.")
    var scale: Double = 2

    @Option(help: "The most samples per operation, 1 to 1,000,000.")
    var iterations: Int = 1000

    @Option(help: "The most seconds per operation once one sample is taken, above 0 and up to 3600.")
    var seconds: Double = 1

    @Option(help: "The output: a table, or one line of JSON.")
    var format: BenchFormat = .text

    func validate() throws {
        switch (rectsFile, generate) {
        case (nil, nil): throw ValidationError("give --rects-file or --generate")
        case (_?, _?): throw ValidationError("give --rects-file or --generate, not both")
        case (_?, nil) where count != nil || seed != nil:
            throw ValidationError("--count and --seed apply to --generate only")
        default: break
        }
        if let count, !(1...Self.maximumCount).contains(count) {
            throw ValidationError("--count must be between 1 and \(Self.maximumCount), not \(count)")
        }
        guard (1...Self.maximumIterations).contains(iterations) else {
            throw ValidationError("--iterations must be between 1 and \(Self.maximumIterations), not \(iterations)")
        }
        guard seconds.isFinite, seconds > 0, seconds <= Self.maximumSeconds else {
            throw ValidationError("--seconds must be above 0 and at most \(Int(Self.maximumSeconds)), not \(seconds)")
        }
        guard scale.isFinite, scale >= RenderLimits.minimumScale, scale <= RenderLimits.maximumScale else {
            throw ValidationError(
                "--scale must be between \(RenderLimits.minimumScale) and \(Int(RenderLimits.maximumScale)), not \(scale)")
        }
        _ = try BenchOperationGroup.parse(operations)
    }

    func run() throws {
        let input = try BenchInput(generating: generate, count: count, seed: seed, orReading: rectsFile)
        let report = try BenchReport(
            timing: try BenchOperationGroup.parse(operations), on: input, scale: scale, iterations: iterations,
            seconds: seconds)
        switch format {
        case .text: Console.current.write(report.table())
        case .json: Console.current.write(try report.json() + "\n")
        }
    }
}
