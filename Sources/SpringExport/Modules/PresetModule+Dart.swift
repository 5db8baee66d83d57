import SpringKit

extension PresetModule {
    /// `dart`: Flutter `SpringDescription` constants (physical mass, stiffness and damping,
    /// exact to the bit), each in a `SpringPreset` with its motion (`from`, `to`, `velocity` in units per
    /// second, as `SpringSimulation` takes it) and a `springPresets` map by name.
    func dart(_ entries: [Entry]) -> String {
        var out = headerLines.map { "// " + $0 + "\n" }.joined()
        out += "//\n"
        out += "// SpringDescription takes the physical mass, stiffness and damping (exact). SpringSimulation takes the\n"
        out += "// start, the end and the initial velocity in units per second: preset.simulation() builds it.\n\n"
        out += "import 'package:flutter/physics.dart';\n\n"
        out += "/// A SpringTune preset: its spring and the motion it was tuned for.\n"
        out += "class SpringPreset {\n"
        out += "  const SpringPreset({required this.name, required this.spring, required this.from, required this.to, required this.velocity, this.keyPath});\n\n"
        out += "  final String name;\n"
        out += "  final SpringDescription spring;\n"
        out += "  final double from;\n"
        out += "  final double to;\n"
        out += "  final double velocity;\n"
        out += "  final String? keyPath;\n\n"
        out += "  SpringSimulation simulation() => SpringSimulation(spring, from, to, velocity);\n"
        out += "}\n"
        for entry in entries {
            let spring = entry.subject.spring, motion = entry.subject.motion
            out += "\n"
            out += describe(entry).map { "/// " + $0 + "\n" }.joined()
            out += "const \(entry.identifier) = SpringPreset(\n"
            out += "  name: \(PresetModuleNaming.stringLiteral(entry.preset.name, in: .dart)),\n"
            out += "  spring: SpringDescription(mass: \(ExportNumber.exact(spring.mass)), stiffness: \(ExportNumber.exact(spring.stiffness)), damping: \(ExportNumber.exact(spring.damping))),\n"
            out += "  from: \(ExportNumber.exact(motion.from)),\n"
            out += "  to: \(ExportNumber.exact(motion.to)),\n"
            out += "  velocity: \(ExportNumber.exact(motion.absoluteVelocity)),\n"
            if let keyPath = entry.subject.keyPath { out += "  keyPath: \(PresetModuleNaming.stringLiteral(keyPath, in: .dart)),\n" }
            out += ");\n"
        }
        out += "\n/// Every preset by name.\n"
        out += "const springPresets = <String, SpringPreset>{\n"
        for entry in entries { out += "  \(PresetModuleNaming.stringLiteral(entry.preset.name, in: .dart)): \(entry.identifier),\n" }
        out += "};\n"
        return out
    }
}
