// swift-tools-version: 6.1
// The concurrency tests: shared fonts, caches and pools used from many threads at once,
// each answer compared with the same work done alone. `scripts/test` runs them under
// ThreadSanitizer (`swift test --package-path Concurrency --sanitize=thread`). A package
// of their own, as Fuzz/ is, because a sanitized `swift test` compiles every test target
// of its package: this one builds the libraries they use and nothing else (not the tool,
// its service's Hummingbird and SwiftNIO, nor the other tests).
import Foundation
import PackageDescription

/// The root package's identity is the name of its folder, which differs between
/// clones (a worktree, a CI checkout), so it is computed from this file's path.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "LinkBubbleConcurrency",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        .testTarget(
            name: "ConcurrencyTests",
            dependencies: [
                .product(name: "Geometry", package: root),
                .product(name: "TextLayout", package: root),
                .product(name: "BubbleRender", package: root),
                .product(name: "LinkBubble", package: root),
            ]),
    ]
)
