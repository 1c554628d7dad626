// swift-tools-version: 6.1
// Benchmarks for LinkBubble, kept out of the root package so its builds stay fast.
// Run from this folder: swift package --allow-writing-to-package-directory benchmark
import Foundation
import PackageDescription

/// The root package's identity is the name of its folder, which differs between
/// clones (a worktree, a CI checkout), so it is computed from this file's path.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "LinkBubbleBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(path: ".."),
    ],
    targets: [
        .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),
        .executableTarget(
            name: "WrapPathBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Geometry", package: root),
                .product(name: "WrapPath", package: root),
            ],
            path: "Benchmarks/WrapPathBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "TextLayoutBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Geometry", package: root),
                .product(name: "TextLayout", package: root),
            ],
            path: "Benchmarks/TextLayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "LinkBubbleBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LinkBubble", package: root),
            ],
            path: "Benchmarks/LinkBubbleBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "BubbleRender", package: root),
                .product(name: "Geometry", package: root),
                .product(name: "LinkBubble", package: root),
                .product(name: "TextLayout", package: root),
                .product(name: "WrapPath", package: root),
            ],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        // Issue 13: the tool's JSON readers and writer.
        .executableTarget(
            name: "JSONBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LinkBubbleJSON", package: root),
            ],
            path: "Benchmarks/JSONBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ]
)
