import SpringKit

/// `svelte`: a Svelte 5 `new Spring(from, { stiffness, damping, precision })` (svelte/motion).
///
/// Svelte's spring is a per-frame update, not a physical spring: its stiffness and damping
/// draw a given spring's motion only at one display frame rate, the one the export was made
/// for (``SpringExporter/Options/frameRate`` when given, else a `svelte:` spring's own
/// `frameRate`, else 60 Hz), which the comment states. At that rate Svelte's frames are exactly the
/// spring's motion started with the velocity Svelte's start at rest implies
/// (``SvelteParameters/impliedVelocity()``); Svelte's `Spring` takes no initial velocity, so
/// the comment gives that velocity and the note names a dropped one. `precision` is the spec's
/// own for a `svelte:` spring, else Svelte's default 0.01. Refused (``ExportError``) where
/// ``SvelteParameters/init(representing:frameRate:)`` refuses: a spring whose frames alias
/// at that rate, or whose stiffness or damping there leaves Svelte's ranges.
/// Source: sveltejs/svelte `packages/svelte/src/motion/spring.js` (Svelte 5). Cost: constant.
struct SvelteExporter: FormatExporter {
    static func export(_ subject: ExportSubject, frameRate: Double?) throws(ExportError) -> String {
        let spec = subject.family == .svelte ? subject.spec : nil
        let rate = frameRate ?? spec?[.frameRate] ?? SvelteParameters.defaultFrameRate
        var values: SvelteParameters
        do {
            values = try SvelteParameters(representing: subject.spring, frameRate: rate)
        } catch {
            throw ExportError(format: .svelte, reason: "at \(ExportNumber.plain(rate)) Hz, \(error.reason)")
        }
        values.precision = spec?[.precision] ?? SvelteParameters.defaultPrecision
        let motion = subject.motion
        let implied = (try? values.impliedVelocity()).map { $0 * motion.step }
        let name = subject.identifier(fallback: "spring")
        var lines = ["// SpringTune export for Svelte (svelte/motion, Svelte 5): \(subject.name ?? "spring").",
                     "// \(subject.summary).",
                     "// Svelte's spring is a per-frame update: these stiffness and damping draw this spring's motion exactly at",
                     "// \(ExportNumber.plain(rate)) Hz, the frame rate it was converted at; at another refresh rate the same numbers are another spring."]
        if let implied {
            lines.append("// Svelte starts at rest one frame back: its frames are the spring's motion started at \(ExportNumber.plain(implied)) units/s.")
        }
        lines.append("// precision \(ExportNumber.plain(values.precision)): Svelte snaps to the target once within it (and moving less than it per frame).")
        lines.append("import { Spring } from 'svelte/motion';")
        lines.append("export const \(name) = new Spring(\(ExportNumber.plain(motion.from)), { stiffness: \(ExportNumber.plain(values.stiffness)), damping: \(ExportNumber.plain(values.damping)), precision: \(ExportNumber.plain(values.precision)) });")
        lines.append("// \(name).target = \(ExportNumber.plain(motion.to));")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ExportFormat {
    /// A Svelte 5 `new Spring(from, { stiffness, damping, precision })` at a frame rate.
    public static let svelte = ExportFormat("svelte", exporter: SvelteExporter())
}

extension SvelteExporter {
    var summary: String { "Svelte 5 new Spring(from, { stiffness, damping, precision }), exact at a frame rate (default 60 Hz)" }
    var droppedVelocityNote: String? {
        "Svelte's Spring takes no initial velocity (it starts at rest one frame back); motion, react-spring or react-native keep it"
    }

    /// A `svelte:` spring's velocity is the one Svelte's own start implies, not a dropped one.
    func initialVelocityNote(for subject: ExportSubject, in format: ExportFormat) -> String? {
        subject.family == .svelte ? nil : format.initialVelocityNote(for: subject.motion)
    }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        try Self.export(subject, frameRate: options.frameRate)
    }
}
