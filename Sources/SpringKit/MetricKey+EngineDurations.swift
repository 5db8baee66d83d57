extension MetricKey {
    /// One engine duration every metrics record carries: its key in the record's
    /// `engineDurations` object, labelled with the engine's name, and the duration it reports.
    public struct EngineDurationEntry: Sendable {
        /// The member's key (`coreAnimation`) with its label (`Core Animation duration`), in s.
        public let metric: MetricKey
        /// The engine whose duration it is.
        public let engine: EngineDuration

        /// The duration of `engine`, keyed by its JSON key (``EngineDuration/key``), labelled with
        /// its title (``EngineDuration/title``): `Motion duration`.
        init(_ engine: EngineDuration) {
            metric = MetricKey(engine.key, label: engine.title + " duration", unit: "s", kind: .time)
            self.engine = engine
        }
    }

    /// The name of the group the engine durations are members of (`engineDurations.KEY`).
    public static let engineDurationsGroup = "engineDurations"

    /// The engines whose idea of the animation's duration every metrics record carries
    /// (docs/engine-durations.md), in the record's order: the one list of them.
    public static let engineDurations: [EngineDurationEntry] = [
        EngineDuration.coreAnimation, EngineDuration.stated(by: .motion), EngineDuration.stated(by: .jnw),
        EngineDuration.webKit, EngineDuration.compose,
    ].compactMap { $0 }.map(EngineDurationEntry.init)
}
