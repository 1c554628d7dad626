// swift-tools-version:6.0
// The LinkBubble side of Benchmarks/peers/layout_peers.py: lays out the layout
// benchmark's paragraphs cold (a fresh LayoutCache per text) or warm (one shared cache)
// and reports each layout's time, so that SkParagraph, Pango and the HarfBuzz + ICU
// floor can be timed on the same texts in the same run. See Benchmarks/peers/README.md.
import PackageDescription

let package = Package(
    name: "LayoutTiming",
    dependencies: [.package(name: "LinkBubble", path: "../../..")],
    targets: [
        .target(name: "BenchmarkSupport"),
        .executableTarget(
            name: "layout-timing",
            dependencies: ["BenchmarkSupport", .product(name: "TextLayout", package: "LinkBubble")]),
    ]
)
