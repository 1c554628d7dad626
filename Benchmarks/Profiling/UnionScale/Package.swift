// swift-tools-version:6.0
// The union-at-scale driver of Benchmarks/README.md ("Issue 13: union at scale"): generates one
// of the benchmark's rect sets and times `RectUnion.regions(of:)` on it in thread CPU time, or
// runs it once (for callgrind and `/usr/bin/time -v`). `compare.sh` alternates two builds.
import PackageDescription

let package = Package(
    name: "UnionScale",
    dependencies: [.package(name: "LinkBubble", path: "../../..")],
    targets: [
        .target(name: "BenchmarkSupport"),
        .executableTarget(
            name: "union-scale",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Geometry", package: "LinkBubble"),
                .product(name: "WrapPath", package: "LinkBubble"),
            ]),
    ]
)
