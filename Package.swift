// swift-tools-version: 6.1
// LinkBubble: text layout, link-bubble geometry and preview rendering on Linux.
//
// Module graph (data flows one way):
//   WrapPath (pure Swift geometry)
//   TextLayout (FreeType, HarfBuzz, ICU) -> BubbleRender (FreeType rasterizer, libpng)
//   -> LinkBubble (high-level API) -> linkbubble (command-line tool)
import PackageDescription

let package = Package(
    name: "LinkBubble",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LinkBubble", targets: ["LinkBubble"]),
        .library(name: "WrapPath", targets: ["WrapPath"]),
        .library(name: "TextLayout", targets: ["TextLayout"]),
        .library(name: "BubbleRender", targets: ["BubbleRender"]),
        .executable(name: "linkbubble", targets: ["linkbubble"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Pure Swift geometry: no C, no Foundation. On Linux, floor, sqrt and friends
        // come from libm, which clients without Foundation do not link otherwise.
        .target(name: "WrapPath", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),

        // Thin C boundaries.
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .target(
            name: "CICUShim",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
        .target(name: "CEmbeddedFonts"),

        .target(
            name: "TextLayout",
            dependencies: ["WrapPath", "CFreeType", "CHarfBuzz", "CICUShim", "CEmbeddedFonts"]),
        .target(
            name: "BubbleRender",
            dependencies: ["WrapPath", "TextLayout", "CFreeType", "CLibPNG"]),
        .target(
            name: "LinkBubble",
            dependencies: ["WrapPath", "TextLayout", "BubbleRender"]),
        .executableTarget(
            name: "linkbubble",
            dependencies: [
                "LinkBubble",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        .testTarget(name: "WrapPathTests", dependencies: ["WrapPath"], exclude: ["Fixtures"]),
        .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout"], exclude: ["Fixtures"]),
        .testTarget(name: "BubbleRenderTests", dependencies: ["BubbleRender"]),
        .testTarget(name: "LinkBubbleTests", dependencies: ["LinkBubble"]),
        .testTarget(
            name: "linkbubbleEndToEndTests", dependencies: ["linkbubble"]),
    ]
)
