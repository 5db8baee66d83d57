// swift-tools-version: 6.0
//
// Fuzz targets for SpringTune's input readers, built with libFuzzer by `make fuzz`.
// A separate package: `-sanitize=fuzzer` does not link on the main package.

import PackageDescription

let package = Package(
    name: "SpringTuneFuzz",
    dependencies: [.package(name: "SpringTune", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "FuzzSpringSpec",
            dependencies: ["FuzzDriver", .product(name: "SpringKit", package: "SpringTune")]
        ),
        .executableTarget(
            name: "FuzzPresetFile",
            dependencies: ["FuzzDriver", .product(name: "SpringPresets", package: "SpringTune")]
        ),
        .executableTarget(
            name: "FuzzFitInputs",
            dependencies: ["FuzzDriver", .product(name: "SpringTuning", package: "SpringTune")]
        ),
    ]
)
