// swift-tools-version: 6.1
// libFuzzer's harness for LinkBubble's fuzz targets (the root package's FuzzTargets), kept out of
// the root package: its -sanitize=fuzzer build instruments every module.
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
        // libFuzzer's driver entry point, declared for Swift (defined by -sanitize=fuzzer).
        .target(name: "CLibFuzzer"),
        // Built with -sanitize=fuzzer it is libFuzzer's harness (scripts/fuzz); built
        // plainly it replays files: linkbubble-fuzz TARGET FILE... The targets it drives
        // are the root package's FuzzTargets, which the root's replay tests use too.
        .executableTarget(
            name: "linkbubble-fuzz",
            dependencies: [.product(name: "FuzzTargets", package: root), "CLibFuzzer"]),
    ]
)
