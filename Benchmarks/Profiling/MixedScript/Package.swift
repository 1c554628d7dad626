// swift-tools-version:6.0
// A driver for callgrind: the mixed-script and Latin steady-state layouts of
// TextLayoutBenchmarks (same inputs, same setup), with the measured layouts inside one
// function to toggle collection on. See Benchmarks/README.md, issue 10.
import PackageDescription

let package = Package(
    name: "MixedScriptProfile",
    dependencies: [.package(name: "LinkBubble", path: "../../..")],
    targets: [
        .target(name: "BenchmarkSupport"),
        .executableTarget(
            name: "mixed-script-profile",
            dependencies: ["BenchmarkSupport", .product(name: "TextLayout", package: "LinkBubble")]),
    ]
)
