import SpringIO
import SpringKit

/// A named, documented spring: the unit of the `presets/` library (docs/presets.md).
public struct Preset: Sendable, Hashable {
    /// Unique across all preset files, kebab-case (`swiftui-bouncy`).
    public var name: String
    /// The group, which is also the file it lives in (`apple` → presets/apple.json).
    public var group: String
    /// What the spring is for, in one sentence.
    public var description: String
    /// Where the numbers come from.
    public var source: PresetSource
    /// The spring in the family it was given in (`swiftui:duration=0.5,bounce=0.3`), without motion keys.
    public var spring: SpringSpec
    /// The motion it animates, where one applies.
    public var motion: PresetMotion?
    /// The renderer it was tuned under, when not the exact solution (`Solver.jnw`);
    /// a preset file writes its raw value (`"renderer": "jnw"`), one of ``PresetFile/renderers``.
    public var renderer: Solver?
    /// Derived metrics of the exact spring, recomputed by the tests.
    public var metrics: PresetMetrics
    /// For a preset tuned under a renderer: the metrics of what that renderer draws.
    public var rendererMetrics: PresetMetrics?

    /// Creates a preset.
    public init(name: String, group: String, description: String, source: PresetSource,
                spring: SpringSpec, motion: PresetMotion? = nil, renderer: Solver? = nil, metrics: PresetMetrics,
                rendererMetrics: PresetMetrics? = nil) {
        self.name = name
        self.group = group
        self.description = description
        self.source = source
        self.spring = spring
        self.motion = motion
        self.renderer = renderer
        self.metrics = metrics
        self.rendererMetrics = rendererMetrics
    }

    /// The stored metrics recomputed from the physics: the exact spring's, and the renderer's
    /// when the preset names one (measured as SpringKit's `Solver.metrics(of:motion:band:rest:step:)` measures it).
    public func recomputedMetrics() throws(SpringError) -> (exact: PresetMetrics, renderer: PresetMetrics?) {
        let setup = try self.setup()
        let exact = try PresetMetrics.computed(for: setup, band: metrics.band)
        guard let renderer else { return (exact, nil) }
        let band = try SettlingBand.fraction(metrics.band)
        let drawn = try renderer.metrics(of: setup.spring, motion: setup.motion, band: band)
        return (exact, PresetMetrics(band: metrics.band, settlingTime: drawn.settlingTime, overshootPercent: drawn.overshootPercent))
    }

    /// The full spec: the spring plus its motion (`from`, `to`, `velocity`).
    public var spec: SpringSpec {
        var items = spring.items
        if let motion {
            items.append(.init(key: .from, value: motion.from))
            items.append(.init(key: .to, value: motion.to))
            if motion.initialVelocity != 0 { items.append(.init(key: .velocity, value: motion.initialVelocity)) }
        }
        return SpringSpec(base: spring.base, items: items)
    }

    /// The spring and motion, labelled with the preset's name, with `overrides` applied.
    ///
    /// A preset tuned under a renderer (``renderer``) resolves to a setup whose
    /// `SpringSetup.renderer` is that renderer, so it is measured and drawn as that
    /// renderer draws it unless another solver is asked for
    /// (`SpringSetup.drawingSolver(_:)`, `SpringSetup.measurement(by:band:rest:options:)`).
    /// Its ``metrics`` stay those of the exact spring and ``rendererMetrics`` those of the renderer.
    public func setup(overrides: SpringSpec? = nil) throws(SpringError) -> SpringSetup {
        let merged = overrides.map { $0.overriding(spec) } ?? spec
        var setup = try merged.resolved(label: name)
        if setup.family != .jnw { setup.renderer = renderer }
        return setup
    }

    /// Whether `name` is kebab-case: lowercase letters, digits and single hyphens.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.first, let last = name.last, first.isLetter, last != "-" else { return false }
        var previousHyphen = false
        for character in name {
            let hyphen = character == "-"
            guard hyphen || (character.isASCII && (character.isLowercase || character.isNumber)) else { return false }
            if hyphen && previousHyphen { return false }
            previousHyphen = hyphen
        }
        return true
    }
}

/// Where a preset's numbers come from.
public struct PresetSource: Sendable, Hashable {
    /// A document, API constant or fit, in words with a reference (`Apple docs: CASpringAnimation`).
    public var reference: String
    /// Whether the numbers come from a third party (a blog, another project's port) rather than the system's owner.
    public var thirdParty: Bool

    /// Creates a source.
    public init(reference: String, thirdParty: Bool = false) {
        self.reference = reference
        self.thirdParty = thirdParty
    }
}

/// The motion a preset animates.
public struct PresetMotion: Sendable, Hashable {
    /// Start value.
    public var from: Double
    /// Target value.
    public var to: Double
    /// Normalised initial velocity (Core Animation's convention).
    public var initialVelocity: Double
    /// The animated property, e.g. `transform.scale` or `transform.translation.y`.
    public var keyPath: String?

    /// Creates a motion.
    public init(from: Double, to: Double, initialVelocity: Double = 0, keyPath: String? = nil) {
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        self.keyPath = keyPath
    }
}

/// Metrics stored with a preset, at a stated band.
public struct PresetMetrics: Sendable, Hashable {
    /// The band as a fraction of the step.
    public var band: Double
    /// The exact spring's settling time; `nil` when it never settles.
    public var settlingTime: Double?
    /// The exact spring's overshoot in percent.
    public var overshootPercent: Double?

    /// The keys of a preset file's `metrics` object, in the file's order: the band, the settling
    /// time and the overshoot.
    public static let keys: [MetricKey] = [.band, .settlingTime, .overshootPercent]

    /// Creates metrics.
    public init(band: Double, settlingTime: Double?, overshootPercent: Double?) {
        self.band = band
        self.settlingTime = settlingTime
        self.overshootPercent = overshootPercent
    }

    /// The metrics of `setup`'s exact response at `band`.
    public static func computed(for setup: SpringSetup, band: Double = 0.02) throws(SpringError) -> PresetMetrics {
        let response = setup.response
        return PresetMetrics(band: band,
                             settlingTime: try response.settlingTime(band: .fraction(band)),
                             overshootPercent: response.overshootPercent)
    }

    /// Whether `stored` (a file's numbers) are these computed ones, within the accuracy the
    /// bundled files are checked to (settling time to 1e-12 relative, overshoot to 1e-10
    /// percentage points; the same band; both undefined, or both defined): a file written by
    /// another build may differ in the last digits, a hand-edited or stale one does not pass.
    public func agree(with stored: PresetMetrics) -> Bool {
        func close(_ a: Double?, _ b: Double?, relative: Double, absolute: Double) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case let (a?, b?): return a == b || (a - b).magnitude <= Swift.max(relative * Swift.max(a.magnitude, b.magnitude), absolute)
            default: return false
            }
        }
        return band == stored.band && close(settlingTime, stored.settlingTime, relative: 1e-12, absolute: 0)
            && close(overshootPercent, stored.overshootPercent, relative: 0, absolute: 1e-10)
    }
}
