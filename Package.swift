// swift-tools-version: 6.1
// LinkBubble: text layout, link-bubble geometry and preview rendering on Linux.
//
// Module graph: each module and the package modules it imports. Data flows down the
// list; a module imports only modules above it (Tests/LinkBubbleTests/ModuleGraphTests.swift
// checks this against the sources, the README's module table and the dependencies below).
//
//   InternalUtilities  package-only helpers: decimal formatting, atomic files, file reading
//   Geometry           points, sizes, rects, transforms, paths, fill rules, colors (pure Swift)
//                        <- InternalUtilities
//   WrapPath           rect union, bubbles, rounding, clipping (pure Swift)
//                        <- Geometry, InternalUtilities
//   TextLayout         fonts, system fonts and fallback, attributed text, typesetting, queries
//                        <- Geometry, InternalUtilities; FreeType, HarfBuzz, ICU, fontconfig
//   BubbleRender       scenes and their painters: raster canvas, SVG, masks
//                        <- Geometry, TextLayout (glyphs and fonts only), InternalUtilities;
//                           FreeType, libpng, ISA-L, libjpeg-turbo, libwebp (and libwebpmux)
//   LinkBubble         high-level API; the scenes of laid-out text (glyph runs, decorations)
//                        <- Geometry, WrapPath, TextLayout, BubbleRender
//   LinkBubbleJSON     the tool's JSON: reader, writer, batch job lines, rects
//                        <- Geometry, InternalUtilities; simdjson (CSimdJSONShim)
//   LinkBubbleBatch    the batch engine: worker processes, timeouts, ordered output
//                        <- InternalUtilities
//   BenchmarkInputs    the seeded generator, rect sets and paragraphs of the benchmarks
//                        <- Geometry
//   LinkBubbleCommandLine  what the tool's commands are built from and call into: option
//                        groups, argument types, batch jobs decoded into commands, the batch run,
//                        the bench, the console, the tool's error messages
//                        <- LinkBubble, LinkBubbleJSON, LinkBubbleBatch, BenchmarkInputs,
//                           InternalUtilities, CProcessArguments; swift-argument-parser
//   LinkBubbleService  `linkbubble serve`'s HTTP service (the Service trait): routes, limits,
//                        ETags, cache, metrics, the playground page; its jobs are the commands
//                        the tool names (ServiceJobRunner), decoded as batch jobs are
//                        <- LinkBubbleCommandLine, LinkBubble, LinkBubbleJSON, InternalUtilities;
//                           swift-argument-parser, Hummingbird, swift-http-types, swift-log,
//                           swift-metrics, swift-prometheus, swift-service-lifecycle
//   linkbubble         command-line tool: its commands
//                        <- LinkBubble, LinkBubbleJSON, LinkBubbleBatch, LinkBubbleCommandLine,
//                           LinkBubbleService, InternalUtilities, BenchmarkInputs; swift-argument-parser
//   FuzzTargets        the fuzz targets' entry points, shared by the libFuzzer harness of Fuzz/
//                        and FuzzReplayTests; not an API for users, and no module here imports it
//                        <- Geometry, WrapPath, TextLayout, BubbleRender, LinkBubble, LinkBubbleJSON
import PackageDescription

let package = Package(
    name: "LinkBubble",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LinkBubble", targets: ["LinkBubble"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "WrapPath", targets: ["WrapPath"]),
        .library(name: "TextLayout", targets: ["TextLayout"]),
        .library(name: "BubbleRender", targets: ["BubbleRender"]),
        .library(name: "LinkBubbleJSON", targets: ["LinkBubbleJSON"]),
        .library(name: "BenchmarkInputs", targets: ["BenchmarkInputs"]),
        .library(name: "FuzzTargets", targets: ["FuzzTargets"]),
        .executable(name: "linkbubble", targets: ["linkbubble"]),
    ],
    traits: [
        // `linkbubble serve` and what it is built on. On by default, so the tool built from
        // this folder serves; a package that uses only the libraries turns it off with
        // `.package(url: ..., from: ..., traits: [])`, and then neither resolves nor builds
        // Hummingbird, SwiftNIO and the rest (README, "What the server costs the build").
        .trait(name: "Service", description: "`linkbubble serve`: the HTTP service, on Hummingbird and SwiftNIO."),
        .default(enabledTraits: ["Service"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `linkbubble serve` only (LinkBubbleService), and only with the Service trait: no
        // library product depends on them.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // The service tests' HTTP/1.1 client (Hummingbird brings SwiftNIO already; its
        // HummingbirdTesting would bring AsyncHTTPClient, NIOSSL and BoringSSL).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    ],
    targets: [
        // Helpers shared across modules with `package` access; never public.
        .target(name: "InternalUtilities"),
        // Pure Swift value types: no C targets, no Foundation. On Linux, floor, sqrt and
        // friends come from libm, which clients without Foundation do not link otherwise.
        .target(
            name: "Geometry", dependencies: ["InternalUtilities"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Union, bubbles, rounding and clipping on Geometry's values (pure Swift).
        .target(name: "WrapPath", dependencies: ["Geometry", "InternalUtilities"]),

        // Thin C boundaries.
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CISAL", pkgConfig: "libisal",
            providers: [.apt(["libisal-dev"])]),
        .systemLibrary(
            name: "CLibWebP", pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"])]),
        // libwebpmux's mux API (WebPMux), for animated WebP.
        .systemLibrary(
            name: "CLibWebPMux", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"])]),
        // libwebpdemux's animation decoder (WebPAnimDecoder): the tests play animated WebP.
        .systemLibrary(
            name: "CLibWebPDemux", pkgConfig: "libwebpdemux",
            providers: [.apt(["libwebp-dev"])]),
        .target(
            name: "CICUShim",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
        .target(name: "CEmbeddedFonts"),
        // The process's arguments kept by a constructor, for the tool (no /proc needed).
        .target(name: "CProcessArguments"),
        // libjpeg-turbo's decoder behind a C header of stdint types: its errors leave by
        // longjmp, which only C can catch.
        .target(name: "CJPEGShim", linkerSettings: [.linkedLibrary("jpeg")]),
        // simdjson (C++) behind a C header of stdint types, for LinkBubbleJSON's readers.
        .target(
            name: "CSimdJSONShim",
            cxxSettings: [.define("SIMDJSON_THREADS_ENABLED", to: "1")],
            linkerSettings: [.linkedLibrary("simdjson")]),

        .target(
            name: "TextLayout",
            dependencies: [
                "Geometry", "InternalUtilities", "CFreeType", "CHarfBuzz", "CFontconfig", "CICUShim", "CEmbeddedFonts",
            ]),
        .target(
            name: "BubbleRender",
            dependencies: [
                "Geometry", "TextLayout", "InternalUtilities", "CFreeType", "CLibPNG", "CISAL", "CJPEGShim",
                "CLibWebP", "CLibWebPMux",
            ]),
        .target(
            name: "LinkBubble",
            dependencies: ["Geometry", "WrapPath", "TextLayout", "BubbleRender"]),
        // The tool's JSON input and output, in a library so that the fuzz targets
        // (FuzzTargets) reach the readers (a library cannot import an executable target).
        .target(name: "LinkBubbleJSON", dependencies: ["Geometry", "InternalUtilities", "CSimdJSONShim"]),
        // The batch engine: jobs run in a pool of worker processes, whatever a job does.
        .target(name: "LinkBubbleBatch", dependencies: ["InternalUtilities"]),
        // The seeded generator and the generated inputs (rect sets, paragraphs) that the
        // benchmarks, `linkbubble bench --generate` and the tests share.
        .target(name: "BenchmarkInputs", dependencies: ["Geometry"]),
        // What the tool's commands are built from: option groups, argument types, batch jobs
        // decoded into commands, the console they print on. A library so that the tool's
        // target holds only its commands; the tests reach it with `package` access.
        .target(
            name: "LinkBubbleCommandLine",
            dependencies: [
                "LinkBubble", "LinkBubbleJSON", "LinkBubbleBatch", "BenchmarkInputs", "InternalUtilities",
                "CProcessArguments", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // `linkbubble serve`: HTTP on Hummingbird; its jobs are the commands the tool names,
        // decoded by their `JobTemplate`s as batch jobs are, so that it holds no second decoder.
        .target(
            name: "LinkBubbleService",
            dependencies: [
                "LinkBubbleCommandLine", "LinkBubble", "LinkBubbleJSON", "InternalUtilities",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Service"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Service"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Service"])),
                .product(name: "Metrics", package: "swift-metrics", condition: .when(traits: ["Service"])),
                .product(name: "Prometheus", package: "swift-prometheus", condition: .when(traits: ["Service"])),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Service"])),
            ]),
        .executableTarget(
            name: "linkbubble",
            dependencies: [
                "LinkBubble", "LinkBubbleJSON", "LinkBubbleBatch", "LinkBubbleCommandLine",
                "InternalUtilities", "BenchmarkInputs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .target(name: "LinkBubbleService", condition: .when(traits: ["Service"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Service"])),
            ],
            // The Swift runtime and FoundationEssentials linked into the tool in release builds
            // on Linux: half the instructions of a process's start (no shared libraries of the
            // toolchain to load and relocate), which every command pays and `batch` pays once
            // per worker (Benchmarks/README.md, "Process start"). Only
            // this executable has the flag; the library products stay as they are.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),
        // The fuzz targets: each takes the fuzzer's bytes and drives one public entry point.
        // A product for Fuzz/'s libFuzzer harness; here the replay tests run the corpora
        // through it, in the suite's builds (sanitized in scripts/test's first stage).
        .target(
            name: "FuzzTargets",
            dependencies: ["Geometry", "WrapPath", "TextLayout", "BubbleRender", "LinkBubble", "LinkBubbleJSON"]),

        // Shared by the test targets: a seeded generator, shapes, distances, files (Geometry only,
        // so the Geometry tests build without C libraries); image checks (PNG, differences) apart.
        .target(
            name: "LinkBubbleTestSupport", dependencies: ["Geometry", "BenchmarkInputs"], path: "Tests/TestSupport/Core"),
        .target(
            name: "LinkBubbleImageTestSupport", dependencies: ["BubbleRender", "LinkBubbleTestSupport"],
            path: "Tests/TestSupport/Images"),
        .testTarget(name: "InternalUtilitiesTests", dependencies: ["InternalUtilities", "LinkBubbleTestSupport"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "LinkBubbleTestSupport"]),
        .testTarget(
            name: "WrapPathTests", dependencies: ["WrapPath", "LinkBubbleTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "TextLayoutTests", dependencies: ["TextLayout", "LinkBubbleTestSupport"], exclude: ["Fixtures"]),
        // The painters' tests draw laid-out text, whose glyph runs LinkBubble builds.
        .testTarget(
            name: "BubbleRenderTests",
            dependencies: ["BubbleRender", "LinkBubble", "LinkBubbleTestSupport", "CLibWebPDemux"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "LinkBubbleTests", dependencies: ["LinkBubble", "LinkBubbleTestSupport", "LinkBubbleImageTestSupport"]),
        .testTarget(name: "LinkBubbleJSONTests", dependencies: ["LinkBubbleJSON", "Geometry"]),
        // What the tool's commands call into, without the tool: batch reports, bench numbers.
        .testTarget(name: "LinkBubbleCommandLineTests", dependencies: ["LinkBubbleCommandLine", "LinkBubbleBatch"]),
        // The batch engine's tests, with a worker program of their own whose jobs echo,
        // crash, hang or write files as their lines say.
        .executableTarget(
            name: "LinkBubbleBatchTestWorker", dependencies: ["LinkBubbleBatch", "InternalUtilities"],
            path: "Tests/LinkBubbleBatchTestWorker"),
        .testTarget(
            name: "LinkBubbleBatchTests", dependencies: ["LinkBubbleBatch", "LinkBubbleBatchTestWorker", "LinkBubbleTestSupport"]),
        .testTarget(
            name: "linkbubbleEndToEndTests",
            dependencies: ["linkbubble", "LinkBubbleTestSupport", "LinkBubbleImageTestSupport"],
            exclude: ["Fixtures"]),
        // The service over loopback in-process, with the tool's jobs, through a plain HTTP/1.1
        // client on SwiftNIO; and the playground in headless Chromium when it is installed.
        .testTarget(
            name: "LinkBubbleServiceTests",
            dependencies: [
                "linkbubble", "LinkBubbleService", "LinkBubbleTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),
        // Every corpus file and recorded crash of Fuzz/ replayed through the fuzz targets; each
        // crash in a worker process of its own, so one that still fails is named.
        .executableTarget(name: "FuzzReplayWorker", dependencies: ["FuzzTargets"], path: "Tests/FuzzReplayWorker"),
        .testTarget(name: "FuzzReplayTests", dependencies: ["FuzzTargets", "FuzzReplayWorker"]),
        // The README's Swift examples, generated from the README and checked by ReadmeTests.
        .executableTarget(
            name: "ReadmeExamples", dependencies: ["LinkBubble"], path: "Tests/ReadmeExamples",
            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
        .testTarget(name: "ReadmeTests", dependencies: ["ReadmeExamples"]),
    ],
    cxxLanguageStandard: .cxx17
)
