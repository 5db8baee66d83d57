// swift-tools-version: 6.1
//
// An example of a package whose springs live in a preset file: Sources/PresetConstants/springs.json
// is turned into typed constants (Spring.myPop, Motion.myPop, …) at build time by SpringTune's
// build-tool plugin, so editing the preset file is the only step.
//   cd Examples/PresetConstants && swift run PresetConstants

import PackageDescription

let package = Package(
    name: "PresetConstants",
    platforms: [.macOS(.v15)],
    // `traits: []`: the libraries only, without the studio's server packages.
    dependencies: [.package(name: "SpringTune", path: "../..", traits: [])],
    targets: [
        .executableTarget(
            name: "PresetConstants",
            dependencies: [.product(name: "SpringKit", package: "SpringTune")],
            plugins: [.plugin(name: "SpringPresetsPlugin", package: "SpringTune")]
        ),
    ]
)
