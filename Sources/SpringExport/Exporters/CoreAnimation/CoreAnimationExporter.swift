import SpringKit

/// `caspringanimation`: a function building a `CASpringAnimation` with mass, stiffness, damping,
/// initialVelocity (normalised: units of the whole change per second), from/to values and
/// `duration = settlingDuration`. Always representable. Overdamped springs set
/// `allowsOverdamping = true` (iOS 17+/macOS 14+), without which Core Animation clamps them to
/// critical damping.
struct CoreAnimationExporter: FormatExporter {
    static func export(_ subject: ExportSubject) -> String {
        let spring = subject.spring, motion = subject.motion
        let name = subject.identifier()
        let function = "make" + name.prefix(1).uppercased() + name.dropFirst() + "Animation"
        let settling = CoreAnimationSettlingDuration().duration(of: spring, motion: motion)
        var out = "import QuartzCore\n\n"
        out += "// SpringTune export for Core Animation (CASpringAnimation): \(subject.name ?? "spring").\n"
        out += "// \(subject.summary).\n"
        out += "// duration = settlingDuration: Apple's estimate of when the spring is at rest. Apple does not publish\n"
        out += "// its algorithm; SpringTune's public reconstruction gives \(settling.map { ExportNumber.short($0) + " s" } ?? "no settling duration (it never settles)").\n"
        if motion.hasStep == false {
            out += "// from == to: Core Animation's initialVelocity is relative to the change, so it cannot carry this motion's velocity.\n"
        }
        if let note = ExportFormat.caSpringAnimation.initialVelocityNote(for: motion) {
            out += "// This spring's initial velocity (\(ExportNumber.plain(motion.absoluteVelocity)) units/s) is dropped: \(note).\n"
        }
        out += "func \(function)(keyPath: String = \(CodeText.stringLiteral(presetKeyPath(subject), in: .swift))) -> CASpringAnimation {\n"
        out += "    let animation = CASpringAnimation(keyPath: keyPath)\n"
        out += settings(subject, indent: "    ")
        out += "    return animation\n"
        out += "}\n"
        return out
    }

    /// The lines that set up `animation` (a `CASpringAnimation`): mass, stiffness, damping, the
    /// normalised initial velocity, `allowsOverdamping` when ζ > 1, from/to values and
    /// `duration = settlingDuration`. Shared with the preset modules.
    static func settings(_ subject: ExportSubject, indent: String) -> String {
        let spring = subject.spring, motion = subject.motion
        var out = ""
        out += "\(indent)animation.mass = \(ExportNumber.swift(spring.mass))\n"
        out += "\(indent)animation.stiffness = \(ExportNumber.swift(spring.stiffness))\n"
        out += "\(indent)animation.damping = \(ExportNumber.swift(spring.damping))\n"
        out += "\(indent)animation.initialVelocity = \(ExportNumber.swift(motion.initialVelocity ?? 0))\n"
        if spring.regime == .overdamped {
            out += "\(indent)// Overdamped (ζ = \(ExportNumber.short(spring.dampingRatio)) > 1): allowsOverdamping is iOS 17+/macOS 14+; without it\n"
            out += "\(indent)// (and on earlier systems) Core Animation draws the spring critically damped.\n"
            out += "\(indent)animation.allowsOverdamping = true\n"
        }
        out += "\(indent)animation.fromValue = \(ExportNumber.swift(motion.from))\n"
        out += "\(indent)animation.toValue = \(ExportNumber.swift(motion.to))\n"
        out += "\(indent)animation.duration = animation.settlingDuration\n"
        return out
    }

    /// The subject's own key path (the one its preset was saved with, from whichever file),
    /// else `position.y`.
    static func presetKeyPath(_ subject: ExportSubject) -> String {
        subject.keyPath ?? "position.y"
    }
}

extension ExportFormat {
    /// Core Animation `CASpringAnimation` (`duration = settlingDuration`, `allowsOverdamping`
    /// when ζ > 1).
    public static let caSpringAnimation = ExportFormat("caspringanimation", exporter: CoreAnimationExporter())
}

extension CoreAnimationExporter {
    var summary: String { "CASpringAnimation with duration = settlingDuration (allowsOverdamping when ζ > 1)" }
    var takesVelocityRelativeToChange: Bool { true }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        Self.export(subject)
    }
}
