// swift-tools-version:6.0
// The LinkBubble side of Benchmarks/peers/render_peers.py, and a driver for callgrind:
// the README gallery's two-line preview at 3x (as LinkBubbleBenchmarks renders it),
// described as JSON for Skia, timed in-process, or rendered in a loop. See
// Benchmarks/README.md, "Issue 13: rendering".
import PackageDescription

let package = Package(
    name: "RenderScene",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "LinkBubble", path: "../../..")],
    targets: [
        .executableTarget(name: "render-scene", dependencies: [.product(name: "LinkBubble", package: "LinkBubble")]),
    ]
)
