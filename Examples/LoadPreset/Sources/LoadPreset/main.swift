// Loads a preset by name from the bundled presets (compiled into the SpringPresets library,
// no file path needed) and from any preset files given after the name, such as one that
// `springtune fit --save-preset NAME --preset-file FILE` wrote, and prints its spring and
// what it does, measured the way every SpringTune surface measures it.
//
//   swift run LoadPreset alert-in
//   swift run LoadPreset my-pop ../../mine.json
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SpringKit
import SpringPresets

let arguments = Array(CommandLine.arguments.dropFirst())
let name = arguments.first ?? "alert-in"
do {
    let library = try PresetLibrary.loading(files: Array(arguments.dropFirst()))
    let preset = try library.requirePreset(named: name)
    let setup = try preset.setup()
    let spring = setup.spring
    print("\(preset.name): \(preset.description)")
    print("from \(library.origins[name] ?? "?")")
    print("mass \(spring.mass), stiffness \(spring.stiffness), damping \(spring.damping) (ζ \(spring.dampingRatio))")
    // A preset tuned under an engine is that engine's curve; the exact spring is shown beside it.
    let measured = try setup.measurement()
    let drawn = measured.metrics.settlingTime.map { "\($0) s" } ?? "never"
    print("settles in \(drawn) (2 % band, as \(measured.solver.rawValue) draws it)")
    if !measured.isExact {
        print("the exact spring settles in \(measured.exact.settlingTime.map { "\($0) s" } ?? "never")")
    }
} catch let error as UnknownPresetError {
    print(error.description)
    exit(error.exitCode)
} catch let error as PresetFileError {
    print(error.description)
    exit(error.exitCode)
} catch {
    print("preset \(name) is invalid: \(error)")
    exit(65)
}
