import SpringKit

/// Writes springs as ready-to-paste code for other ecosystems (docs/presets.md).
///
/// Every format with comments states its assumptions in them (units, mass handling, what the
/// engine does with the numbers); `json` and `motion` stay exact and are documented in
/// docs/export.md. A spring a format cannot express is an ``ExportError`` (`css`: undamped or
/// step-less motions, or an engine that never comes to rest for the spring; `keyframes`: motions JNWSpringAnimation draws no curve for) or falls back to an exact form with a comment (`pop`: dynamics*
/// properties outside bounciness/speed [0, 20]; `rebound`: raw `SpringConfig` outside Origami's
/// range). The other formats express every spring.
public enum SpringExporter {
    /// Options that some formats use.
    public struct Options: Sendable, Hashable {
        /// The `css` format's maximum error, as a fraction of the step (default 0.002).
        public var maximumError: Double
        /// The `keyframes` format's sampling step in seconds: keep one JNWSpringAnimation keyframe
        /// every `keyframeStep` seconds (a whole number of JNW's 1 ms steps). `nil` keeps every
        /// keyframe, as JNW generates them.
        public var keyframeStep: Double?
        /// The `svelte` format's display frame rate in Hz, at which Svelte's stiffness and
        /// damping draw the spring; `nil`: a `svelte:` spec's own `frameRate`, else 60.
        public var frameRate: Double?
        /// The `css` format's curve: the exact spring (`nil` or `Solver.exact`), or the curve
        /// this engine draws (``CSSExporter/easing(for:drawnBy:maximumError:)``).
        public var solver: Solver?

        /// Creates options.
        public init(maximumError: Double = CSSExporter.defaultMaximumError, keyframeStep: Double? = nil,
                    frameRate: Double? = nil, solver: Solver? = nil) {
            self.maximumError = maximumError
            self.keyframeStep = keyframeStep
            self.frameRate = frameRate
            self.solver = solver
        }
    }

    /// `subject` written in `format`, ending with a newline.
    ///
    /// No export ever prints a number no code can hold: every number is spelled by
    /// `ExportNumber`, which marks a value that is not finite (or, written as a `Float`, outside
    /// `Float`'s range), and the text is checked here for such a mark, once for every format.
    /// Only numbers are read: a name or key path that spells `inf` or `nan` is written like any other.
    /// - Throws: ``ExportError`` when the format cannot express the spring (kind
    ///   ``ExportError/Kind/inexpressible``) or a number it would print is not finite or beyond
    ///   `Float` (``ExportError/Kind/nonFinite``).
    public static func export(_ subject: ExportSubject, as format: ExportFormat,
                              options: Options = Options()) throws(ExportError) -> String {
        let text = try format.exporter.export(subject, options: options)
        if let problem = ExportNumber.firstUnprintable(in: text) {
            throw ExportError(format: format, reason: problem.reason, kind: .nonFinite)
        }
        return text
    }
}
