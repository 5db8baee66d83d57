// swift-tools-version: 6.0
//
// An example of another project using SpringTune's presets through the library product.
//   cd Examples/LoadPreset && swift run LoadPreset alert-in

import PackageDescription

let package = Package(
    name: "LoadPreset",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "SpringTune", path: "../..")],
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
