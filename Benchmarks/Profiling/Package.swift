// swift-tools-version: 6.1
// The profiling drivers of Benchmarks/README.md in one executable, `profile`, with one
// subcommand per profile: the Swift side of the peer scripts in Benchmarks/peers, and
// programs for callgrind and perf. Build: swift build -c release --package-path Benchmarks/Profiling
import PackageDescription

let package = Package(
    name: "LinkBubbleProfiling",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "LinkBubble", path: "../..")],
    targets: [
        .executableTarget(
            name: "profile",
            dependencies: [
                .product(name: "BenchmarkInputs", package: "LinkBubble"),
                .product(name: "Geometry", package: "LinkBubble"),
                .product(name: "LinkBubble", package: "LinkBubble"),
                .product(name: "TextLayout", package: "LinkBubble"),
                .product(name: "WrapPath", package: "LinkBubble"),
            ]),
    ]
)
