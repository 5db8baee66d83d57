import SpringKit

/// `flutter`: Dart for Flutter's `package:flutter/physics.dart`: a `SpringDescription` with
/// the physical mass, stiffness and damping (exact: Flutter's `SpringSimulation` draws the
/// closed form of those numbers) and a ready `SpringSimulation(spring, start, end, velocity)`
/// for the motion, its velocity in units per second (Flutter's convention).
///
/// The other constructors that build the same spring are named in comments:
/// `SpringDescription.withDampingRatio(mass:stiffness:ratio:)` always, and
/// `SpringDescription.withDurationAndBounce(duration:bounce:)` when the spring is at mass 1 and
/// that form can write it (``SpringKit/FlutterParameters/init(representing:)``: a period of a
/// whole number of milliseconds, as Flutter reads the `Duration` through `inMilliseconds`),
/// else why not.
/// Source: flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart`
/// (`SpringDescription`, `SpringSimulation`) and `tolerance.dart` (`Tolerance.defaultTolerance`:
/// distance, time and velocity 1e-3). Always representable. Cost: constant.
struct FlutterExporter: FormatExporter {
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
        switch Result(catching: { () throws(NotRepresentable) in try FlutterParameters(representing: spring) }) {
        case .success(let timed):
            if spring.mass != 1 {
                lines.append("// Not withDurationAndBounce: it builds mass 1, and this spring's mass is \(ExportNumber.plain(spring.mass)).")
            } else if let milliseconds = Int64(exactly: timed.duration), milliseconds <= Int64.max / 1000 {
                lines.append("// The same spring: SpringDescription.withDurationAndBounce(duration: const Duration(milliseconds: \(milliseconds)), bounce: \(ExportNumber.plain(timed.bounce)))")
            } else {
                lines.append("// Not withDurationAndBounce: a Duration holds at most 2^63 − 1 microseconds.")
            }
        case .failure(let reason):
            lines.append("// Not withDurationAndBounce: \(reason).")
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

extension ExportFormat {
    /// Flutter `SpringDescription` and a ready `SpringSimulation` (Dart).
    public static let flutter = ExportFormat("flutter", exporter: FlutterExporter())
}

extension FlutterExporter {
    var summary: String { "Flutter SpringDescription + SpringSimulation (Dart)" }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        Self.export(subject)
    }
}
