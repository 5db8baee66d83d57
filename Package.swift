// swift-tools-version: 6.1
//
// SpringTune: exact spring-animation physics, conversions, tuning, presets
// and plots. See README.md and docs/.

import PackageDescription

let package = Package(
    name: "SpringTune",
    // macOS 15: SpringTuning's sweep uses Synchronization.Atomic.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SpringKit", targets: ["SpringKit"]),
        .library(name: "SpringIO", targets: ["SpringIO"]),
        .library(name: "SpringTuning", targets: ["SpringTuning"]),
        .library(name: "SpringPresets", targets: ["SpringPresets"]),
        .library(name: "SpringExport", targets: ["SpringExport"]),
        .library(name: "SpringPlot", targets: ["SpringPlot"]),
        .library(name: "SpringReport", targets: ["SpringReport"]),
        .library(name: "SpringScan", targets: ["SpringScan"]),
        .library(name: "SpringVideo", targets: ["SpringVideo"]),
        .library(name: "SpringRequests", targets: ["SpringRequests"]),
        .library(name: "SpringStudio", targets: ["SpringStudio"]),
        .library(name: "SpringMCP", targets: ["SpringMCP"]),
        .executable(name: "springtune", targets: ["springtune"]),
        // A target's preset files as typed Swift constants at build time (docs/presets.md).
        .plugin(name: "SpringPresetsPlugin", targets: ["SpringPresetsPlugin"]),
    ],
    // `Studio` (on by default) builds `springtune studio`'s HTTP server (Hummingbird 2 over
    // SwiftNIO); `MCP` (on by default) builds `springtune mcp`'s Model Context Protocol server
    // (the official Swift SDK). A package that uses only the libraries turns them off,
    // `.package(url: …, branch: "main", traits: [])`, and then resolves and fetches none of
    // the servers' packages: swift-numerics and swift-argument-parser only (docs/design.md).
    traits: [
        .trait(name: "Studio", description: "The studio's HTTP server (`springtune studio`): Hummingbird 2 and SwiftNIO."),
        .trait(name: "MCP", description: "The Model Context Protocol server (`springtune mcp`): modelcontextprotocol/swift-sdk."),
        .default(enabledTraits: ["Studio", "MCP"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
        // The studio's HTTP server (`springtune studio`) and its in-process tests.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        // The Model Context Protocol server (`springtune mcp`): the official Swift SDK, pinned to
        // its minor version (0.x releases may change its API).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", .upToNextMinor(from: "0.12.1")),
        // `make docs`: DocC catalogs of SpringKit, SpringPresets and SpringExport.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The physics: models, parameterisations, solvers, renderers, metrics. No I/O.
        .target(
            name: "SpringKit",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")]
        ),
        // Files: atomic replacement, ordered JSON, the platform shim. Shared by the libraries
        // that read or write (SpringKit only for its one number format).
        .target(name: "SpringIO", dependencies: ["SpringKit"]),
        // Sweeps and fits on top of SpringKit.
        .target(name: "SpringTuning", dependencies: ["SpringKit", "SpringIO"]),
        // Preset files: schema, loading, validation, the library and resolution of names.
        .target(name: "SpringPresets", dependencies: ["SpringKit", "SpringIO"], plugins: ["EmbedFilesPlugin"]),
        // Ready-to-paste code for each ecosystem (`springtune export`).
        .target(name: "SpringExport", dependencies: ["SpringKit", "SpringIO", "SpringPresets",
                                                     .product(name: "RealModule", package: "swift-numerics")]),
        // The records the tool prints (metrics, fits, conversions, durations) as tables, JSON and CSV.
        .target(name: "SpringReport", dependencies: ["SpringKit", "SpringIO", "SpringTuning", "SpringPresets"]),
        // What a user asks SpringTune for, checked and answered once: the spring source, export,
        // plot settings, fits, and the one error type. The CLI and the studio are front ends of it.
        .target(name: "SpringRequests", dependencies: ["SpringKit", "SpringIO", "SpringTuning", "SpringPresets", "SpringExport",
                                                       "SpringPlot", "SpringReport", "SpringScan", "SpringVideo"]),
        // The C shim: cairo as a system library (pkg-config `cairo`).
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        // The C shim: FFmpeg's libraries as a system library (pkg-config `libavformat`, which
        // brings libavcodec and libavutil; libswscale is linked by the module map).
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavformat",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"]), .brew(["ffmpeg"])]
        ),
        // Screen recordings: decoding through FFmpeg, tracking an element, fitting its spring and
        // ranking the engines that could have drawn it (`springtune fit --video`). No C type in
        // its public API.
        .target(name: "SpringVideo", dependencies: ["SpringKit", "SpringTuning", "SpringPresets", "SpringExport", "CFFmpeg"]),
        // Plots drawn through cairo; no C type in its public API.
        .target(name: "SpringPlot", dependencies: ["SpringKit", "SpringIO", "SpringTuning", "CCairo",
                                                  .product(name: "RealModule", package: "swift-numerics")]),
        // Finds the springs written in a codebase and measures them (`springtune scan`).
        .target(name: "SpringScan", dependencies: ["SpringKit", "SpringTuning", "SpringPresets", "SpringIO", "SpringExport",
                                                  .product(name: "RealModule", package: "swift-numerics")]),
        // The studio: a local web app over the libraries (`springtune studio`, its server
        // only with the `Studio` trait) and
        // self-contained previews (`springtune preview`). Its page is plain files under
        // Assets/, compiled in at build time by EmbedFilesPlugin.
        .target(
            name: "SpringStudio",
            dependencies: [
                "SpringKit", "SpringIO", "SpringTuning", "SpringPresets", "SpringExport", "SpringPlot", "SpringReport", "SpringRequests",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Studio"])),
                .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Studio"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Studio"])),
                // The connection handler (HTTP/1 parts) and the worker threads (NIOThreadPool).
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Studio"])),
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["Studio"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Studio"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Studio"])),
            ],
            exclude: ["Assets"],
            plugins: ["EmbedFilesPlugin"]
        ),
        // The Model Context Protocol server (`springtune mcp`): the tools, each a thin map onto
        // SpringRequests, and their schemas (no SDK type), and the stdio server over the
        // official Swift SDK (only with the `MCP` trait). Its resources embed docs/*.md.
        .target(
            name: "SpringMCP",
            dependencies: [
                "SpringKit", "SpringIO", "SpringTuning", "SpringPresets", "SpringExport", "SpringPlot", "SpringReport",
                "SpringScan", "SpringRequests",
                .product(name: "MCP", package: "swift-sdk", condition: .when(traits: ["MCP"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["MCP"])),
            ],
            plugins: ["EmbedFilesPlugin"]
        ),
        // Files compiled into the targets that ship them, at build time: presets/*.json into
        // SpringPresets and the studio's Assets/ into SpringStudio (no resource bundle, nothing
        // generated committed).
        .executableTarget(name: "EmbedFiles"),
        .plugin(name: "EmbedFilesPlugin", capability: .buildTool(), dependencies: ["EmbedFiles"]),
        // A consumer target's preset files as Swift constants at build time: the plugin runs the
        // generator of `springtune preset export --as swift` (SpringExport's PresetModule).
        .executableTarget(name: "SpringPresetsGenerator", dependencies: ["SpringExport", "SpringPresets", "SpringIO"]),
        .plugin(name: "SpringPresetsPlugin", capability: .buildTool(), dependencies: ["SpringPresetsGenerator"]),
        // The command-line tool: thin commands over the libraries.
        .executableTarget(
            name: "springtune",
            dependencies: [
                "SpringKit", "SpringIO", "SpringTuning", "SpringPresets", "SpringExport", "SpringPlot", "SpringScan", "SpringReport", "SpringStudio", "SpringRequests",
                "SpringMCP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks (run by `make bench`; not tests).
        .executableTarget(
            name: "springbench",
            dependencies: ["SpringKit"],
            path: "Benchmarks/springbench"
        ),
        .testTarget(
            name: "SpringKitTests",
            dependencies: ["SpringKit", "SpringTestSupport"],
            // The generators of Reference/*Values.swift (python3 + mpmath) and the probe of the
            // exact range (python3 + mpmath): scripts, not sources.
            exclude: ["Reference/make_reference.py", "Reference/make_retarget_reference.py",
                      "Reference/make_flutter_reference.py", "Reference/make_flutter_engine_reference.py",
                      "Reference/make_push_reference.py", "Reference/make_svelte_reference.py",
                      "Reference/make_flutter_fling_reference.py", "Reference/probe_extremes.py",
                      // The drivers of Reanimated's and anime.js's own code behind
                      // Reference/ReanimatedReferenceValues.swift and AnimeEaseValues.swift (node).
                      "Reference/make_reanimated_reference.js", "Reference/make_anime_reference.mjs",
                      // Reference values of react-spring run as-is (tsc + node).
                      "Reference/make_react_spring_reference.sh"]
        ),
        .testTarget(name: "SpringIOTests", dependencies: ["SpringIO"]),
        .testTarget(name: "SpringTuningTests", dependencies: ["SpringTuning", "SpringKit"]),
        .testTarget(name: "SpringPresetsTests", dependencies: ["SpringPresets", "SpringTestSupport"],
                    // The generator of Reference/PresetReferenceValues.swift (python3 + mpmath).
                    exclude: ["Reference/make_preset_reference.py"]),
        .testTarget(name: "SpringExportTests", dependencies: ["SpringExport", "SpringPresets", "SpringTestSupport"], exclude: ["Stubs", "Golden"]),
        // The behaviour suite: requests built and run in process; `springtune` for the lines and
        // exit codes the command line prints for their refusals.
        .testTarget(name: "SpringRequestsTests", dependencies: ["SpringRequests", "SpringReport", "SpringExport", "SpringPresets", "SpringScan",
                                                          "SpringTuning", "SpringKit", "SpringIO", "SpringPlot", "SpringVideo",
                                                          "SpringStudio", "SpringTestSupport", "springtune"]),
        .testTarget(name: "SpringReportTests", dependencies: ["SpringReport", "SpringIO", "SpringKit"]),
        .testTarget(name: "SpringPlotTests", dependencies: ["SpringPlot", "SpringKit", "SpringTuning", "SpringTestSupport"]),
        .testTarget(
            name: "SpringStudioTests",
            dependencies: [
                "SpringStudio", "SpringRequests", "SpringReport", "SpringExport", "SpringPresets", "SpringKit", "SpringTestSupport", "springtune",
                // The studio run by runService() and driven over sockets by the target's own client
                // (no HummingbirdTesting: its client would build async-http-client and BoringSSL).
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]
        ),
        .testTarget(name: "SpringVideoTests", dependencies: ["SpringVideo", "SpringKit", "SpringTuning", "SpringRequests", "SpringExport",
                                                            "SpringReport", "SpringStudio", "SpringTestSupport", "springtune"]),
        // Shared by the test targets: the launcher that runs the built springtune.
        .target(name: "SpringTestSupport", dependencies: [.product(name: "RealModule", package: "swift-numerics")],
                path: "Tests/SpringTestSupport"),
        .testTarget(name: "springtuneTests", dependencies: ["springtune", "SpringReport", "SpringTestSupport"]),
        // The MCP server's tools in process, and `springtune mcp` over its stdio.
        .testTarget(name: "SpringMCPTests", dependencies: ["SpringMCP", "SpringRequests", "SpringReport", "SpringIO", "SpringExport",
                                                      "SpringKit", "SpringStudio", "SpringTestSupport", "springtune"]),
        // The fixture codebase is data, never compiled.
        .testTarget(name: "SpringScanTests", dependencies: ["SpringScan", "SpringKit", "SpringTuning", "SpringExport", "SpringRequests", "springtune", "SpringTestSupport"],
                    exclude: ["Fixtures", "validate_sarif.py", "make_scan_tree.py"]),
    ]
)
