import SpringKit

extension PresetModule {
    /// The Kotlin package of the module (`package springpresets`).
    public static let kotlinPackage = "springpresets"

    /// `kotlin`: `object SpringPresets` with one nested object per preset (`MyPop`): `spec`, a
    /// Compose `spring(dampingRatio, stiffness)` (mass 1: ζ and k/m, ``ComposeExporter``'s rule),
    /// `force(finalPosition)`, an Android `SpringForce` factory with the same values (the setter
    /// methods, which return the force), and the motion as `Float` constants (`FROM`, `TO`,
    /// `START_VELOCITY` in units per second, which Compose takes in `animateTo` and Android in
    /// `setStartVelocity`). Types are written in full (`kotlin.Float`, `kotlin.String`,
    /// `androidx.compose.animation.core.SpringSpec`, `androidx.dynamicanimation.animation.SpringForce`):
    /// a preset's object may be named `Float`, `String`, `SpringSpec` or `SpringForce`, and
    /// would shadow the short names inside `SpringPresets`.
    func kotlin(_ entries: [Entry]) -> String {
        var out = headerLines.map { "// " + $0 + "\n" }.joined()
        out += "//\n"
        out += "// Compose and Android springs have no mass: stiffness is k/m and dampingRatio ζ (the same motion).\n"
        out += "// The initial velocity is not part of either spring: pass START_VELOCITY (units per second) to\n"
        out += "// animateTo(…, initialVelocity = …) or SpringAnimation.setStartVelocity(…). Values are Floats.\n"
        out += "// Types are written in full: a preset's object may be named Float, String, SpringSpec or SpringForce.\n\n"
        out += "package \(Self.kotlinPackage)\n\n"
        out += "import androidx.compose.animation.core.spring\n\n"
        out += "object SpringPresets {\n"
        for (index, entry) in entries.enumerated() {
            let subject = entry.subject, motion = subject.motion
            let arguments = ComposeExporter.arguments(subject)
            if index > 0 { out += "\n" }
            out += "    /** " + describe(entry).joined(separator: " ") + " */\n"
            out += "    object \(entry.identifier) {\n"
            out += "        const val NAME: kotlin.String = \(PresetModuleNaming.stringLiteral(entry.preset.name, in: .kotlin))\n"
            if let keyPath = subject.keyPath {
                out += "        const val KEY_PATH: kotlin.String = \(PresetModuleNaming.stringLiteral(keyPath, in: .kotlin))\n"
            }
            out += "        const val FROM: kotlin.Float = \(ExportNumber.float(motion.from))\n"
            out += "        const val TO: kotlin.Float = \(ExportNumber.float(motion.to))\n"
            out += "        const val START_VELOCITY: kotlin.Float = \(ExportNumber.float(motion.absoluteVelocity))\n"
            if subject.spring.damping == 0 { out += "        // Undamped (dampingRatio 0): it never comes to rest.\n" }
            out += "        val spec: androidx.compose.animation.core.SpringSpec<kotlin.Float> = spring(dampingRatio = \(arguments.dampingRatio), stiffness = \(arguments.stiffness))\n"
            out += "        fun force(finalPosition: kotlin.Float = TO): androidx.dynamicanimation.animation.SpringForce =\n"
            out += "            androidx.dynamicanimation.animation.SpringForce(finalPosition).setStiffness(\(arguments.stiffness)).setDampingRatio(\(arguments.dampingRatio))\n"
            out += "    }\n"
        }
        out += "}\n"
        return out
    }
}
