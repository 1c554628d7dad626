// swift-tools-version: 6.1
// libFuzzer targets for LinkBubble, kept out of the root package so its builds stay fast.
// Run from the repository: scripts/fuzz TARGET [--runs N | --seconds S] (see Fuzz/README.md).
import Foundation
import PackageDescription

/// The root package's identity is the name of its folder, which differs between
/// clones (a worktree, a CI checkout), so it is computed from this file's path.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "LinkBubbleFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // The fuzz targets: each takes the fuzzer's bytes and drives one public entry point.
        .target(
            name: "FuzzTargets",
            dependencies: [
                .product(name: "Geometry", package: root),
                .product(name: "WrapPath", package: root),
                .product(name: "TextLayout", package: root),
                .product(name: "BubbleRender", package: root),
                .product(name: "LinkBubble", package: root),
                .product(name: "LinkBubbleJSON", package: root),
            ]),
        // Built with -sanitize=fuzzer it is libFuzzer's harness (scripts/fuzz); built
        // plainly it replays files: linkbubble-fuzz TARGET FILE...
        // libFuzzer's driver entry point, declared for Swift (defined by -sanitize=fuzzer).
        .target(name: "CLibFuzzer"),
        .executableTarget(name: "linkbubble-fuzz", dependencies: ["FuzzTargets", "CLibFuzzer"]),
        // Replays every corpus file and every recorded crash through the targets.
        .testTarget(name: "FuzzReplayTests", dependencies: ["FuzzTargets"]),
    ]
)
