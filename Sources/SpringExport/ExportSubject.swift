import SpringKit
import SpringPresets

/// What an exporter writes: a spring, the motion it performs, and how it was given.
public struct ExportSubject: Sendable, Hashable {
    /// The physical spring.
    public var spring: Spring
    /// The motion (from, to, initial velocity).
    public var motion: Motion
    /// A name for identifiers and comments (a preset name), if any.
    public var name: String?
    /// The spec it was given as, if known: lets exporters keep a family's own form (Motion's
    /// `duration`/`bounce`, for instance).
    public var spec: SpringSpec?
    /// The family the spring was given in.
    public var family: SpringFamily
    /// The animated property (`transform.scale`) a preset was saved with, if any: the Core
    /// Animation formats default their `keyPath` to it, else to `position.y`.
    public var keyPath: String?
    /// The setup the subject was made from (``init(setup:spec:)``), if any: the `css` format
    /// drawn by an engine draws it as that engine reads it (a `svelte:` spring's own values and
    /// frame rate, Motion's options; ``CSSExporter/easing(for:drawnBy:maximumError:)``). `nil`:
    /// the spring and motion as given, in ``family``.
    public var setup: SpringSetup?

    /// Creates a subject.
    public init(spring: Spring, motion: Motion = .unitStep, name: String? = nil, spec: SpringSpec? = nil,
                family: SpringFamily = .physical, keyPath: String? = nil) {
        self.spring = spring
        self.motion = motion
        self.name = name
        self.spec = spec
        self.family = family
        self.keyPath = keyPath
    }

    /// A subject from a resolved setup; `name` is kept only when it is a preset-style name.
    public init(setup: SpringSetup, spec: SpringSpec? = nil) {
        self.init(spring: setup.spring, motion: setup.motion,
                  name: Preset.isValidName(setup.label) ? setup.label : nil,
                  spec: spec, family: setup.family)
        self.setup = setup
    }

    /// A preset as it is stored, whichever file it came from: its name, its spring in the family
    /// it was given in, its motion (from, to, initial velocity) and its key path.
    /// - Throws: `SpringError` when the preset's spring does not resolve (a file read strictly
    ///   never holds one).
    /// - Cost: one resolution of the preset's spec.
    public init(preset: Preset) throws(SpringError) {
        let setup = try preset.setup()
        self.init(setup: setup, spec: preset.spec)
        self.name = preset.name
        self.keyPath = preset.motion?.keyPath
    }

    /// A one-line description for comments: `mass 1, stiffness 100, damping 10 (ζ 0.5); 0 → 1`.
    var summary: String {
        var text = "mass \(ExportNumber.plain(spring.mass)), stiffness \(ExportNumber.plain(spring.stiffness)), damping \(ExportNumber.plain(spring.damping)) (ζ \(ExportNumber.short(spring.dampingRatio)))"
        text += "; \(ExportNumber.plain(motion.from)) → \(ExportNumber.plain(motion.to))"
        if motion.absoluteVelocity != 0 {
            text += ", initial velocity \(ExportNumber.plain(motion.absoluteVelocity)) units/s"
        }
        return text
    }

    /// `name` as a lowerCamelCase identifier (`swiftui-bouncy` → `swiftuiBouncy`), or `fallback`:
    /// every exporter names what it declares after the preset when there is one.
    func identifier(fallback: String = "tunedSpring") -> String {
        guard let name else { return fallback }
        let parts = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = parts.first, first.first?.isLetter == true else { return fallback }
        return first.lowercased() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// What an engine draws: ``setup``, or the spring and motion as given.
    var drawingSetup: SpringSetup {
        setup ?? SpringSetup(spring: spring, motion: motion, family: family, label: name ?? "spring")
    }

    /// `name` as a kebab-case CSS name, or `spring`.
    var cssName: String { name ?? "spring" }

    /// Spring per unit mass (the families defined at mass 1): `k/m`, `c/m`.
    var unitMassStiffness: Double { spring.stiffness / spring.mass }
    /// Damping per unit mass, `c/m`.
    var unitMassDamping: Double { spring.damping / spring.mass }
}
