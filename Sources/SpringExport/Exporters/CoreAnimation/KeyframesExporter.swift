import SpringKit

/// `keyframes`: a function building a `CAKeyframeAnimation` whose `values` are the keyframes
/// JNWSpringAnimation generates for the spring (``JNWSpringRenderer/keyframes(of:motion:)``),
/// optionally subsampled.
///
/// - Step: by default every keyframe (JNW's own step, `0.001f` s). A sampling step S keeps
///   keyframe 0, r, 2r, … (r = S / 1 ms, a whole number ≥ 1), so n keyframes become ⌈n/r⌉;
///   JNW's last few keyframes (fewer than r) may be dropped.
/// - `keyTimes` are `i/(count − 1)`: where Core Animation placed JNW's keyframes (JNW sets none,
///   so they are spread evenly); `duration` = keyframe count × step, as JNW sets it; linear pacing.
///   Together these stretch the formula's time by count/(count − 1), as JNW's own animation does
///   (the comment states the factor).
/// - `keyPath`: the subject's own key path (its preset's, from whichever file), else `position.y`.
/// Not representable (an error): motions JNW draws fewer than two keyframes for (`from == to`),
/// springs needing more keyframes than the renderer's cap, and steps that are not a whole
/// number of milliseconds or leave fewer than two values.
struct KeyframesExporter: FormatExporter {
    /// Values per line in the generated array literal.
    static let valuesPerLine = 6

    /// The kept keyframes and the step between them (seconds), for `subject` and `step`.
    static func keyframes(for subject: ExportSubject, step: Double?) throws(ExportError) -> (all: Int, values: [Double], stride: Int, step: Double) {
        let renderer = JNWSpringRenderer()
        guard let all = renderer.keyframes(of: subject.spring, motion: subject.motion) else {
            throw ExportError(format: .keyframes, reason: "JNWSpringAnimation would need more than \(renderer.maximumKeyframes) keyframes (it does not stop within \(renderer.maximumKeyframes / 1000) s)")
        }
        guard all.count >= 2 else {
            throw ExportError(format: .keyframes, reason: "JNWSpringAnimation draws \(all.count) keyframe\(all.count == 1 ? "" : "s") for this motion (from == to): there is no animation")
        }
        var stride = 1
        if let step {
            let milliseconds = step * 1000
            let whole = milliseconds.rounded()
            guard step.isFinite, whole >= 1, (milliseconds - whole).magnitude <= 1e-6 * Swift.max(1, whole) else {
                throw ExportError(format: .keyframes, reason: "keyframe step \(ExportNumber.plain(step)) s must be a whole number of milliseconds ≥ 0.001 (JNWSpringAnimation's keyframes are 1 ms apart)")
            }
            guard whole < Double(all.count) else {
                throw ExportError(format: .keyframes, reason: "keyframe step \(ExportNumber.plain(step)) s leaves fewer than 2 keyframes (JNWSpringAnimation's animation has \(all.count) keyframes, 1 ms apart)")
            }
            stride = Int(whole)
        }
        let values = Swift.stride(from: 0, to: all.count, by: stride).map { all[$0] }
        return (all.count, values, stride, Double(stride) * JNWSpringRenderer.keyframeStep)
    }

    static func export(_ subject: ExportSubject, step: Double?) throws(ExportError) -> String {
        let spring = subject.spring, motion = subject.motion
        let (all, values, stride, interval) = try keyframes(for: subject, step: step)
        let name = subject.identifier()
        let function = "make" + name.prefix(1).uppercased() + name.dropFirst() + "KeyframeAnimation"
        let duration = Double(values.count) * interval
        var out = "import QuartzCore\n\n"
        out += "// SpringTune export for CAKeyframeAnimation (JNWSpringAnimation's keyframes): \(subject.name ?? "spring").\n"
        out += "// \(subject.summary).\n"
        out += "// The values are what JNWSpringAnimation generates, not the exact spring: x(t) = to − (to − from)·e^(−c/(2m)·t)·cos(ω′·t),\n"
        out += "// ω′ = √(k/m − c²/(4m²)), 0 when that is imaginary (critically and overdamped springs become a pure exponential\n"
        out += "// of rate c/(2m)), every 0.001f s until two successive values and the last one's distance to `to` are within\n"
        out += "// 1e-4 of |to − from|; from/to are read as Floats and the initial velocity is ignored.\n"
        if subject.motion.absoluteVelocity != 0, let note = ExportFormat.keyframes.initialVelocityNote {
            out += "// This spring's initial velocity (\(ExportNumber.plain(subject.motion.absoluteVelocity)) units/s) is dropped: \(note).\n"
        }
        if spring.damping <= 0 {
            out += "// Undamped: JNWSpringAnimation replaces damping ≤ 0 by 1, so these keyframes use c = 1.\n"
        } else if spring.regime != .underdamped {
            out += "// ζ = \(ExportNumber.short(spring.dampingRatio)) ≥ 1: JNW draws the pure exponential here, not the spring's real shape.\n"
        }
        if stride == 1 {
            out += "// \(values.count) keyframes: every keyframe JNWSpringAnimation generates, 1 ms (0.001f s) apart.\n"
        } else {
            let dropped = all - 1 - (values.count - 1) * stride
            out += "// \(values.count) keyframes: one in every \(stride) of JNWSpringAnimation's \(all), \(stride) ms apart"
            out += dropped > 0 ? "; its last \(dropped) are dropped.\n" : ".\n"
        }
        out += "// duration = keyframe count × step = \(values.count) × \(ExportNumber.short(interval)) s, as JNW sets it; keyTimes spread the values evenly,\n"
        out += "// i/(count − 1), which is where Core Animation put JNW's keyframes (JNW sets no keyTimes); linear pacing.\n"
        out += "// As in JNW's own animation, that stretches the formula's time by count/(count − 1) = \(ExportNumber.short(Double(values.count) / Double(values.count - 1))).\n"
        let gap = ((values.last ?? motion.to) - motion.to).magnitude
        out += "// After the duration the layer shows its model value: set it to \(ExportNumber.plain(motion.to)) yourself (the last value is \(ExportNumber.short(gap)) from it).\n"
        out += "func \(function)(keyPath: String = \(CodeText.stringLiteral(CoreAnimationExporter.presetKeyPath(subject), in: .swift))) -> CAKeyframeAnimation {\n"
        out += "    let values: [Double] = [\n"
        var index = 0
        while index < values.count {
            let line = values[index..<Swift.min(index + valuesPerLine, values.count)].map(ExportNumber.swift)
            out += "        " + line.joined(separator: ", ") + ",\n"
            index += valuesPerLine
        }
        out += "    ]\n"
        out += "    let animation = CAKeyframeAnimation(keyPath: keyPath)\n"
        out += "    animation.values = values\n"
        out += "    animation.keyTimes = values.indices.map { NSNumber(value: Double($0) / Double(values.count - 1)) }\n"
        out += "    animation.duration = \(ExportNumber.swift(duration))\n"
        out += "    animation.calculationMode = .linear\n"
        out += "    animation.timingFunction = CAMediaTimingFunction(name: .linear)\n"
        out += "    return animation\n"
        out += "}\n"
        return out
    }
}

extension ExportFormat {
    /// A `CAKeyframeAnimation` with the `values`/`keyTimes` JNWSpringAnimation generates.
    public static let keyframes = ExportFormat("keyframes", exporter: KeyframesExporter())
}

extension KeyframesExporter {
    var summary: String { "CAKeyframeAnimation with JNWSpringAnimation's values/keyTimes (optionally subsampled)" }
    var droppedVelocityNote: String? {
        "JNWSpringAnimation's keyframes ignore the initial velocity; caspringanimation, uikit or swiftui (interpolatingSpring) keep it"
    }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        try Self.export(subject, step: options.keyframeStep)
    }
}
