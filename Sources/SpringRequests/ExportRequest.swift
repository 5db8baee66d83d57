import SpringExport
import SpringKit
import SpringPresets

/// A request for springs as ready-to-paste code (`springtune export`, the studio's export).
///
/// The rules: the format by name in any case; a maximum error only for `css`, in [1e-15, 0.5) (CSSExporter.smallestMaximumError);
/// a keyframe step only for `keyframes`, a whole number of milliseconds ≥ 0.001 s; a frame
/// rate only for `svelte`, in (0, 10000] Hz; a solver only for `css`, the exact spring or an
/// engine with a stop rule (``CSSExporter/solvers``); the code
/// of several springs joined one after another (`json` and `motion` end in a newline of their
/// own; the others are separated by an empty line).
public struct ExportRequest: Sendable, Hashable {
    /// The format.
    public var format: ExportFormat
    /// `css` only: the largest error of the `linear()` easing, as a fraction of the change.
    public var maximumError: Double?
    /// `keyframes` only: the spacing of the kept keyframes, in seconds.
    public var keyframeStep: Double?
    /// `svelte` only: the display frame rate in Hz at which Svelte's numbers draw the spring.
    public var frameRate: Double?
    /// `css` only: the curve the easing follows, the exact spring (`nil` or ``Solver/exact``) or
    /// the one this engine draws (``CSSExporter/easing(for:drawnBy:maximumError:)``).
    public var solver: Solver?

    /// A request for `format`, checked.
    /// - Throws: ``RequestError`` (usage) for a maximum error, keyframe step, frame rate or
    ///   solver that does not apply to the format or is out of range.
    public init(format: ExportFormat, maximumError: Double? = nil, keyframeStep: Double? = nil,
                frameRate: Double? = nil, solver: Solver? = nil) throws(RequestError) {
        if let solver {
            guard format == .css else {
                throw RequestError(.usage, "\(field: .solver) \(solver.rawValue) applies to \(field: .exportFormat) css only")
            }
            guard CSSExporter.solvers.contains(solver) else {
                let allowed = CSSExporter.solvers.map { $0.rawValue }.joined(separator: ", ")
                throw .invalid(.solver, solver.rawValue, "must be exact or an engine that states when it stops: \(allowed) (the integrators never stop; Apple does not publish when SwiftUI does)")
            }
        }
        if let frameRate {
            guard format == .svelte else { throw RequestError(.usage, "\(field: .frameRate) applies to \(field: .exportFormat) svelte only") }
            try EngineSettings.checkFrameRate(frameRate)
        }
        if let maximumError {
            guard format == .css else { throw RequestError(.usage, "\(field: .maximumError) applies to \(field: .exportFormat) css only") }
            guard CSSExporter.isValidMaximumError(maximumError) else { throw .invalid(.maximumError, "\(maximumError)", CSSExporter.maximumErrorRule) }
        }
        if let keyframeStep {
            guard format == .keyframes else { throw RequestError(.usage, "\(field: .keyframeStep) applies to \(field: .exportFormat) keyframes only") }
            guard keyframeStep >= 0.001 else {
                throw .invalid(.keyframeStep, "\(keyframeStep)", "must be a whole number of milliseconds ≥ 0.001 s")
            }
        }
        self.format = format
        self.maximumError = maximumError
        self.keyframeStep = keyframeStep
        self.frameRate = frameRate
        self.solver = solver
    }

    /// The format named `name`, in any case.
    /// - Throws: ``RequestError`` (usage) naming the formats.
    public static func format(named name: String) throws(RequestError) -> ExportFormat {
        do {
            return try ExportFormat.named(name)
        } catch {
            throw RequestError(.usage, "unknown \(field: .exportFormat) '\(name)': \(error.allowed)")
        }
    }

    /// What an export says beside the code, about one spring.
    public enum Note: Sendable, Hashable, CustomStringConvertible {
        /// The spring was tuned under JNWSpringAnimation, whose curve real engines do not
        /// draw; `realPreset` is the bundled preset of the real spring that draws it, if any.
        case tunedUnderJNW(label: String, realPreset: String?)
        /// The format drops the spring's initial velocity, for `reason`.
        case velocityDropped(label: String, reason: String)

        /// The sentence.
        public var description: String {
            switch self {
            case .tunedUnderJNW(let label, let real):
                let hint = real.map { "preset \($0) is the real spring that draws that curve" }
                    ?? "springtune fit --match jnw:… --free stiffness,damping,velocity finds the real spring that draws it"
                return "\(label) was tuned under JNWSpringAnimation, which draws a different curve than this code will (docs/tuning.md#the-alert-story); \(hint)"
            case .velocityDropped(let label, let reason):
                return "\(label): the initial velocity is dropped: \(reason)"
            }
        }
    }

    /// The code of every spring of `source`, joined, calling `note` for what is said beside
    /// each spring's code, in order, once every spring's code is written: a refused export says
    /// only why (one line), never a note before it.
    ///
    /// - Parameter byteLimit: the most bytes the code of all springs may take together, or `nil`.
    /// - Throws: ``RequestError``: the source's (``SpringSource/resolved()``), the exporter's
    ///   (bad data for a value that is not finite), usage when the code passes `byteLimit`.
    /// - Cost: each exporter once per spring (see ``SpringExporter``).
    public func code(for source: SpringSource, byteLimit: Int? = nil, note: (Note) -> Void = { _ in }) throws(RequestError) -> String {
        let (setups, library) = try source.resolved()
        return try code(for: source.specs, resolvedAs: setups, in: library, byteLimit: byteLimit, note: note)
    }

    /// The code of `specs` already resolved as `setups` in `library` (``SpringSource/resolved()``),
    /// as ``code(for:byteLimit:note:)`` writes it: for a front end that resolved its springs once
    /// and exports some of them.
    /// - Throws: ``RequestError``: the exporter's, usage when the code passes `byteLimit`.
    public func code(for specs: [SpringSpec], resolvedAs setups: [SpringSetup], in library: PresetLibrary, byteLimit: Int? = nil,
                     note: (Note) -> Void = { _ in }) throws(RequestError) -> String {
        let options = SpringExporter.Options(maximumError: maximumError ?? CSSExporter.defaultMaximumError, keyframeStep: keyframeStep,
                                             frameRate: frameRate, solver: solver)
        var texts: [String] = []
        var notes: [Note] = []
        var bytes = 0
        for (spec, setup) in zip(specs, setups) {
            // Not when the code draws JNW's own curve (keyframes, or css drawn by jnw).
            if setup.renderer == .jnw && format != .keyframes && solver != .jnw {
                let real = setup.label + "-real"
                notes.append(.tunedUnderJNW(label: setup.label, realPreset: library.preset(named: real) != nil ? real : nil))
            }
            let familySpec: SpringSpec
            do { familySpec = try library.familySpec(for: spec) } catch { throw RequestError(error) }
            var subject = ExportSubject(setup: setup, spec: familySpec)
            // A preset keeps what it was saved with, whichever file it came from.
            if case .preset(let name) = spec.base { subject.keyPath = library.preset(named: name)?.motion?.keyPath }
            if setup.motion.absoluteVelocity != 0, let reason = format.initialVelocityNote(for: subject) {
                notes.append(.velocityDropped(label: setup.label, reason: reason))
            }
            do { texts.append(try SpringExporter.export(subject, as: format, options: options)) } catch { throw RequestError(error) }
            bytes += texts[texts.count - 1].utf8.count
            if let byteLimit, bytes > byteLimit {
                throw RequestError(.usage, "export too large: the first \(texts.count) springs already take \(bytes) bytes, at most \(byteLimit) per request: export fewer springs at once")
            }
        }
        notes.forEach(note)
        return texts.joined(separator: format == .json || format == .motion ? "" : "\n")
    }
}
