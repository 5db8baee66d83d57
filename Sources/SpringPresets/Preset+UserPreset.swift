import SpringKit

extension Preset {
    /// The keys of a spec that describe the motion rather than the spring.
    static let motionKeys: Set<SpringParameter> = [.from, .to, .velocity, .absoluteVelocity]

    /// A preset to save into a user's preset file: `spring` in the family it is written in
    /// (its motion keys are taken from `motion` instead), `motion` with its normalised initial
    /// velocity, and metrics left for ``PresetFile/save(_:toFileAt:replacing:reservedBy:)``
    /// to compute. The group is the file's, set when saved.
    ///
    /// Every way of making a preset (a fit, the studio) builds it here, so saved presets all
    /// have the same form; saving checks the name.
    /// - Parameters:
    ///   - name: the preset's name (kebab-case, checked when saved).
    ///   - spring: the spring as a family spec; `from`, `to` and velocity items are dropped.
    ///   - motion: the motion it animates.
    ///   - keyPath: the animated property (`transform.scale`), or `nil`.
    ///   - description: what the spring is for, in one sentence.
    ///   - reference: where it comes from (the command that made it).
    public init(userPresetNamed name: String, spring: SpringSpec, motion: Motion, keyPath: String?,
                description: String, reference: String) {
        self.init(name: name, group: "", description: description, source: PresetSource(reference: reference),
                  spring: SpringSpec(base: spring.base, items: spring.items.filter { !Self.motionKeys.contains($0.key) }),
                  motion: PresetMotion(from: motion.from, to: motion.to, initialVelocity: motion.initialVelocity ?? 0,
                                       keyPath: keyPath),
                  metrics: PresetMetrics(band: 0.02, settlingTime: nil, overshootPercent: nil))
    }
}
