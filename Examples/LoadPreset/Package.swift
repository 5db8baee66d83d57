// swift-tools-version: 6.1
//
// An example of another project using SpringTune's presets through the library product.
//   cd Examples/LoadPreset && swift run LoadPreset alert-in

import PackageDescription

let package = Package(
    name: "LoadPreset",
    platforms: [.macOS(.v15)],
    // `traits: []`: the libraries only, without the studio's server packages.
    dependencies: [.package(name: "SpringTune", path: "../..", traits: [])],
    targets: [
        .executableTarget(
            name: "LoadPreset",
            dependencies: [
                .product(name: "SpringKit", package: "SpringTune"),
                .product(name: "SpringPresets", package: "SpringTune"),
            ]
        ),
    ]
)
