import SpringKit

/// `uikit`: functions returning `UISpringTimingParameters` and a `UIViewPropertyAnimator`.
///
/// - Always: `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, the exact
///   spring. `initialVelocity` is a `CGVector` in units of the whole change per second (Core
///   Animation's normalised velocity); a one-dimensional motion puts it in both `dx` and `dy`.
///   With these parameters UIKit ignores the animator's duration (observed behaviour, not
///   documented): the animator is given the settling duration anyway.
/// - Where representable (0 < ζ ≤ 1 and the settling family can express the spring): the
///   damping-ratio form `UISpringTimingParameters(dampingRatio:initialVelocity:)` with the
///   animator duration SpringTune's settling-duration reconstruction gives (Apple does not
///   publish how UIKit maps duration and ratio to a spring: approximate, and the comment says so),
///   and the iOS 17 `UISpringTimingParameters(duration:bounce:initialVelocity:)` form (SwiftUI's
///   duration/bounce at mass 1).
/// Overdamped springs get a `// warning:` comment: UIKit has no `allowsOverdamping` switch.
struct UIKitExporter: FormatExporter {
    static func export(_ subject: ExportSubject) -> String {
        let spring = subject.spring, motion = subject.motion
        let name = subject.identifier()
        let stem = name.prefix(1).uppercased() + name.dropFirst()
        let velocity = ExportNumber.swift(motion.initialVelocity ?? 0)
        let vector = "CGVector(dx: \(velocity), dy: \(velocity))"
        let settling = CoreAnimationSettlingDuration().duration(of: spring, motion: motion)
        let representable: (settling: SettlingParameters, swiftui: SwiftUIParameters)?
        if spring.regime != .overdamped, spring.damping > 0,
           let ratio = try? SettlingParameters(representing: spring) {
            representable = (ratio, SwiftUIParameters(duration: 2 * Double.pi / spring.naturalFrequency,
                                                      bounce: SwiftUIParameters.bounce(dampingRatio: spring.dampingRatio)))
        } else {
            representable = nil
        }
        var out = "import UIKit\n\n"
        out += "// SpringTune export for UIKit (UISpringTimingParameters): \(subject.name ?? "spring").\n"
        out += "// \(subject.summary).\n"
        out += "// initialVelocity is a CGVector in units of the whole change per second (Core Animation's convention):\n"
        out += "// \(velocity) here, in both dx and dy. UIKit normalises each component to the distance along its own axis for\n"
        out += "// position animations; for a 2-D move compute each from its own axis.\n"
        if !motion.hasStep {
            out += "// from == to: a velocity relative to the change cannot carry this motion's velocity.\n"
        }
        if let note = ExportFormat.uikit.initialVelocityNote(for: motion) {
            out += "// This spring's initial velocity (\(ExportNumber.plain(motion.absoluteVelocity)) units/s) is dropped: \(note).\n"
        }
        if spring.regime == .overdamped {
            out += "// warning: overdamped (ζ = \(ExportNumber.short(spring.dampingRatio)) > 1). UIKit has no allowsOverdamping switch and may draw it\n"
            out += "// critically damped, as Core Animation does without one; use caspringanimation (allowsOverdamping, iOS 17+)\n"
            out += "// for the exact curve. The damping-ratio and duration/bounce forms are left out: they cover ζ ≤ 1.\n"
        }
        if spring.damping == 0 {
            out += "// Undamped (ζ = 0): it never settles; only the mass/stiffness/damping form can express it.\n"
        }
        out += "// With mass/stiffness/damping UIKit ignores the animator's duration and runs the spring until it rests\n"
        out += "// (observed, not documented); the animator below passes Core Animation's settlingDuration as SpringTune\n"
        out += "// reconstructs it: \(settling.map { ExportNumber.short($0) + " s" } ?? "none (it never settles), 1 s as a placeholder").\n"
        out += "@MainActor\n"
        out += "func make\(stem)TimingParameters() -> UISpringTimingParameters {\n"
        out += "    UISpringTimingParameters(mass: \(ExportNumber.swift(spring.mass)), stiffness: \(ExportNumber.swift(spring.stiffness)), damping: \(ExportNumber.swift(spring.damping)),\n"
        out += "                             initialVelocity: \(vector))\n"
        out += "}\n\n"
        out += "@MainActor\n"
        out += "func make\(stem)Animator() -> UIViewPropertyAnimator {\n"
        out += "    UIViewPropertyAnimator(duration: \(ExportNumber.swift(settling ?? 1)), timingParameters: make\(stem)TimingParameters())\n"
        out += "}\n"
        if let (ratio, swiftui) = representable {
            out += "\n"
            out += "// Damping-ratio form: UIKit derives the spring from the ratio and the animator's duration. Apple does not\n"
            out += "// publish that mapping; the duration here assumes SwiftUI's Spring(settlingDuration:dampingRatio:) as\n"
            out += "// reverse engineered (ε 0.001, mass 1), so the motion is approximate.\n"
            out += "@MainActor\n"
            out += "func make\(stem)DampingRatioAnimator() -> UIViewPropertyAnimator {\n"
            out += "    let parameters = UISpringTimingParameters(dampingRatio: \(ExportNumber.swift(ratio.dampingRatio)), initialVelocity: \(vector))\n"
            out += "    return UIViewPropertyAnimator(duration: \(ExportNumber.swift(ratio.settlingDuration)), timingParameters: parameters)\n"
            out += "}\n\n"
            out += "// Duration/bounce form (iOS 17+): SwiftUI's duration/bounce, the same motion at mass 1 (k/m and c/m kept):\n"
            out += "// duration = 2π/ω0 = \(ExportNumber.short(swiftui.duration)) s, bounce = \(ExportNumber.short(swiftui.bounce)).\n"
            out += "@MainActor\n"
            out += "func make\(stem)DurationBounceTimingParameters() -> UISpringTimingParameters {\n"
            out += "    UISpringTimingParameters(duration: \(ExportNumber.swift(swiftui.duration)), bounce: \(ExportNumber.swift(swiftui.bounce)), initialVelocity: \(vector))\n"
            out += "}\n"
        }
        return out
    }
}

extension ExportFormat {
    /// UIKit `UISpringTimingParameters` (mass/stiffness/damping with a `CGVector` velocity, and
    /// the damping-ratio and duration/bounce forms where representable).
    public static let uikit = ExportFormat("uikit", exporter: UIKitExporter())
}

extension UIKitExporter {
    var summary: String { "UIKit UISpringTimingParameters (mass/stiffness/damping, dampingRatio and duration/bounce forms)" }
    var takesVelocityRelativeToChange: Bool { true }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        Self.export(subject)
    }
}
