import SpringKit

/// `flutter`: Dart for Flutter's `package:flutter/physics.dart`: a `SpringDescription` with
/// the physical mass, stiffness and damping (exact: Flutter's `SpringSimulation` draws the
/// closed form of those numbers) and a ready `SpringSimulation(spring, start, end, velocity)`
/// for the motion, its velocity in units per second (Flutter's convention).
///
/// The other constructors that build the same spring are named in comments:
/// `SpringDescription.withDampingRatio(mass:stiffness:ratio:)` always, and
/// `SpringDescription.withDurationAndBounce(duration:bounce:)` when the spring's period at
/// mass 1 is a whole number of milliseconds (Flutter reads the `Duration` through
/// `inMilliseconds`, so any other period is a different spring there).
/// Source: flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart`
/// (`SpringDescription`, `SpringSimulation`) and `tolerance.dart` (`Tolerance.defaultTolerance`:
/// distance, time and velocity 1e-3). Always representable. Cost: constant.
enum FlutterExporter {
    static func export(_ subject: ExportSubject) -> String {
        let spring = subject.spring, motion = subject.motion
        let name = subject.identifier(fallback: "spring")
        var lines = ["// SpringTune export for Flutter (package:flutter/physics.dart): \(subject.name ?? "spring").",
                     "// \(subject.summary).",
                     "// SpringDescription(mass:stiffness:damping:) keeps the spring exactly; SpringSimulation draws its closed form",
                     "// at the elapsed time and is done when within Tolerance.defaultTolerance (1e-3 in distance and velocity):",
                     "// pass a tolerance scaled to your values if they are not around 1."]
        if let ratio = try? FlutterDampingRatioParameters(representing: spring) {
            lines.append("// The same spring: SpringDescription.withDampingRatio(mass: \(ExportNumber.plain(ratio.mass)), stiffness: \(ExportNumber.plain(ratio.stiffness)), ratio: \(ExportNumber.plain(ratio.dampingRatio)))")
        }
        if let timed = try? FlutterParameters(representing: spring) {
            let whole = timed.duration.rounded()
            if abs(timed.duration - whole) <= 1e-9 * whole, spring.mass == 1 {
                lines.append("// The same spring: SpringDescription.withDurationAndBounce(duration: const Duration(milliseconds: \(Int(whole))), bounce: \(ExportNumber.plain(timed.bounce)))")
            } else {
                lines.append("// Not withDurationAndBounce: its period is \(ExportNumber.plain(timed.duration)) ms\(spring.mass == 1 ? "" : " at mass \(ExportNumber.plain(spring.mass))"), and Flutter reads whole milliseconds at mass 1.")
            }
        }
        if spring.damping == 0 { lines.append("// Undamped: it never comes to rest.") }
        lines.append("import 'package:flutter/physics.dart';")
        lines.append("")
        lines.append("const SpringDescription \(name) = SpringDescription(mass: \(ExportNumber.plain(spring.mass)), stiffness: \(ExportNumber.plain(spring.stiffness)), damping: \(ExportNumber.plain(spring.damping)));")
        lines.append("")
        lines.append("/// From \(ExportNumber.plain(motion.from)) to \(ExportNumber.plain(motion.to)), initial velocity \(ExportNumber.plain(motion.absoluteVelocity)) units/s.")
        lines.append("final SpringSimulation \(name)Simulation = SpringSimulation(\(name), \(ExportNumber.plain(motion.from)), \(ExportNumber.plain(motion.to)), \(ExportNumber.plain(motion.absoluteVelocity)));")
        return lines.joined(separator: "\n") + "\n"
    }
}
