// Loads a bundled preset by name (no file path needed: the presets are compiled into
// the SpringPresets library) and prints its spring and what it does.
#if canImport(Glibc)
import Glibc
#endif
import SpringPresets

let name = CommandLine.arguments.dropFirst().first ?? "alert-in"
guard let preset = PresetLibrary.bundled.preset(named: name) else {
    let suggestions = PresetLibrary.bundled.closestNames(to: name)
    print("unknown preset \(name); closest: \(suggestions.joined(separator: ", "))")
    exit(66)
}
do {
    let setup = try preset.setup()
    let spring = setup.spring
    print("\(preset.name): \(preset.description)")
    print("mass \(spring.mass), stiffness \(spring.stiffness), damping \(spring.damping) (ζ \(spring.dampingRatio))")
    let settling = try setup.response.settlingTime()
    print("settles in \(settling.map { "\($0) s" } ?? "never") (2 % band, exact spring)")
} catch {
    print("preset \(name) is invalid: \(error)")
    exit(65)
}
