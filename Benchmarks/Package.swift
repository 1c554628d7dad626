// swift-tools-version: 6.1
// Benchmarks for LinkBubble, kept out of the root package so its builds stay fast.
// Run from this folder: swift package --allow-writing-to-package-directory benchmark;
// ./check-thresholds runs them and checks the results against Thresholds/.
import Foundation
import PackageDescription

/// The root package's identity is the name of its folder, which differs between
/// clones (a worktree, a CI checkout), so it is computed from this file's path.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// A benchmark executable in Benchmarks/NAME using the root's `products`, with the
/// benchmark package, the shared tolerances and the benchmark plugin.
func benchmarkTarget(_ name: String, products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["Tolerances", .product(name: "Benchmark", package: "benchmark")]
            + products.map { .product(name: $0, package: root) },
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
}

let package = Package(
    name: "LinkBubbleBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(path: ".."),
    ],
    targets: [
        // The tolerances of the thresholds in Thresholds/, shared by every benchmark.
        .target(
            name: "Tolerances", dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/Tolerances"),
        benchmarkTarget("WrapPathBenchmarks", products: ["BenchmarkInputs", "Geometry", "WrapPath"]),
        benchmarkTarget("TextLayoutBenchmarks", products: ["BenchmarkInputs", "Geometry", "TextLayout"]),
        benchmarkTarget("LinkBubbleBenchmarks", products: ["LinkBubble"]),
        benchmarkTarget("RenderBenchmarks", products: ["BubbleRender", "Geometry", "LinkBubble", "TextLayout", "WrapPath"]),
        // The tool's JSON readers and writer.
        benchmarkTarget("JSONBenchmarks", products: ["BenchmarkInputs", "Geometry", "LinkBubbleJSON"]),
    ]
)
